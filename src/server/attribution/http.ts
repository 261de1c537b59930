/**
 * HTTP side of the collector (POST /api/collect): the tracker's batches as JSON (sendBeacon sends
 * them as text/plain), from this site's own pages only, with the visitor cookie. Bad input is a
 * 400 in the caller's language; a visitor who asks not to be tracked (DNT, GPC) is not.
 */
import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'

import { cookieValue } from '@/lib/cookies'
import { hasUnstorableText } from '@/lib/text/storable'

import { secureCookies } from '../secure-cookies'
import { limitKey } from '../user/client-ip'
import { clientIp, readBody } from '../user/http'
import { requestLocale, translate } from '../user/messages'
import { batchSchema, recordBatch, VISITOR_COOKIE } from './collector'
import { forwardBatch } from './forward'

const MAX_BODY_BYTES = 16 * 1024
const VISITOR_COOKIE_DAYS = 365
/** A browser sends a batch every few seconds at most; an office behind one address sends many, a flood far more. */
export const BATCHES_PER_MINUTE = 600

// Per process, a fixed one-minute window per address: enough to stop a flood from filling the
// tables, and free (no database write per batch for the limit itself).
const windows = new Map<string, { start: number; count: number }>()

export function overLimit(address: string, now = Date.now()): boolean {
  const key = limitKey(address)
  const window = windows.get(key)
  if (!window || now - window.start >= 60_000) {
    // Only windows that have run out are dropped: a flood from many addresses resets no one's count.
    if (windows.size > 50_000) for (const [other, entry] of windows) if (now - entry.start >= 60_000) windows.delete(other)
    windows.set(key, { start: now, count: 1 })
    return false
  }
  window.count += 1
  return window.count > BATCHES_PER_MINUTE
}

export type CollectOutcome = { status: number; body?: { code: number; message: string }; cookie?: string }

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
  if (overLimit(clientIp(req))) return refuse(429, 'tooMany', { seconds: 60 })

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
    visitorId = await recordBatch(payload, given, parsed.data.events)
  } catch (error) {
    payload.logger.error({ err: error }, 'attribution: recording a batch failed')
    return refuse(503, 'serverError')
  }
  forwardBatch(visitorId, parsed.data.events)
  const secure = secureCookies() ? '; Secure' : ''
  const cookie = visitorId === given ? undefined : `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`
  return { status: 204, cookie }
}
