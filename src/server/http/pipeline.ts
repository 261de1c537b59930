/**
 * The one request pipeline of every service of the site (user, lottery, community, WeChat,
 * identity, shops, uploads, distribution, pay, report, the collector, the admin's CSV exports).
 * Every call goes through the same steps in the same order:
 *   endpoint and method → who may call (the browser's risk header, the internal secret, or the
 *   site's own pages) → who is calling as the endpoint asks (a seller's session: a guest's prompt,
 *   an ended session's cookies cleared, restricted accounts; or a staff user of the admin with a
 *   role) → anti-forgery (Control-T) → input (unstorable text refused before the schema) → schema
 *   → the anti-bot signal where the row asks → one request context → the service's handler → one error mapping (the catalogue in
 *   src/server/platform/errors.ts, messages in the caller's language; an unreachable database is a
 *   503, any other fault a logged 500).
 * A service only says how its input is read and how its handler's answer becomes a body.
 */
import type { Payload } from 'payload'
import type { z } from 'zod'

import { VISITOR_COOKIE, WECHAT_STATE_COOKIE } from '@/lib/auth/cookie-names'
import { cookieValue } from '@/lib/cookies'
import { BOT_SIGNAL_HEADER } from '@/lib/bot-signal/signal'
import { RISK_HEADER, verifyRiskHeader } from '@/lib/http/risk'
import { hasUnstorableText } from '@/lib/text/storable'

import { hasRole, type Role } from '@cms/access/roles'
import type { User } from '@payload-types'
import { staffUserFrom } from '@/server/cms/preview'
import { checkBotSignal } from '@/server/bot-signal/check'
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '@/server/db/unavailable'
import { providers } from '@/server/providers'
import type { RequestContext } from './context'
import { bearerMatches, safeEqual } from '@/server/platform/crypto'
import { errorBody, type ErrorName, fail, invalidInput, restricted, ServiceError, unauthorized } from '@/server/platform/errors'
import { consume, type LimitName, limiters } from '@/server/platform/limits'
import { requestLocale } from '@/server/platform/messages'
import { sessionCookies } from '@/server/auth/session-cookies'
import { type ActiveSession, findSession, SESSION_COOKIE } from '@/server/auth/sessions'
import { requestLogger } from '@/server/platform/log'
import { serviceEvents, type ServiceEvent } from '@/server/platform/metrics'
import { limitKey } from './client-ip'
import { requestIdOf } from './observe'
import { CONTROL_HEADER, type Outcome } from './request'

/**
 * none: no session is looked up; optional: the seller if signed in; session: a seller only;
 * staff: a user of the admin (with one of `roles` when the endpoint names them).
 */
export type Auth = 'none' | 'optional' | 'session' | 'staff'

/** What the pipeline reads of an endpoint, whatever its service. */
export type GuardedEndpoint = {
  method: 'GET' | 'POST'
  auth: Auth
  /** auth 'staff': the roles that may call (any staff user when absent). */
  roles?: readonly Role[]
  /** A GET that changes something: needs Control-T like a POST. */
  writes?: boolean
  /** Server-to-server: the INTROSPECTION_SECRET bearer instead of the browser's risk header. */
  internal?: boolean
  /** Sent by the site's own pages without a risk header (the tracker's beacons): other sites are refused. */
  ownPagesOnly?: boolean
  /** Public data anyone's program may read without the browser's risk header (a guest's GET only: the lottery's draw log). */
  openData?: boolean
  schema?: z.ZodType
  /** What a guest (no session cookie at all) is told on a seller's call; default "log in". */
  loginPrompt?: ErrorName
  /** What any bad input of this endpoint is told (unstorable text included); default: the schema's own key. */
  badInput?: ErrorName
  /**
   * Budgets the call spends after its input is valid and before its handler runs, per address
   * (`ip`) or per signed-in seller (`seller`): past one, a 429 with Retry-After and nothing done.
   */
  limits?: ReadonlyArray<readonly [LimitName, 'ip' | 'seller']>
  /** Counted in the metrics (`service_events_total`) with its outcome. */
  event?: ServiceEvent
  /** SMS-code and login requests: the browser's sealed anti-bot signal is checked (src/server/bot-signal/check.ts). */
  botSignal?: boolean
}

export type PipelineRequest = {
  method?: string
  headers: Record<string, string | string[] | undefined>
  query: Record<string, string | string[] | undefined>
  /** The caller's address (src/server/http/request.ts clientIp). */
  ip: string
}

