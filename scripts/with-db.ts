/**
 * Runs a command against a ready database:
 *   tsx scripts/with-db.ts [--no-seed] [--no-prepare] -- <command> [args...]
 * Without DATABASE_URL it starts the embedded PostgreSQL (data in ./data/postgres) for the
 * command's lifetime. Before the command it applies migrations and seeds an empty database.
 * Signals are passed on, and the database is stopped when the command ends.
 *
 * A restart of an up-to-date database (every committed migration applied, the current seed
 * recorded as run: src/server/db/prepare-state.ts) does not load Payload at all; without a
 * command (`npm run seed`, the Docker migrate job) the migrations and the seed always run.
 */
import { spawn } from 'node:child_process'

import { rejectWhenIdle, StalledError } from '../src/server/db/idle-watchdog'

const args = process.argv.slice(2)
const separator = args.indexOf('--')
const flags = separator === -1 ? args : args.slice(0, separator)
const command = separator === -1 ? [] : args.slice(separator + 1)
const log = (line: string) => console.log(`[with-db] ${line}`)
// As started: a fresh run must decide about the embedded database again.
const startEnv = { ...process.env }

/**
 * Node 20's off-thread module loader (where tsx's hooks run) has been seen, rarely, never to answer
 * an import(): the process then sits idle forever (a CI run would hang). Seen on the import of the
 * Payload code, which a restart of an up-to-date database now skips; the start-up code is loaded
 * under the same watch. A stall uses no CPU, so that is what is watched: the Payload import takes
 * 5-10 s of CPU but, on a loaded machine, 15-30 s of wall time or more, so the wall-clock limit this
 * replaces (90 s) had to be long, and a stall cost those 90 s before a second start (security
 * finding L4: ~150 s to serve again). On a stall a fresh process, with a fresh loader, does the
 * work (once).
 */
const LOADER_IDLE_MS = Number(process.env.WITH_DB_LOADER_IDLE_MS || 30_000)

const load = <T>(what: string, loading: Promise<T>) => rejectWhenIdle(loading, { idleMs: LOADER_IDLE_MS, what: `Loading ${what}` })

async function main(): Promise<number> {
  const [{ ensureDatabase, ensurePayloadSecret, loadDotEnv }, { pendingPreparation }, { withTimeout }] = await load(
    'the start-up code',
    Promise.all([import('../src/server/db/runtime-env'), import('../src/server/db/prepare-state'), import('../src/server/cms/with-timeout')]),
  )
  loadDotEnv()
  process.env.PAYLOAD_CONFIG_PATH ||= 'payload.config.ts'
  process.env.NEXT_TELEMETRY_DISABLED ||= '1'
  ensurePayloadSecret()
  const embedded = await ensureDatabase(log)
  // The embedded database is a developer's machine: the local SMS provider's codes are read at
  // /api/dev/sms (never in the log). An operator's database keeps it off unless they set it.
  if (embedded) process.env.LOCAL_SMS_INBOX ??= 'true'
  const stop = async () => {
    if (embedded) await embedded.stop().catch(() => {})
  }
  try {
    if (!flags.includes('--no-prepare')) {
      const seed = !flags.includes('--no-seed')
      const pending =
        command.length === 0 ? 'asked to migrate and seed' : await pendingPreparation({ connectionString: process.env.DATABASE_URL || '', seed })
      if (!pending) {
        log(`Database up to date (every committed migration applied${seed ? ', seed ran' : ''}): Payload not loaded`)
      } else {
        log(`${pending}: loading Payload to ${seed ? 'migrate and seed' : 'migrate'}`)
        const { prepareDatabase } = await load('the database code', import('../src/server/db/prepare'))
        // A database that does not answer must fail the command, not hang it.
        await withTimeout(prepareDatabase({ seed, log }), 120_000, 'Migrating and seeding the database')
      }
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
  async (error: unknown) => {
    if (error instanceof StalledError && !startEnv.WITH_DB_RESTARTED) {
      log(`${error.message}: the module loader stalled; starting again in a fresh process`)
      process.exit(await runAgain())
    }
    console.error(error)
    process.exit(1)
  },
)
