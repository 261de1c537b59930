/**
 * The attribution collector (issue 17): page views, top-bar clicks and page leaves the site's
 * tracker sends (public/track.js), recorded against an anonymous visitor id. A page view that
 * says where the visitor came from (campaign parameters, a promotion page) is a touch: the
 * visitor's first touch is kept, the last one follows. Nothing personal is stored: no address,
 * no user agent, no query parameter beyond the campaign ones.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import { campaignSearch, PATH_MAX, promotionRefOf, sameArrival, type Touch, touchOf } from '@/lib/attribution/touch'
import { splitLocalePath } from '@/lib/i18n/switch-locale'
import type { Db } from '@/server/db/drizzle'
import { promotionDefaults } from './promotions'
import * as repository from './repository'

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
export async function visitorExists(db: Db, visitorId: string | null): Promise<boolean> {
  if (!isVisitorId(visitorId)) return false
  return repository.visitorExists(db, visitorId)
}

type StoredTouch = Pick<Touch, 'campaign' | 'source' | 'medium' | 'landing'> & { id: number }

async function ensureVisitor(tx: Db, visitorId: string): Promise<{ lastTouch: StoredTouch | null; lastSeenAt: Date | null }> {
  await repository.insertVisitor(tx, visitorId)
  // Locked for the batch: two batches of one visitor never race over its first and last touch.
  const visitor = await repository.lockVisitor(tx, visitorId)
  return { lastTouch: visitor?.lastTouch ?? null, lastSeenAt: visitor?.lastSeenAt ?? null }
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
  await payload.db.drizzle.transaction(async (tx) => {
    const visitor = await ensureVisitor(tx, visitorId)
    let current = visitor.lastTouch
    let lastSeen = visitor.lastSeenAt
    for (const [index, event] of events.entries()) {
      const { locale, path } = splitLocalePath(event.path)
      const touch = touches[index]
      if (touch) {
        const repeat = current && lastSeen && now.getTime() - lastSeen.getTime() < SAME_VISIT_MS && sameArrival(current, touch)
        if (!repeat) current = { ...touch, id: await repository.insertTouch(tx, visitorId, touch, locale, now) }
      }
      await repository.insertEvent(tx, { visitorId, touchId: current?.id ?? null, createdAt: now, name: event.name, path, detail: event.detail ?? null })
      lastSeen = now
    }
    await repository.markVisitorSeen(tx, visitorId, now)
  })
  return visitorId
}
