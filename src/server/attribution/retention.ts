/**
 * Retention of the collector's records (security finding L1: nothing was ever deleted). Once a
 * day, events older than ANALYTICS_RETENTION_DAYS (default 395, about 13 months) are deleted,
 * then visitors last seen before then with no event left (their touches go with them), then
 * older touches no kept event or visitor points at. The report (report.ts) counts touches and
 * events by their own date, so every day inside the period keeps its numbers; registrations
 * (analytics_registrations, one row per seller) are kept.
 *
 * A Payload task on a daily schedule: the jobs queue (payload_jobs, shared) holds one pending run,
 * and a PostgreSQL advisory lock makes a run that another instance picked up at the same time
 * skip, so the work happens once per cluster. Rows go in batches, each its own short statement.
 */
import type { TaskConfig } from 'payload'
import type { Pool, PoolClient } from 'pg'

export const DEFAULT_RETENTION_DAYS = 395
const BATCH = 1000
/** An arbitrary constant: the advisory lock of this job in the database. */
export const RETENTION_LOCK_KEY = 170_001

/** ANALYTICS_RETENTION_DAYS: a whole number of days (at least 1); anything else is the default. */
export function retentionDays(setting = process.env.ANALYTICS_RETENTION_DAYS): number {
  const days = Number(setting)
  return setting && Number.isInteger(days) && days >= 1 ? days : DEFAULT_RETENTION_DAYS
}

export type RetentionResult = { skipped: boolean; cutoff: string; events: number; visitors: number; touches: number }

/** Runs `run` (a DELETE of at most BATCH rows) until it deletes fewer; the total deleted. */
async function inBatches(run: () => Promise<number>): Promise<number> {
  let total = 0
  for (;;) {
    const deleted = await run()
    total += deleted
    if (deleted < BATCH) return total
  }
}

/** Deletes the analytics rows older than `days` before `now`; skipped while another run holds the lock. */
export async function deleteExpiredAnalytics(pool: Pool, { days = retentionDays(), now = new Date() } = {}): Promise<RetentionResult> {
  const cutoff = new Date(now.getTime() - days * 86_400_000)
  const client = await pool.connect()
  let failed = false
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [RETENTION_LOCK_KEY])
    if (!rows[0]?.locked) return { skipped: true, cutoff: cutoff.toISOString(), events: 0, visitors: 0, touches: 0 }
    try {
      return { skipped: false, cutoff: cutoff.toISOString(), ...(await deleteBefore(client, cutoff)) }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK_KEY])
    }
  } catch (error) {
    failed = true
    throw error
  } finally {
    // A connection that failed is closed, not pooled: it might still hold the lock.
    client.release(failed)
  }
}

async function deleteBefore(client: PoolClient, cutoff: Date): Promise<Omit<RetentionResult, 'skipped' | 'cutoff'>> {
  // Each statement commits on its own: no lock is held longer than one batch.
  const count = async (sql: string, params: unknown[]) => (await client.query(sql, params)).rowCount ?? 0
  const events = await inBatches(() =>
    count(
      `DELETE FROM analytics_events WHERE id IN (
         SELECT id FROM analytics_events WHERE created_at < $1 ORDER BY created_at LIMIT $2)`,
      [cutoff, BATCH],
    ),
  )
  // last_seen_at is checked again on the row itself: a visitor who comes back meanwhile stays.
  const visitors = await inBatches(() =>
    count(
      `DELETE FROM analytics_visitors v WHERE v.last_seen_at < $1 AND v.id IN (
         SELECT c.id FROM analytics_visitors c
          WHERE c.last_seen_at < $1 AND c.created_at < $1
            AND NOT EXISTS (SELECT 1 FROM analytics_events e WHERE e.visitor_id = c.id)
          ORDER BY c.last_seen_at LIMIT $2)`,
      [cutoff, BATCH],
    ),
  )
  // A kept visitor's first and last touch stay (a later registration is credited to them), and so
  // does a touch a kept event is counted under. Walked by id: the kept ones are passed once.
  let touches = 0
  let after = '0'
  for (;;) {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM analytics_touches WHERE created_at < $1 AND id > $2 ORDER BY id LIMIT $3', [cutoff, after, BATCH])
    if (!rows.length) break
    touches += await count(
      `DELETE FROM analytics_touches t WHERE t.id = ANY($1::bigint[])
         AND NOT EXISTS (SELECT 1 FROM analytics_events e WHERE e.touch_id = t.id)
         AND NOT EXISTS (SELECT 1 FROM analytics_visitors v WHERE v.first_touch_id = t.id)
         AND NOT EXISTS (SELECT 1 FROM analytics_visitors v WHERE v.last_touch_id = t.id)`,
      [rows.map((row) => row.id)],
    )
    after = rows[rows.length - 1]!.id
    if (rows.length < BATCH) break
  }
  return { events, visitors, touches }
}

/**
 * The daily task (payload.config.ts `jobs.tasks`). 19:30 UTC is 03:30 in China, the site's
 * quietest hour (the containers run in UTC). Payload's autoRun keeps one run queued for the
 * schedule and runs it when due.
 */
export const analyticsRetentionTask: TaskConfig<{ input: object; output: RetentionResult }> = {
  slug: 'analyticsRetention',
  label: 'Analytics retention',
  schedule: [{ cron: '0 30 19 * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const result = await deleteExpiredAnalytics(req.payload.db.pool)
    req.payload.logger.info({ msg: 'analytics retention', ...result })
    return { output: result }
  },
}
