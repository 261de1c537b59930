/**
 * Brings a database up to date before the site serves it: committed migrations, then the seed.
 * Loads the whole Payload config; scripts/with-db.ts first asks ./prepare-state (two queries, no
 * Payload) whether there is anything to do at all.
 */
import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'

import { seed, type SeedReport } from '@cms/seed'
import { migrations } from '@cms/migrations'
import { GuardedPool, poolConfig } from './pool'
import { SEED_STATE_KEY, type SeedState, seedFingerprint } from './prepare-state'

type PgPool = { end: () => Promise<void>; on: (event: 'error', listener: () => void) => void }

/**
 * The postgres adapter keeps one client checked out for the life of the pool (to notice lost
 * connections), so `pool.end()` never resolves. Close the idle clients without waiting and
 * ignore the errors the held client reports when the database stops.
 */
function releasePool(db: { pool?: PgPool }) {
  if (!db.pool) return
  db.pool.on('error', () => {})
  void db.pool.end()
}

/** Payload for the length of `run`; its pool is released after (Payload is loaded once per process). */
export async function withPayload<T>(run: (payload: Payload) => Promise<T>): Promise<T> {
  const payload = await getPayload({ config })
  try {
    return await run(payload)
  } finally {
    releasePool(payload.db as unknown as { pool?: PgPool })
  }
}

/**
 * Applies the committed migrations the database lacks, in their committed order; with `only`, just
 * those among them (a restore brings a new database to its backup's migrations first).
 */
export async function applyMigrations(payload: Payload, only?: readonly string[]): Promise<void> {
  const wanted = only ? migrations.filter((migration) => only.includes(migration.name)) : migrations
  // Generated migrations type their args precisely; the adapter's signature says `unknown`.
  await payload.db.migrate({ migrations: wanted as unknown as Migration[] })
}

export async function prepareDatabase(options: { seed: boolean; log: (line: string) => void }): Promise<SeedReport | null> {
  return oneAtATime(options.log, () =>
    withPayload(async (payload) => {
      await applyMigrations(payload)
      if (!options.seed) return null
      // Taken before the seed runs: a seed file edited meanwhile makes the next start seed again.
      const fingerprint = seedFingerprint()
      const report = await seed(payload, options.log)
      // Recorded only once the seed finished: until then every start runs it (it is idempotent).
      const state: SeedState = { fingerprint, seededAt: new Date().toISOString() }
      await payload.kv.set(SEED_STATE_KEY, state)
      return report
    }),
  )
}

/** The advisory lock held while one process migrates and seeds (170_001 retention, 170_002 jobs). */
export const PREPARE_LOCK_KEY = 170_003

/**
 * One preparation at a time per database: instances (or migrate jobs) started together on a new
 * migration take turns instead of running it side by side; the later ones then find it applied
 * and the seed done (it is idempotent). A session lock on a connection of its own, released when
 * the work ends or the process dies.
 */
async function oneAtATime<T>(log: (line: string) => void, work: () => Promise<T>): Promise<T> {
  // The app's connection settings (timeouts, the cluster check), one connection, held throughout.
  const pool = new GuardedPool(poolConfig({ max: 1 }), 'prepare')
  const client = await pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [PREPARE_LOCK_KEY])
    if (!rows[0]?.locked) {
      log('another process is migrating or seeding this database: waiting for it')
      await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY])
    }
    return await work()
  } finally {
    // Let go explicitly: the server frees a closed session's locks only once its backend has
    // exited, which a process starting right after could still find held.
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => {})
    // Closed, not returned: if the unlock failed (database gone), ending the session lets it go.
    client.release(true)
    await pool.end().catch(() => {})
  }
}
