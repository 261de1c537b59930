/**
 * Instances (or migrate jobs) started together take turns to migrate and seed
 * (src/server/db/prepare.ts): while another process holds the preparation lock, a second
 * preparation waits, says so, and runs once the lock is free.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { PREPARE_LOCK_KEY, prepareDatabase } from '@/server/db/prepare'

const holder = new pg.Client({ connectionString: process.env.DATABASE_URL })

afterAll(async () => {
  await holder.end().catch(() => {})
})

describe('preparing the database', () => {
  it('waits for another process that is preparing it, then runs', async () => {
    await holder.connect()
    await holder.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY])
    const lines: string[] = []
    let finished = false
    const preparing = prepareDatabase({ seed: false, log: (line) => lines.push(line) }).then(() => (finished = true))
    const deadline = Date.now() + 15_000
    while (!lines.some((line) => line.includes('waiting for it')) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(lines).toContain('another process is migrating or seeding this database: waiting for it')
    // Still waiting a while later: nothing runs beside the holder.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(finished).toBe(false)
    await holder.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY])
    await preparing
    expect(finished).toBe(true)
    // And it let the lock go: another process takes it at once.
    const { rows } = await holder.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [PREPARE_LOCK_KEY])
    expect(rows[0]?.locked).toBe(true)
  }, 60_000)
})
