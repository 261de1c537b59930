/**
 * Retention of the collector's records (security finding L1: nothing was ever deleted). Once a
 * day, events older than ANALYTICS_RETENTION_DAYS (default 395, about 13 months) are deleted,
 * then visitors last seen before then with no event left (their touches go with them), then
 * older touches no kept event or visitor points at. The report (report.ts) counts touches and
 * events by their own date, so every day inside the period keeps its numbers; registrations
 * (analytics_registrations, one row per seller) are kept.
 *
 * A Payload task on a daily schedule: the jobs queue (payload_jobs, shared) holds one pending run,
 * queued and run only by the instance that holds the jobs lease (src/server/cms/jobs-runner.ts).
 * A PostgreSQL advisory lock of its own makes any run at the same time (a second queued run, one
 * started by hand) skip, and the deletes are idempotent: a later run finds nothing left to
 * delete. Rows go in batches, each its own short statement.
 */
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { TaskConfig } from 'payload'
import type { Pool } from 'pg'

import type { Db } from '@/server/db/drizzle'
import * as repository from './repository'

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
  // One connection for the whole run: the lock is the session's.
  const client = await pool.connect()
  let failed = false
  try {
    const db = drizzle({ client })
    if (!(await repository.tryAdvisoryLock(db, RETENTION_LOCK_KEY))) return { skipped: true, cutoff: cutoff.toISOString(), events: 0, visitors: 0, touches: 0 }
    try {
      return { skipped: false, cutoff: cutoff.toISOString(), ...(await deleteBefore(db, cutoff)) }
    } finally {
      await repository.advisoryUnlock(db, RETENTION_LOCK_KEY)
    }
  } catch (error) {
    failed = true
    throw error
  } finally {
    // A connection that failed is closed, not pooled: it might still hold the lock.
    client.release(failed)
  }
}

async function deleteBefore(db: Db, cutoff: Date): Promise<Omit<RetentionResult, 'skipped' | 'cutoff'>> {
  // Each statement commits on its own: no lock is held longer than one batch.
  const events = await inBatches(() => repository.deleteOldEvents(db, cutoff, BATCH))
  const visitors = await inBatches(() => repository.deleteGoneVisitors(db, cutoff, BATCH))
  // A kept visitor's first and last touch stay (a later registration is credited to them), and so
  // does a touch a kept event is counted under. Walked by id: the kept ones are passed once.
  let touches = 0
  let after = 0
  for (;;) {
    const ids = await repository.oldTouchIds(db, cutoff, after, BATCH)
    if (!ids.length) break
    touches += await repository.deleteUnusedTouches(db, ids)
    after = ids[ids.length - 1]!
    if (ids.length < BATCH) break
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
