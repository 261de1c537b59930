/**
 * Retention of the collector's records (security finding L1) on a real database: rows older than
 * the retention period go (in batches), a visitor still seen keeps its first and last touch and
 * the touches its kept events count under, the report of the kept period does not change, a
 * run another instance holds is skipped, and the daily task is scheduled once.
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type { QueryResultRow } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { attributionReport, defaultRange } from '@/server/attribution/report'
import { deleteExpiredAnalytics, RETENTION_LOCK_KEY } from '@/server/attribution/retention'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const DAY = 86_400_000
const now = new Date()
const ago = (days: number) => new Date(now.getTime() - days * DAY)
/** Unique per run: the database is shared with other test files. */
const campaign = `retention-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const query = async <T extends QueryResultRow = QueryResultRow>(sql: string, params: unknown[] = []) => (await payload.db.pool.query<T>(sql, params)).rows

async function visitor(created: Date, lastSeen: Date): Promise<string> {
  const id = randomUUID()
  await query('INSERT INTO analytics_visitors (id, created_at, last_seen_at) VALUES ($1, $2, $3)', [id, created, lastSeen])
  return id
}

async function touch(visitorId: string, at: Date, source: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO analytics_touches (visitor_id, created_at, campaign, source, medium, landing, locale) VALUES ($1, $2, $3, $4, 'cpc', '/promote/pc', 'zh') RETURNING id`,
    [visitorId, at, campaign, source],
  )
  return row!.id
}

async function events(visitorId: string, touchId: string | null, at: Date, count = 1): Promise<void> {
  await query(`INSERT INTO analytics_events (visitor_id, touch_id, created_at, name, path) SELECT $1, $2, $3, 'page_view', '/promote/pc' FROM generate_series(1, $4)`, [
    visitorId,
    touchId,
    at,
    count,
  ])
}

const setTouches = (visitorId: string, first: string, last: string) => query('UPDATE analytics_visitors SET first_touch_id = $2, last_touch_id = $3 WHERE id = $1', [visitorId, first, last])
const exists = async (table: string, id: string) => (await query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1
const eventsOf = async (visitorId: string) => Number((await query<{ n: string }>('SELECT count(*) AS n FROM analytics_events WHERE visitor_id = $1', [visitorId]))[0]!.n)
const report = () => attributionReport(payload.db.drizzle, { ...defaultRange(now), model: 'last', campaign })

describe('analytics retention', () => {
  it('deletes what is older than the period and keeps what the period still counts', async () => {
    // Gone: a visitor last seen 400 days ago, its touch and events, and one with 2 500 old events (several batches).
    const gone = await visitor(ago(500), ago(400))
    const goneTouch = await touch(gone, ago(400), 'gone')
    await setTouches(gone, goneTouch, goneTouch)
    await events(gone, goneTouch, ago(400), 3)
    const bulk = await visitor(ago(400), ago(400))
    await events(bulk, null, ago(400), 2500)

    // Kept: a visitor first seen 500 days ago who came back 5 days ago.
    const kept = await visitor(ago(500), ago(5))
    const first = await touch(kept, ago(500), 'first')
    const middle = await touch(kept, ago(450), 'middle')
    const counted = await touch(kept, ago(420), 'counted')
    const last = await touch(kept, ago(5), 'last')
    await setTouches(kept, first, last)
    await events(kept, middle, ago(450), 2)
    // An event of the kept period counted under an older arrival's touch.
    await events(kept, counted, ago(5), 1)
    await events(kept, last, ago(5), 2)
    // Young: made by a registration 10 days ago, no event.
    const young = await visitor(ago(10), ago(10))

    const before = await report()
    expect(before.totals.pageViews).toBe(3)

    // Another instance is running it: this run leaves everything alone.
    const other = await payload.db.pool.connect()
    try {
      await other.query('SELECT pg_advisory_lock($1)', [RETENTION_LOCK_KEY])
      expect(await deleteExpiredAnalytics(payload.db.pool, { days: 395, now })).toMatchObject({ skipped: true, events: 0 })
      expect(await exists('analytics_visitors', gone)).toBe(true)
    } finally {
      await other.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK_KEY])
      other.release()
    }

    const result = await deleteExpiredAnalytics(payload.db.pool, { days: 395, now })
    expect(result.skipped).toBe(false)
    expect(result.events).toBeGreaterThanOrEqual(2505)
    expect(result.visitors).toBeGreaterThanOrEqual(2)
    expect(result.touches).toBeGreaterThanOrEqual(1)

    for (const id of [gone, bulk]) {
      expect(await exists('analytics_visitors', id)).toBe(false)
      expect(await eventsOf(id)).toBe(0)
    }
    expect(await exists('analytics_touches', goneTouch)).toBe(false)

    expect(await exists('analytics_visitors', kept)).toBe(true)
    expect(await exists('analytics_visitors', young)).toBe(true)
    expect(await eventsOf(kept)).toBe(3)
    const touches = await query<{ id: string }>('SELECT id FROM analytics_touches WHERE visitor_id = $1 ORDER BY id', [kept])
    expect(touches.map((row) => row.id)).toEqual([first, counted, last])
    // Nothing the collector keeps is older than the period but what the kept period needs.
    const [oldEvents] = await query<{ n: string }>('SELECT count(*) AS n FROM analytics_events WHERE created_at < $1', [ago(395)])
    expect(Number(oldEvents!.n)).toBe(0)

    // The report of the kept period is the same, to the row.
    expect(await report()).toEqual(before)

    // A second run finds nothing more to delete.
    expect(await deleteExpiredAnalytics(payload.db.pool, { days: 395, now })).toMatchObject({ skipped: false, events: 0, visitors: 0, touches: 0 })
  })

  it('runs as the Payload task, queued once by the daily schedule', async () => {
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === 'analyticsRetention')
    expect(task?.schedule?.[0]?.cron).toBeTruthy()

    const old = await visitor(ago(800), ago(800))
    await events(old, null, ago(800), 2)
    const job = await payload.jobs.queue({ task: 'analyticsRetention', input: {} })
    await payload.jobs.runByID({ id: job.id, silent: true })
    expect(await exists('analytics_visitors', old)).toBe(false)

    // The schedule keeps one run queued for its next time, however often it is checked.
    const pending = async () =>
      (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'analyticsRetention' }, completedAt: { exists: false } }, depth: 0 })).docs
    await payload.jobs.handleSchedules()
    await payload.jobs.handleSchedules()
    const queued = await pending()
    expect(queued).toHaveLength(1)
    expect(new Date(queued[0]!.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    await payload.delete({ collection: 'payload-jobs', where: { id: { equals: queued[0]!.id } } })
  })
})