/** Who is calling, as the pipeline found out, and what the handler works with: one context for every service. */
export type Caller = RequestContext & { staff: User | null }

/** The answer of a service's handler before the pipeline adds its headers. */
export type Executed = {
  status?: number
  body?: Record<string, unknown>
  /** A body that is not JSON (a CSV file, a picture): its content type comes in `headers`. */
  raw?: string | Uint8Array
  cookies?: string[]
  headers?: Record<string, string>
  /** A refusal's error key, for the metrics. */
  reason?: string
}

export type ServiceAdapter<E extends GuardedEndpoint> = {
  /** For the log line of a fault ("user service /path failed"). */
  name: string
  /** The full path the browser's risk header signs; null: this service takes no risk header. */
  riskPath: string | null
  /** Headers of every answer (each answer may change them). */
  headers: Record<string, string>
  /** What a guest is told on a seller's call when the endpoint does not say (default: "log in"). */
  loginPrompt?: ErrorName
  /** The raw input (query, JSON body, upload) before the schema; may answer at once (AnswerNow). */
  readInput(endpoint: E, req: PipelineRequest, caller: Caller): Promise<unknown>
  /** Runs the handler with the validated input; returns the body, cookies and headers to add. */
  execute(endpoint: E, input: unknown, caller: Caller): Promise<Executed>
}

/** Thrown by an input reader to answer without going on (a visitor who asks not to be tracked: 204). */
export class AnswerNow {
  constructor(readonly status: number) {}
}

const header = (req: PipelineRequest, name: string) => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** Our schemas' messages are message keys; zod's own defaults (wrong type, unknown key) are not. */
function firstIssue(error: z.ZodError): string {
  const key = error.issues[0]?.message ?? ''
  return /^[a-zA-Z.]+$/.test(key) ? key : 'badRequest'
}

function internalAllowed(req: PipelineRequest): boolean {
  const secret = process.env.INTROSPECTION_SECRET
  if (!secret) throw fail('introspectionDisabled')
  return bearerMatches(header(req, 'authorization'), secret)
}

