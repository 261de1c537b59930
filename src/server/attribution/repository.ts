/**
 * The attribution collector's reads and writes (src/server/db/tables.ts: analytics_visitors,
 * analytics_touches, analytics_events, analytics_registrations). Every function takes Payload's
 * Drizzle instance or a transaction of it (db/drizzle.ts); which run together is the callers'
 * (collector.ts, registration.ts, retention.ts).
 */
import { and, type AnyColumn, eq, gt, gte, inArray, lt, notExists, sql } from '@payloadcms/db-postgres/drizzle'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'

import type { IdentityEventName } from '@/lib/attribution/identity'
import { DIRECT, NO_CAMPAIGN, type Touch } from '@/lib/attribution/touch'
import type { Db } from '@/server/db/drizzle'
import { analytics_events, analytics_registrations, analytics_touches, analytics_visitors } from '@/server/db/tables'

// ---- visitors, touches and events ---------------------------------------------------------------

export async function visitorExists(db: Db, visitorId: string): Promise<boolean> {
  const rows = await db.select({ id: analytics_visitors.id }).from(analytics_visitors).where(eq(analytics_visitors.id, visitorId))
  return rows.length > 0
}

export async function insertVisitor(db: Db, visitorId: string, at?: Date): Promise<void> {
  await db
    .insert(analytics_visitors)
    .values(at ? { id: visitorId, createdAt: at, lastSeenAt: at } : { id: visitorId })
    .onConflictDoNothing({ target: analytics_visitors.id })
}

export type LastTouch = { id: number; campaign: string; source: string; medium: string; landing: string }

/**
 * The visitor's row, locked until the transaction ends (two batches of one visitor never race
 * over its first and last touch), with its last touch.
 */
export async function lockVisitor(tx: Db, visitorId: string): Promise<{ lastSeenAt: Date; lastTouch: LastTouch | null } | null> {
  const [row] = await tx
    .select({
      lastSeenAt: analytics_visitors.lastSeenAt,
      id: analytics_touches.id,
      campaign: analytics_touches.campaign,
      source: analytics_touches.source,
      medium: analytics_touches.medium,
      landing: analytics_touches.landing,
    })
    .from(analytics_visitors)
    .leftJoin(analytics_touches, eq(analytics_touches.id, analytics_visitors.lastTouchId))
    .where(eq(analytics_visitors.id, visitorId))
    .for('update', { of: analytics_visitors })
  if (!row) return null
  const { lastSeenAt, id, campaign, source, medium, landing } = row
  return { lastSeenAt, lastTouch: id !== null && campaign !== null && source !== null && medium !== null && landing !== null ? { id, campaign, source, medium, landing } : null }
}

/** Records a touch and makes it the visitor's last (and, the first time, first) one. */
export async function insertTouch(tx: Db, visitorId: string, touch: Touch, locale: string, at: Date): Promise<number> {
  const [row] = await tx
    .insert(analytics_touches)
    .values({
      visitorId,
      createdAt: at,
      campaign: touch.campaign,
      source: touch.source,
      medium: touch.medium,
      content: touch.content,
      term: touch.term,
      inviteCode: touch.inviteCode,
      landing: touch.landing,
      promotionId: touch.promotionId,
      locale,
    })
    .returning({ id: analytics_touches.id })
  if (!row) throw new Error('attribution: a touch was not inserted')
  await tx
    .update(analytics_visitors)
    .set({ firstTouchId: sql`COALESCE(${analytics_visitors.firstTouchId}, ${row.id})`, lastTouchId: row.id })
    .where(eq(analytics_visitors.id, visitorId))
  return row.id
}

export async function insertEvent(tx: Db, event: typeof analytics_events.$inferInsert): Promise<void> {
  await tx.insert(analytics_events).values(event)
}

