/**
 * The attribution collector (issue 17): page views, top-bar clicks and page leaves the site's
 * tracker sends (public/track.js), recorded against an anonymous visitor id. A page view that
 * says where the visitor came from (campaign parameters, a promotion page) is a touch: the
 * visitor's first touch is kept, the last one follows. Nothing personal is stored: no address,
 * no user agent, no query parameter beyond the campaign ones.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'
import { z } from 'zod'

import { campaignSearch, PATH_MAX, promotionRefOf, sameArrival, type Touch, touchOf } from '@/lib/attribution/touch'
import { splitLocalePath } from '@/lib/i18n/switch-locale'
import { inTransaction } from '@/server/db/transaction'
import { promotionDefaults } from './promotions'

/** The spec's tracking events (section 7 "Other") and ours. */
export const EVENT_NAMES = ['page_view', 'WebTopNavClick', 'page_leave'] as const
export type EventName = (typeof EVENT_NAMES)[number]

export const MAX_EVENTS_PER_BATCH = 30
/** Two arrivals with the same campaign, source and landing within this time are one visit (a reload). */
export const SAME_VISIT_MS = 30 * 60_000

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}

const eventSchema = z.object({
  name: z.enum(EVENT_NAMES),
  /** location.pathname, with its language prefix. */
  path: z.string().startsWith('/').max(PATH_MAX),
  /** The query string; only its campaign parameters are read. */
  search: z.string().max(1000).optional().default(''),
  /** WebTopNavClick: the item's name; page_leave: seconds on the page. Kept to 100 characters. */
  detail: z
    .string()
    .max(1000)
    .transform((value) => Array.from(value).slice(0, 100).join(''))
    .optional(),
})

export const batchSchema = z.object({ events: z.array(eventSchema).min(1).max(MAX_EVENTS_PER_BATCH) })
export type CollectedEvent = z.infer<typeof eventSchema>

/** Whether the visitor row of a cookie exists (a batch for it then makes no new visitor row). */
export async function visitorExists(pool: Pool, visitorId: string | null): Promise<boolean> {
  if (!isVisitorId(visitorId)) return false
  const { rowCount } = await pool.query('SELECT 1 FROM analytics_visitors WHERE id = $1', [visitorId])
  return Boolean(rowCount)
}

type StoredTouch = Pick<Touch, 'campaign' | 'source' | 'medium' | 'landing'> & { id: string }

async function ensureVisitor(client: PoolClient, visitorId: string): Promise<{ lastTouch: StoredTouch | null; lastSeenAt: Date | null }> {
  await client.query('INSERT INTO analytics_visitors (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [visitorId])
  // Locked for the batch: two batches of one visitor never race over its first and last touch.
  const { rows } = await client.query<{ last_seen_at: Date; id: string | null; campaign: string; source: string; medium: string; landing: string }>(
    `SELECT v.last_seen_at, t.id, t.campaign, t.source, t.medium, t.landing
       FROM analytics_visitors v LEFT JOIN analytics_touches t ON t.id = v.last_touch_id
      WHERE v.id = $1 FOR UPDATE OF v`,
    [visitorId],
  )
  const row = rows[0]
  return { lastTouch: row?.id ? { id: row.id, campaign: row.campaign, source: row.source, medium: row.medium, landing: row.landing } : null, lastSeenAt: row?.last_seen_at ?? null }
}

/** Records a touch of a visitor and makes it the visitor's last (and, the first time, first) one. */
export async function insertTouch(client: PoolClient, visitorId: string, touch: Touch, locale: string, at: Date): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO analytics_touches (visitor_id, created_at, campaign, source, medium, content, term, invite_code, landing, promotion_id, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [visitorId, at, touch.campaign, touch.source, touch.medium, touch.content, touch.term, touch.inviteCode, touch.landing, touch.promotionId, locale],
  )
  const id = rows[0]!.id
  await client.query('UPDATE analytics_visitors SET first_touch_id = COALESCE(first_touch_id, $2), last_touch_id = $2 WHERE id = $1', [visitorId, id])
  return id
}

/**
 * Records one batch of a visitor's events (a new visitor id when the given one is missing or
 * malformed) and returns the id the cookie should carry.
 */
export async function recordBatch(payload: Payload, givenVisitorId: string | null, events: CollectedEvent[], now = new Date()): Promise<string> {
  const visitorId = isVisitorId(givenVisitorId) ? givenVisitorId : randomUUID()
  // Promotion defaults are read before the transaction (cached; a CMS read inside it would wait on the pool).
  const touches = await Promise.all(
    events.map(async (event) => {
      if (event.name !== 'page_view') return null
      const { path } = splitLocalePath(event.path)
      return touchOf(path, campaignSearch(event.search), await promotionDefaults(payload, promotionRefOf(path)))
    }),
  )
  await inTransaction(payload.db.pool, async (client) => {
    const visitor = await ensureVisitor(client, visitorId)
    let current = visitor.lastTouch
    let lastSeen = visitor.lastSeenAt
    for (const [index, event] of events.entries()) {
      const { locale, path } = splitLocalePath(event.path)
      const touch = touches[index]
      if (touch) {
        const repeat = current && lastSeen && now.getTime() - lastSeen.getTime() < SAME_VISIT_MS && sameArrival(current, touch)
        if (!repeat) current = { ...touch, id: await insertTouch(client, visitorId, touch, locale, now) }
      }
      await client.query('INSERT INTO analytics_events (visitor_id, touch_id, created_at, name, path, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
        visitorId,
        current?.id ?? null,
        now,
        event.name,
        path,
        event.detail ?? null,
      ])
      lastSeen = now
    }
    await client.query('UPDATE analytics_visitors SET last_seen_at = $2 WHERE id = $1', [visitorId, now])
  })
  return visitorId
}
