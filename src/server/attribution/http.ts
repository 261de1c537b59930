/**
 * HTTP side of the collector (POST /api/collect) on the one pipeline: the tracker's batches as
 * JSON (sendBeacon sends them as text/plain), from this site's own pages only, with the visitor
 * cookie. POST /api/collect/identity takes a signed-in seller's identity events (signup,
 * identify) and ends the visitor id. Bad input is a 400 in the caller's language; a visitor who
 * asks not to be tracked (DNT, GPC) gets a 204 and nothing is stored. Batches, events and new visitors are limited per address
 * in PostgreSQL (src/server/platform/limits.ts, shared by every app instance): past a limit, a 429
 * with Retry-After, and nothing is stored.
 */
import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'

import { VISITOR_COOKIE } from '@/lib/auth/cookie-names'

import { AnswerNow, type GuardedEndpoint, runPipeline } from '@/server/http/pipeline'
import { type Outcome, pipelineRequest, readBody } from '@/server/http/request'
import { secureCookies } from '@/server/http/secure-cookies'
import { endVisitorCookie } from '@/server/auth/session-cookies'
import { distinctId } from '@/server/user/login-gate'
import type { RequestContext } from '@/server/http/context'
import { limitKey } from '@/server/http/client-ip'
import { fail } from '@/server/platform/errors'
import { secondsToWait } from '@/server/platform/limits'
import { batchSchema, type CollectedEvent, identityBatchSchema, type IdentityEvent, recordBatch, recordIdentity, visitorExists } from './collector'
import { forwardBatch } from './forward'

const MAX_BODY_BYTES = 16 * 1024
const VISITOR_COOKIE_DAYS = 365

/** The collector's one endpoint: a guest's beacon from our own pages (no risk header, no session). */
const COLLECTOR: Record<string, GuardedEndpoint> = {
  '/': { method: 'POST', auth: 'none', ownPagesOnly: true, schema: batchSchema },
}

/** The identity calls: a signed-in seller's only (its session says whose distinctId is genuine). */
const IDENTITY: Record<string, GuardedEndpoint> = {
  '/identity': { method: 'POST', auth: 'session', ownPagesOnly: true, schema: identityBatchSchema },
}

const waitFor = (seconds: number) => fail('collectTooMany', { seconds })

/** The body as JSON, after the batch budget: counted before parsing, so a flood of garbage is stopped too. */
async function readBatch(req: IncomingMessage, ctx: RequestContext): Promise<unknown> {
  const type = String(req.headers['content-type'] ?? '')
  if (!type.startsWith('application/json') && !type.startsWith('text/plain')) throw fail('unsupportedMediaType')
  const text = (await readBody(req, MAX_BODY_BYTES)).toString('utf8')
  if (req.headers.dnt === '1' || req.headers['sec-gpc'] === '1') throw new AnswerNow(204)
  const wait = await secondsToWait(ctx.limits.collectBatchesPerIpMinute, limitKey(ctx.ip))
  if (wait) throw waitFor(wait)
  try {
    return JSON.parse(text)
  } catch {
    throw fail('badJson')
  }
}

/**
 * The batch's events against the address's hourly budget, then, when the batch would make a new
 * visitor row (no cookie, or one whose visitor is unknown), the address's daily visitor cap: 0 to
 * go on, or the seconds to wait. Past the cap a known visitor's batches still count.
 */
async function limitBatch(ctx: RequestContext, events: ReadonlyArray<CollectedEvent | IdentityEvent>): Promise<number> {
  const address = limitKey(ctx.ip)
  const wait = await secondsToWait(ctx.limits.collectEventsPerIpHour, address, events.length)
  if (wait) return wait
  if (await visitorExists(ctx.db, ctx.visitorId)) return 0
  return secondsToWait(ctx.limits.collectVisitorsPerIpDay, address)
}

export async function collect(payload: Payload, req: IncomingMessage): Promise<Outcome> {
  return runPipeline(payload, COLLECTOR, '/', pipelineRequest(req), {
    name: 'collector',
    riskPath: null,
    headers: { 'cache-control': 'no-store' },
    readInput: (_endpoint, _req, ctx) => readBatch(req, ctx),
    async execute(_endpoint, input, ctx) {
      const { events } = input as { events: CollectedEvent[] }
      const wait = await limitBatch(ctx, events)
      if (wait) throw waitFor(wait)
      const visitorId = await recordBatch(payload, ctx.visitorId, events)
      forwardBatch(visitorId, events)
      const secure = secureCookies() ? '; Secure' : ''
      const cookies = visitorId === ctx.visitorId ? [] : [`${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`]
      return { status: 204, cookies }
    },
  })
}

/**
 * The seller's signup and login events, once each, under the visitor's source channel; the
 * answer ends the visitor id, so what the seller browses next is not tied to the account
 * (docs/decisions/0018-analytics-identity.md). Never forwarded to the analytics provider.
 */
export async function collectIdentity(payload: Payload, req: IncomingMessage): Promise<Outcome> {
  return runPipeline(payload, IDENTITY, '/identity', pipelineRequest(req), {
    name: 'collector',
    riskPath: null,
    headers: { 'cache-control': 'no-store' },
    readInput: (_endpoint, _req, ctx) => readBatch(req, ctx),
    async execute(_endpoint, input, ctx) {
      const { events } = input as { events: IdentityEvent[] }
      const wait = await limitBatch(ctx, events)
      if (wait) throw waitFor(wait)
      const seller = ctx.session!.seller
      await recordIdentity(ctx.db, ctx.visitorId, { distinctId: distinctId(seller), createdAt: new Date(seller.createdAt) }, events, ctx.now)
      return { status: 204, cookies: ctx.visitorId ? [endVisitorCookie()] : [] }
    },
  })
}