/** A transaction-long lock on `key` (an identity event's): its check and insert run one at a time. */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('analytics-identity'), hashtext(${key}))`)
}

/**
 * Whether an identity event `name` with this key was recorded since `since`. The literal IN is the
 * partial index's own predicate (analytics_events_key_idx): a bound name alone would not let a
 * prepared statement's generic plan use it.
 */
export async function eventKeyExists(db: Db, name: IdentityEventName, key: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: analytics_events.id })
    .from(analytics_events)
    .where(and(sql`${analytics_events.name} IN ('signup', 'identify')`, eq(analytics_events.name, name), eq(analytics_events.detail, key), gte(analytics_events.createdAt, since)))
    .limit(1)
  return rows.length > 0
}

export async function markVisitorSeen(tx: Db, visitorId: string, at: Date): Promise<void> {
  await tx.update(analytics_visitors).set({ lastSeenAt: at }).where(eq(analytics_visitors.id, visitorId))
}

export async function visitorTouchIds(db: Db, visitorId: string): Promise<{ firstTouchId: number | null; lastTouchId: number | null } | null> {
  const [row] = await db
    .select({ firstTouchId: analytics_visitors.firstTouchId, lastTouchId: analytics_visitors.lastTouchId })
    .from(analytics_visitors)
    .where(eq(analytics_visitors.id, visitorId))
  return row ?? null
}

export type TouchRow = { id: number; campaign: string; source: string; medium: string; landing: string; promotionId: number | null; createdAt: Date }

export async function findTouch(db: Db, id: number): Promise<TouchRow | null> {
  const [row] = await db
    .select({
      id: analytics_touches.id,
      campaign: analytics_touches.campaign,
      source: analytics_touches.source,
      medium: analytics_touches.medium,
      landing: analytics_touches.landing,
      promotionId: analytics_touches.promotionId,
      createdAt: analytics_touches.createdAt,
    })
    .from(analytics_touches)
    .where(eq(analytics_touches.id, id))
  return row ?? null
}

/** The seller's registration, once (a second one for the same seller changes nothing). */
export async function insertRegistration(db: Db, registration: typeof analytics_registrations.$inferInsert): Promise<void> {
  await db.insert(analytics_registrations).values(registration).onConflictDoNothing({ target: analytics_registrations.sellerId })
}

// ---- the report ---------------------------------------------------------------------------------

export type ReportFilter = { from: string; to: string; model: 'last' | 'first'; campaign: string | null; source: string | null; landing: string | null }
export type ReportRowCounts = {
  day: string
  campaign: string
  source: string
  landing: string
  visits: number
  registrations: number
  pageViews: number
  navClicks: number
  /** The browsers' signup calls (identity events) under the touch: at most the registrations (a browser that blocks tracking sends none). */
  signups: number
  /** Logins the browsers identified, one per account and day, under the touch. */
  logins: number
}

/**
 * Per day (in `timeZone`), campaign, source and landing page: touches, registrations (by the
 * model's touch), page views, top-bar clicks and identity events (signups, logins). One
 * statement in SQL: three grouped CTEs joined with FULL JOIN … USING, which Drizzle's builder has
 * no form for; tables and columns are still the typed ones.
 */
export async function reportRows(db: Db, filter: ReportFilter, timeZone: string): Promise<ReportRowCounts[]> {
  const t = analytics_touches
  const r = analytics_registrations
  const e = analytics_events
  const day = (column: AnyColumn) => sql`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`
  const byModel = (first: AnyColumn, last: AnyColumn) => sql`CASE WHEN ${filter.model} = 'first' THEN ${first} ELSE ${last} END`
  const inRange = (column: AnyColumn) => sql`${column} >= range.start_at AND ${column} < range.end_at`
  const { rows } = await db.execute<{ day: string; campaign: string; source: string; landing: string; visits: string; registrations: string; page_views: string; nav_clicks: string; signups: string; logins: string }>(sql`
    WITH range AS (
      SELECT (${filter.from}::date::timestamp AT TIME ZONE ${timeZone}) AS start_at, ((${filter.to}::date + 1)::timestamp AT TIME ZONE ${timeZone}) AS end_at
    ),
    visits AS (
      SELECT ${day(t.createdAt)} AS day, ${t.campaign} AS campaign, ${t.source} AS source, ${t.landing} AS landing, count(*) AS visits
        FROM ${t}, range
       WHERE ${inRange(t.createdAt)}
       GROUP BY 1, 2, 3, 4
    ),
    registrations AS (
      SELECT ${day(r.createdAt)} AS day,
             COALESCE(${byModel(r.firstCampaign, r.lastCampaign)}, ${NO_CAMPAIGN}) AS campaign,
             COALESCE(${byModel(r.firstSource, r.lastSource)}, ${DIRECT}) AS source,
             COALESCE(${byModel(r.firstLanding, r.lastLanding)}, '') AS landing,
             count(*) AS registrations
        FROM ${r}, range
       WHERE ${inRange(r.createdAt)}
       GROUP BY 1, 2, 3, 4
    ),
    events AS (
      SELECT ${day(e.createdAt)} AS day,
             COALESCE(${t.campaign}, ${NO_CAMPAIGN}) AS campaign, COALESCE(${t.source}, ${DIRECT}) AS source, COALESCE(${t.landing}, '') AS landing,
             count(*) FILTER (WHERE ${e.name} = 'page_view') AS page_views, count(*) FILTER (WHERE ${e.name} = 'WebTopNavClick') AS nav_clicks,
             count(*) FILTER (WHERE ${e.name} = 'signup') AS signups, count(*) FILTER (WHERE ${e.name} = 'identify') AS logins
        FROM ${e}
        CROSS JOIN range
        LEFT JOIN ${t} ON ${t.id} = ${e.touchId}
       WHERE ${inRange(e.createdAt)} AND ${e.name} IN ('page_view', 'WebTopNavClick', 'signup', 'identify')
       GROUP BY 1, 2, 3, 4
    )
    SELECT day, campaign, source, landing,
           COALESCE(v.visits, 0) AS visits, COALESCE(r.registrations, 0) AS registrations,
           COALESCE(e.page_views, 0) AS page_views, COALESCE(e.nav_clicks, 0) AS nav_clicks,
           COALESCE(e.signups, 0) AS signups, COALESCE(e.logins, 0) AS logins
      FROM visits v
      FULL JOIN registrations r USING (day, campaign, source, landing)
      FULL JOIN events e USING (day, campaign, source, landing)
     WHERE (${filter.campaign}::text IS NULL OR campaign = ${filter.campaign})
       AND (${filter.source}::text IS NULL OR source = ${filter.source})
       AND (${filter.landing}::text IS NULL OR landing = ${filter.landing})
     ORDER BY day DESC, visits DESC, registrations DESC, campaign, source, landing`)
  return rows.map((row) => ({
    day: row.day,
    campaign: row.campaign,
    source: row.source,
    landing: row.landing,
    visits: Number(row.visits),
    registrations: Number(row.registrations),
    pageViews: Number(row.page_views),
    navClicks: Number(row.nav_clicks),
    signups: Number(row.signups),
    logins: Number(row.logins),
  }))
}

// ---- retention ----------------------------------------------------------------------------------

/** Deletes up to `limit` events older than `cutoff`, oldest first; how many. */
export async function deleteOldEvents(db: Db, cutoff: Date, limit: number): Promise<number> {
  const oldest = db.select({ id: analytics_events.id }).from(analytics_events).where(lt(analytics_events.createdAt, cutoff)).orderBy(analytics_events.createdAt).limit(limit)
  const result = await db.delete(analytics_events).where(inArray(analytics_events.id, oldest))
  return result.rowCount ?? 0
}

/**
 * Deletes up to `limit` visitors made and last seen before `cutoff` with no event left; how many.
 * last_seen_at is checked again on the row itself: a visitor who comes back meanwhile stays.
 */
export async function deleteGoneVisitors(db: Db, cutoff: Date, limit: number): Promise<number> {
  const candidate = alias(analytics_visitors, 'c')
  const gone = db
    .select({ id: candidate.id })
    .from(candidate)
    .where(
      and(
        lt(candidate.lastSeenAt, cutoff),
        lt(candidate.createdAt, cutoff),
        notExists(db.select({ one: sql`1` }).from(analytics_events).where(eq(analytics_events.visitorId, candidate.id))),
      ),
    )
    .orderBy(candidate.lastSeenAt)
    .limit(limit)
  const result = await db.delete(analytics_visitors).where(and(lt(analytics_visitors.lastSeenAt, cutoff), inArray(analytics_visitors.id, gone)))
  return result.rowCount ?? 0
}

/** Ids of touches older than `cutoff` after `afterId`, in id order. */
export async function oldTouchIds(db: Db, cutoff: Date, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: analytics_touches.id })
    .from(analytics_touches)
    .where(and(lt(analytics_touches.createdAt, cutoff), gt(analytics_touches.id, afterId)))
    .orderBy(analytics_touches.id)
    .limit(limit)
  return rows.map((row) => row.id)
}

/** Deletes those of the touches no event is counted under and no visitor has as first or last touch; how many. */
export async function deleteUnusedTouches(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0
  const t = analytics_touches
  const v = analytics_visitors
  const result = await db
    .delete(t)
    .where(
      and(
        inArray(t.id, ids),
        notExists(db.select({ one: sql`1` }).from(analytics_events).where(eq(analytics_events.touchId, t.id))),
        notExists(db.select({ one: sql`1` }).from(v).where(eq(v.firstTouchId, t.id))),
        notExists(db.select({ one: sql`1` }).from(v).where(eq(v.lastTouchId, t.id))),
      ),
    )
  return result.rowCount ?? 0
}

/** Session-level advisory lock (a retention run holds it across its statements, on one connection). */
export async function tryAdvisoryLock(db: Db, key: number): Promise<boolean> {
  const { rows } = await db.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_lock(${key}) AS locked`)
  return rows[0]?.locked === true
}

export async function advisoryUnlock(db: Db, key: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_unlock(${key})`)
}
