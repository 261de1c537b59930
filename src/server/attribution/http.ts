/**
 * HTTP side of the collector (POST /api/collect): the tracker's batches as JSON (sendBeacon sends
 * them as text/plain), from this site's own pages only, with the visitor cookie. Bad input is a
 * 400 in the caller's language; a visitor who asks not to be tracked (DNT, GPC) is not. Batches,
 * events and new visitors are limited per address in PostgreSQL (src/server/user/limits.ts, shared
 * by every app instance): past a limit, a 429 with Retry-After, and nothing is stored.
 */
import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'

import { cookieValue } from '@/lib/cookies'
import { hasUnstorableText } from '@/lib/text/storable'

import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '../db/unavailable'
import { secureCookies } from '../secure-cookies'
import { limitKey } from '../user/client-ip'
import { clientIp, readBody } from '../http/request'
import { limiters, secondsToWait } from '../user/limits'
import { requestLocale, translate } from '../user/messages'
import { batchSchema, type CollectedEvent, recordBatch, VISITOR_COOKIE, visitorExists } from './collector'
import { forwardBatch } from './forward'

const MAX_BODY_BYTES = 16 * 1024
const VISITOR_COOKIE_DAYS = 365

export type CollectOutcome = { status: number; body?: { code: number; message: string }; cookie?: string; headers?: Record<string, string> }

/** Sent by the site's own pages: browsers mark other sites' requests (Sec-Fetch-Site, Origin). */
function fromOwnPages(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site']
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = req.headers.origin
  if (!origin) return true
  try {
    return new URL(origin).host === req.headers.host
  } catch {
    return false
  }
}

export async function collect(payload: Payload, req: IncomingMessage): Promise<CollectOutcome> {
  const locale = requestLocale(req.headers['accept-language'])
  const refuse = (status: number, key: string, params: Record<string, number> = {}): CollectOutcome => ({ status, body: { code: status, message: translate(locale, key, params) } })
  if (req.method !== 'POST') return refuse(405, 'methodNotAllowed')
  if (!fromOwnPages(req)) return refuse(403, 'forgery')
  const type = String(req.headers['content-type'] ?? '')
  if (!type.startsWith('application/json') && !type.startsWith('text/plain')) return refuse(415, 'unsupportedMediaType')
  const text = await readBody(req, MAX_BODY_BYTES).then(
    (body) => body.toString('utf8'),
    () => null,
  )
  if (text === null) return refuse(413, 'tooLarge')
  if (req.headers.dnt === '1' || req.headers['sec-gpc'] === '1') return { status: 204 }
  const tooMany = (seconds: number): CollectOutcome => ({ ...refuse(429, 'collectTooMany', { seconds }), headers: { 'retry-after': String(seconds) } })
  // An unreachable database is "try again" (503); anything else is our fault, logged (500).
  const failed = (error: unknown, what: string): CollectOutcome => {
    if (isDatabaseUnavailable(error)) return { ...refuse(503, 'unavailable'), headers: { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) } }
    payload.logger.error({ err: error }, `attribution: ${what}`)
    return refuse(500, 'serverError')
  }
  const limits = limiters(payload.db.pool)
  const address = limitKey(clientIp(req))

  let batchWait: number
  try {
    // Counted before parsing: a flood of garbage is stopped too.
    batchWait = await secondsToWait(limits.collectBatchesPerIpMinute, address)
  } catch (error) {
    return failed(error, 'the collector limit failed')
  }
  if (batchWait) return tooMany(batchWait)

  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return refuse(400, 'badJson')
  }
  if (hasUnstorableText(raw)) return refuse(400, 'invalidText')
  const parsed = batchSchema.safeParse(raw)
  if (!parsed.success) return refuse(400, 'badRequest')

  const given = cookieValue(req.headers.cookie, VISITOR_COOKIE) ?? null
  let visitorId: string
  try {
    const wait = await limitBatch(payload, address, given, parsed.data.events)
    if (wait) return tooMany(wait)
    visitorId = await recordBatch(payload, given, parsed.data.events)
  } catch (error) {
    return failed(error, 'recording a batch failed')
  }
  forwardBatch(visitorId, parsed.data.events)
  const secure = secureCookies() ? '; Secure' : ''
  const cookie = visitorId === given ? undefined : `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`
  return { status: 204, cookie }
}

/**
 * The batch's events against the address's hourly budget, then, when the batch would make a new
 * visitor row (no cookie, or one whose visitor is unknown), the address's daily visitor cap: 0 to
 * go on, or the seconds to wait. Past the cap a known visitor's batches still count.
 */
async function limitBatch(payload: Payload, address: string, given: string | null, events: CollectedEvent[]): Promise<number> {
  const limits = limiters(payload.db.pool)
  const wait = await secondsToWait(limits.collectEventsPerIpHour, address, events.length)
  if (wait) return wait
  if (await visitorExists(payload.db.drizzle, given)) return 0
  return secondsToWait(limits.collectVisitorsPerIpDay, address)
}
