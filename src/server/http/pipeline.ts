/**
 * The one request pipeline of the site's services (user, distribution, pay, report). Every call
 * goes through the same steps in the same order:
 *   endpoint and method → who may call (risk header or the internal secret) → session as the
 *   endpoint asks (a guest's prompt, an ended session's cookies cleared, restricted accounts) →
 *   anti-forgery (Control-T) → input (unstorable text refused before the schema) → schema →
 *   the service's handler → one error mapping (the catalogue in src/server/user/errors.ts,
 *   messages in the caller's language; an unreachable database is a 503, any other fault a
 *   logged 500).
 * A service only says how its input is read and how its handler's answer becomes a body.
 */
import type { Payload } from 'payload'
import type { z } from 'zod'

import type { Locale } from '@/lib/i18n/locales'
import { cookieValue } from '@/lib/cookies'
import { RISK_HEADER, verifyRiskHeader } from '@/lib/http/risk'
import { hasUnstorableText } from '@/lib/text/storable'

import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '../db/unavailable'
import { safeEqual } from '../user/crypto'
import { type ErrorName, fail, invalidInput, restricted, ServiceError, unauthorized } from '../user/errors'
import { requestLocale, translate } from '../user/messages'
import { sessionCookies } from '../user/session-cookies'
import { type ActiveSession, findSession, SESSION_COOKIE } from '../user/sessions'
import { CONTROL_HEADER, type Outcome } from './request'

/** none: no session is looked up; optional: the seller if signed in; session: a seller only. */
export type Auth = 'none' | 'optional' | 'session'

/** What the pipeline reads of an endpoint, whatever its service. */
export type GuardedEndpoint = {
  method: 'GET' | 'POST'
  auth: Auth
  /** A GET that changes something: needs Control-T like a POST. */
  writes?: boolean
  /** Server-to-server: the INTROSPECTION_SECRET bearer instead of the browser's risk header. */
  internal?: boolean
  schema?: z.ZodType
  /** What a guest (no session cookie at all) is told on a seller's call; default "log in". */
  loginPrompt?: ErrorName
}

export type PipelineRequest = {
  method?: string
  headers: Record<string, string | string[] | undefined>
  query: Record<string, string | string[] | undefined>
}

/** Who is calling, as the pipeline found out: what a service's handler context is built from. */
export type Caller = { locale: Locale; session: ActiveSession | null; now: Date }

export type ServiceAdapter<E extends GuardedEndpoint> = {
  /** For the log line of a fault ("user service /path failed"). */
  name: string
  /** The full path the browser's risk header signs; null: this service takes no risk header. */
  riskPath: string | null
  /** Headers of every answer (each answer may change them). */
  headers: Record<string, string>
  /** What a guest is told on a seller's call when the endpoint does not say (default: "log in"). */
  loginPrompt?: ErrorName
  /** The raw input (query, JSON body, upload) before the schema. */
  readInput(endpoint: E, req: PipelineRequest): Promise<unknown>
  /** Runs the handler with the validated input; returns the body, cookies and headers to add. */
  execute(endpoint: E, input: unknown, caller: Caller): Promise<{ status?: number; body: Record<string, unknown>; cookies?: string[]; headers?: Record<string, string> }>
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
  const given = String(header(req, 'authorization') ?? '').replace(/^Bearer\s+/i, '')
  return safeEqual(given, secret)
}

/** The session the endpoint asks for, or the error that says why there is none. */
async function sessionFor(payload: Payload, endpoint: GuardedEndpoint, req: PipelineRequest, defaultPrompt?: ErrorName): Promise<ActiveSession | null> {
  if (endpoint.auth === 'none') return null
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

/** Runs one request through the pipeline. Pure enough to test without Next. */
export async function runPipeline<E extends GuardedEndpoint>(
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
    const body = { code: error.code, message: translate(locale, error.messageKey, error.params) }
    return { status: error.status, body, cookies: error.clearSession ? sessionCookies('clear') : [], headers }
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
    } else if (service.riskPath !== null) {
      const risk = verifyRiskHeader(header(req, RISK_HEADER), method, `${service.riskPath}${path}`, now.getTime())
      if (risk === 'stale') throw fail('clockSkew')
      if (risk !== 'ok') throw fail('riskMissing')
    }
    const session = await sessionFor(payload, endpoint, req, service.loginPrompt)
    if (session && (method !== 'GET' || endpoint.writes) && !safeEqual(String(header(req, CONTROL_HEADER) ?? ''), session.controlToken)) throw fail('forgery')

    const raw = await service.readInput(endpoint, req)
    // Before the schema and the handler: nothing (code, captcha ticket, attempt) is spent on it.
    if (hasUnstorableText(raw)) throw fail('invalidText')
    let input: unknown = raw
    if (endpoint.schema) {
      const parsed = endpoint.schema.safeParse(raw)
      if (!parsed.success) throw invalidInput(firstIssue(parsed.error))
      input = parsed.data
    }
    const result = await service.execute(endpoint, input, { locale, session, now })
    return { status: result.status ?? 200, body: result.body, cookies: result.cookies ?? [], headers: { ...headers, ...result.headers } }
  } catch (error) {
    if (error instanceof ServiceError) return answer(error)
    if (isDatabaseUnavailable(error)) return answer(fail('unavailable'))
    payload.logger.error({ msg: `${service.name} ${path} failed`, err: error instanceof Error ? error.stack : String(error) })
    return answer(fail('serverError'))
  }
}
