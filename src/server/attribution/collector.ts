/**
 * The attribution collector (issue 17): page views, top-bar clicks and page leaves the site's
 * tracker sends (public/track.js), recorded against an anonymous visitor id. A page view that
 * says where the visitor came from (campaign parameters, a promotion page) is a touch: the
 * visitor's first touch is kept, the last one follows. Nothing personal is stored: no address,
 * no user agent, no query parameter beyond the campaign ones.
 *
 * Identity events (docs/decisions/0018-analytics-identity.md): a new account's
 * `signup` and a login's `identify`, sent by the browser after the session exists, are
 * recorded once each under the visitor's last touch (its source channel), with a keyed hash in
 * place of the account's distinctId; the visitor id ends there.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import { IDENTITY_EVENTS, type IdentityEventName } from '@/lib/attribution/identity'
import { campaignSearch, PATH_MAX, promotionRefOf, sameArrival, type Touch, touchOf } from '@/lib/attribution/touch'
import { splitLocalePath } from '@/lib/i18n/switch-locale'
import type { Db } from '@/server/db/drizzle'
import { keyedHash } from '@/server/platform/crypto'
import { promotionDefaults } from './promotions'
import { reportDay } from './report'
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

// ---- identity events ----------------------------------------------------------------------------

/** A new account's signup is taken this long after the account was opened (a retry, a slow tab), never later. */
export const SIGNUP_WINDOW_MS = 24 * 3_600_000
/** How far back a login's key (one per report day) is looked for: more than any day is long. */
const IDENTIFY_WINDOW_MS = 2 * 24 * 3_600_000

const identityEventSchema = z.object({
  name: z.enum(IDENTITY_EVENTS),
  /** The login or registration answer's distinctId (src/server/user/login-gate.ts). */
  distinctId: z.string().regex(/^[0-9a-f]{24}$/),
  /** location.pathname where it happened, with its language prefix. */
  path: z.string().startsWith('/').max(PATH_MAX),
})

export const identityBatchSchema = z.object({ events: z.array(identityEventSchema).min(1).max(IDENTITY_EVENTS.length) })
export type IdentityEvent = z.infer<typeof identityEventSchema>

/**
 * What an identity event keeps instead of the account's distinctId: a keyed hash, one per account
 * for a signup, one per account and report day for a login. Equal keys are one event; a login's
 * keys of two days cannot be matched without the server's secret.
 */
export function identityKey(name: IdentityEventName, distinctId: string, day: string): string {
  return keyedHash(`analytics-${name}`, name === 'identify' ? `${day}:${distinctId}` : distinctId).slice(0, 24)
}

/** The signed-in account as the collector checks it: its analytics id and when it was opened. */
export type IdentityAccount = { distinctId: string; createdAt: Date }

/**
 * The events the account may send: its own distinctId only (another tab's older account, or a
 * made-up id, counts nothing), and a signup only while the account is new.
 */
export function acceptedIdentityEvents(events: readonly IdentityEvent[], account: IdentityAccount, now: Date): IdentityEvent[] {
  const seen = new Set<string>()
  return events.filter((event) => {
    if (event.distinctId !== account.distinctId || seen.has(event.name)) return false
    seen.add(event.name)
    return event.name !== 'signup' || now.getTime() - account.createdAt.getTime() <= SIGNUP_WINDOW_MS
  })
}

/**
 * Records the account's accepted identity events under the visitor's last touch, each once (a
 * retry, a second tab or a double click change nothing); returns how many were new. A browser
 * without a visitor id (the tracker never ran) gets a visitor of its own, counted as direct.
 */
export async function recordIdentity(db: Db, givenVisitorId: string | null, account: IdentityAccount, events: readonly IdentityEvent[], now = new Date()): Promise<number> {
  const accepted = acceptedIdentityEvents(events, account, now)
  if (!accepted.length) return 0
  const visitorId = isVisitorId(givenVisitorId) ? givenVisitorId : randomUUID()
  const day = reportDay(now)
  return db.transaction(async (tx) => {
    let visitor: Awaited<ReturnType<typeof ensureVisitor>> | null = null
    let recorded = 0
    for (const event of accepted) {
      const key = identityKey(event.name, event.distinctId, day)
      // Held to the end of the transaction: two tabs sending the same event wait for each other here.
      await repository.lockKey(tx, `analytics:${key}`)
      const since = new Date(now.getTime() - (event.name === 'signup' ? SIGNUP_WINDOW_MS : IDENTIFY_WINDOW_MS))
      if (await repository.eventKeyExists(tx, event.name, key, since)) continue
      visitor ??= await ensureVisitor(tx, visitorId)
      const { path } = splitLocalePath(event.path)
      await repository.insertEvent(tx, { visitorId, touchId: visitor.lastTouch?.id ?? null, createdAt: now, name: event.name, path, detail: key })
      recorded += 1
    }
    if (recorded) await repository.markVisitorSeen(tx, visitorId, now)
    return recorded
  })
}