/** Sent by the site's own pages: browsers mark other sites' requests (Sec-Fetch-Site, Origin). */
function fromOwnPages(req: PipelineRequest): boolean {
  const site = header(req, 'sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = header(req, 'origin')
  if (!origin) return true
  try {
    return new URL(origin).host === header(req, 'host')
  } catch {
    return false
  }
}

/** The session the endpoint asks for, or the error that says why there is none. */
async function sessionFor(payload: Payload, endpoint: GuardedEndpoint, req: PipelineRequest, defaultPrompt?: ErrorName): Promise<ActiveSession | null> {
  if (endpoint.auth !== 'optional' && endpoint.auth !== 'session') return null
  const token = cookieValue(header(req, 'cookie'), SESSION_COOKIE)
  // A guest's call never asks the database; a stale cookie is cleared so the browser stops sending it.
  const session = token ? await findSession(payload, token) : null
  if (endpoint.auth === 'session' && !session) {
    const prompt = endpoint.loginPrompt ?? defaultPrompt
    throw token ? unauthorized(true) : prompt ? fail(prompt) : unauthorized(false)
  }
  if (session?.seller.status === 'restricted') throw restricted(true)
  return session
}

/** The admin's user an endpoint for staff asks for (its CMS login), with a role it names. */
async function staffFor(endpoint: GuardedEndpoint, req: PipelineRequest): Promise<User | null> {
  if (endpoint.auth !== 'staff') return null
  const user = (await staffUserFrom(req.headers)) as User | null
  if (!user) throw fail('staffLoginRequired')
  if (endpoint.roles?.length && !hasRole(user, ...endpoint.roles)) throw fail('staffRoleRequired')
  return user
}

/** Runs one request through the pipeline (and counts the endpoint's event). Pure enough to test without Next. */
export async function runPipeline<E extends GuardedEndpoint>(...args: Parameters<typeof answerRequest<E>>): Promise<Outcome> {
  const [, endpoints, path] = args
  const outcome = await answerRequest(...args)
  const event = Object.hasOwn(endpoints, path) ? endpoints[path]?.event : undefined
  if (event) {
    const result = outcome.status < 400 ? 'ok' : outcome.status === 503 ? 'unavailable' : outcome.status >= 500 ? 'failed' : 'refused'
    serviceEvents.inc({ event, outcome: result, reason: result === 'refused' ? String(outcome.reason ?? outcome.status) : '' })
  }
  return outcome
}

async function answerRequest<E extends GuardedEndpoint>(
  payload: Payload,
  endpoints: Record<string, E>,
  path: string,
  req: PipelineRequest,
  service: ServiceAdapter<E>,
  now = new Date(),
): Promise<Outcome> {
  const locale = requestLocale(header(req, 'accept-language'))
  const headers: Record<string, string> = { ...service.headers }
  const answer = (error: ServiceError): Outcome => {
    if (error.status === 429 && error.params.seconds) headers['retry-after'] = String(error.params.seconds)
    if (error.status === 503) headers['retry-after'] = String(UNAVAILABLE_RETRY_SECONDS)
    return { status: error.status, body: errorBody(error, locale, requestIdOf(req.headers)), cookies: error.clearSession ? sessionCookies('clear') : [], headers, reason: error.messageKey }
  }
  try {
    const endpoint = Object.hasOwn(endpoints, path) ? endpoints[path] : undefined
    if (!endpoint) throw fail('notFound')
    const method = (req.method ?? 'GET').toUpperCase()
    if (endpoint.method !== method) {
      headers.allow = endpoint.method
      throw fail('methodNotAllowed')
    }
    if (endpoint.internal) {
      if (!internalAllowed(req)) throw fail('unauthorized')
    } else if (endpoint.ownPagesOnly) {
      if (!fromOwnPages(req)) throw fail('forgery')
    } else if (service.riskPath !== null && !(endpoint.openData && endpoint.auth === 'none' && method === 'GET')) {
      const risk = verifyRiskHeader(header(req, RISK_HEADER), method, `${service.riskPath}${path}`, now.getTime())
      if (risk === 'stale') throw fail('clockSkew')
      if (risk !== 'ok') throw fail('riskMissing')
    }
    const session = await sessionFor(payload, endpoint, req, service.loginPrompt)
    const staff = await staffFor(endpoint, req)
    if (session && (method !== 'GET' || endpoint.writes) && !safeEqual(String(header(req, CONTROL_HEADER) ?? ''), session.controlToken)) throw fail('forgery')

    const pool = payload.db.pool
    const cookies = header(req, 'cookie')
    const caller: Caller = {
      payload,
      pool,
      db: payload.db.drizzle,
      providers: providers(pool),
      limits: limiters(pool),
      ip: req.ip,
      userAgent: String(header(req, 'user-agent') ?? ''),
      locale,
      acceptLanguage: header(req, 'accept-language') ?? '',
      edgeCountry: header(req, 'cf-ipcountry') ?? header(req, 'x-country-code') ?? null,
      now,
      session,
      staff,
      visitorId: cookieValue(cookies, VISITOR_COOKIE) ?? null,
      wechatState: cookieValue(cookies, WECHAT_STATE_COOKIE) ?? null,
    }
    const raw = await service.readInput(endpoint, req, caller)
    // Before the schema and the handler: nothing (code, captcha ticket, attempt) is spent on it.
    if (hasUnstorableText(raw)) throw fail(endpoint.badInput ?? 'invalidText')
    let input: unknown = raw
    if (endpoint.schema) {
      const parsed = endpoint.schema.safeParse(raw)
      if (!parsed.success) throw endpoint.badInput ? fail(endpoint.badInput) : invalidInput(firstIssue(parsed.error))
      input = parsed.data
    }
    if (endpoint.botSignal) await checkBotSignal(caller, header(req, BOT_SIGNAL_HEADER), method, `${service.riskPath ?? ''}${path}`)
    for (const [name, per] of endpoint.limits ?? []) {
      await consume(caller.limits[name], per === 'seller' && session ? `seller:${session.seller.id}` : limitKey(caller.ip || 'unknown'))
    }
    const result = await service.execute(endpoint, input, caller)
    return { status: result.status ?? 200, body: result.body ?? {}, raw: result.raw, cookies: result.cookies ?? [], headers: { ...headers, ...result.headers }, reason: result.reason }
  } catch (error) {
    if (error instanceof AnswerNow) return { status: error.status, body: {}, cookies: [], headers }
    if (error instanceof ServiceError) return answer(error)
    if (isDatabaseUnavailable(error)) return answer(fail('unavailable'))
    requestLogger(requestIdOf(req.headers)).error({ err: error, service: service.name, path }, 'service call failed')
    return answer(fail('serverError'))
  }
}
