/**
 * Runs a command against a ready database:
 *   tsx scripts/with-db.ts [--no-seed] [--no-prepare] -- <command> [args...]
 * Without DATABASE_URL it starts the embedded PostgreSQL (data in ./data/postgres) for the
 * command's lifetime. Before the command it applies migrations and seeds an empty database.
 * Signals are passed on, and the database is stopped when the command ends.
 */
import { spawn } from 'node:child_process'

import { withTimeout } from '../src/server/cms/with-timeout'
import { ensureDatabase, ensurePayloadSecret, loadDotEnv } from '../src/server/db/runtime-env'

const args = process.argv.slice(2)
const separator = args.indexOf('--')
const flags = separator === -1 ? args : args.slice(0, separator)
const command = separator === -1 ? [] : args.slice(separator + 1)
const log = (line: string) => console.log(`[with-db] ${line}`)

async function main(): Promise<number> {
  loadDotEnv()
  process.env.PAYLOAD_CONFIG_PATH ||= 'payload.config.ts'
  process.env.NEXT_TELEMETRY_DISABLED ||= '1'
  ensurePayloadSecret()
  const embedded = await ensureDatabase(log)
  const stop = async () => {
    if (embedded) await embedded.stop().catch(() => {})
  }
  try {
    if (!flags.includes('--no-prepare')) {
      const { prepareDatabase } = await import('../src/server/db/prepare')
      // A database that does not answer must fail the command, not hang it.
      await withTimeout(prepareDatabase({ seed: !flags.includes('--no-seed'), log }), 120_000, 'Migrating and seeding the database')
    }
  } catch (error) {
    await stop()
    throw error
  }
  if (command.length === 0) {
    await stop()
    return 0
  }

  const child = spawn(command[0] as string, command.slice(1), { stdio: 'inherit', env: commandEnv(command) })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  const code = await new Promise<number>((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(error)
      resolve(1)
    })
  })
  await stop()
  return code
}

/**
 * `next build` and `next start` always run as production: an inherited NODE_ENV=test or
 * development would make `next start` render with React's development build.
 */
function commandEnv(command: string[]): NodeJS.ProcessEnv {
  const isNextServe = /(^|\/)next$/.test(command[0] ?? '') && ['build', 'start'].includes(command[1] ?? '')
  return isNextServe ? { ...process.env, NODE_ENV: 'production' } : process.env
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
