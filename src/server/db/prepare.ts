/** Brings a database up to date before the site serves it: committed migrations, then the seed. */
import config from '@payload-config'
import { getPayload, type Migration } from 'payload'

import { seed, type SeedReport } from '../../../cms/seed'
import { migrations } from '../../../cms/migrations'

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

export async function prepareDatabase(options: { seed: boolean; log: (line: string) => void }): Promise<SeedReport | null> {
  const payload = await getPayload({ config })
  try {
    // Generated migrations type their args precisely; the adapter's signature says `unknown`.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    return options.seed ? await seed(payload, options.log) : null
  } finally {
    releasePool(payload.db as unknown as { pool?: PgPool })
  }
}
