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
// As started: a fresh run must decide about the embedded database again.
const startEnv = { ...process.env }

/**
 * Node 20's off-thread module loader (where tsx's hooks run) has been seen, rarely, never to answer
 * the import() of the Payload code: the process then sits idle forever (a CI run would hang). It
 * normally takes seconds; past this a fresh process, with a fresh loader, does the work.
 */
const LOADER_STALL_MS = 90_000

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
      const loaded = await withTimeout(import('../src/server/db/prepare'), LOADER_STALL_MS, 'Loading the database code').catch((error: unknown) => {
        if (startEnv.WITH_DB_RESTARTED) throw error
        log(`${String(error)}: the module loader stalled; starting again in a fresh process`)
        return null
      })
      if (!loaded) {
        await stop()
        return runAgain()
      }
      const { prepareDatabase } = loaded
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

  const code = await run(command[0] as string, command.slice(1), commandEnv(command))
  await stop()
  return code
}

/** This script again, in a new process (same Node flags, so tsx too), once. */
function runAgain(): Promise<number> {
  return run(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { ...startEnv, WITH_DB_RESTARTED: '1' })
}

/** Runs a command in the foreground (signals passed on); resolves with its exit code. */
function run(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(file, args, { stdio: 'inherit', env })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise<number>((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(error)
      resolve(1)
    })
  })
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
