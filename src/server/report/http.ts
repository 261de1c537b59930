/**
 * HTTP for the report service: GET only, queries checked against the endpoint's schema (a bad
 * one is a 400 in the caller's language, never a 5xx), the seller's session for the top-up
 * calls, the upstream when configured, and cache headers by what the answer is.
 */
import type { Payload } from 'payload'

import { cookieValue } from '../../lib/cookies'
import { hasUnstorableText } from '../../lib/text/storable'
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '../db/unavailable'
import { CONTROL_HEADER, type Outcome, sessionCookies } from '../user/http'
import { safeEqual } from '../user/crypto'
import { fail, invalidInput, restricted, ServiceError, unauthorized } from '../user/errors'
import { requestLocale, translate } from '../user/messages'
import { findSession, SESSION_COOKIE } from '../user/sessions'
import type { CachePolicy, ReportContext, ReportEndpoint } from './endpoints'
import { askUpstream, upstreamBase } from './upstream'

export const CACHE_CONTROL: Record<CachePolicy, string> = {
  // A day's ranking changes once a day: kept five minutes, served stale for an hour while refreshed.
  ranking: 'public, max-age=300, stale-while-revalidate=3600',
  // Content changes when an editor saves: a minute, stale for ten while refreshed.
  content: 'public, max-age=60, stale-while-revalidate=600',
  private: 'private, no-store',
}

export const FALLBACK_CACHE_CONTROL = 'public, max-age=30'

/**
 * An endpoint's answer body for a validated query: the upstream's when REPORT_API_UPSTREAM is set
 * and it answers (its success code normalised to 200, the front end's), else ours. The HTTP
 * handler and the pages that render rankings on the server both go through here.
 */
export async function reportAnswer(
  endpoint: ReportEndpoint,
  path: string,
  query: Record<string, string>,
  input: unknown,
  ctx: ReportContext,
): Promise<{ body: Record<string, unknown>; source: 'upstream' | 'fallback' | 'ours' }> {
  const base = endpoint.upstream ? upstreamBase() : null
  const upstream = base ? await askUpstream(base, path, query, ctx.locale) : null
  if (upstream) return { body: { ...upstream.body, code: 200 }, source: 'upstream' }
  const data = await endpoint.run(ctx, input as never)
  return { body: { code: 200, message: translate(ctx.locale, 'ok'), [endpoint.answerField ?? 'data']: data }, source: base ? 'fallback' : 'ours' }
}

export type ReportRequest = {
  method?: string
  query: Record<string, string | string[] | undefined>
  headers: Record<string, string | string[] | undefined>
  /** A POST's parsed JSON body. */
  body?: unknown
  /** The caller's address (per-IP limits). */
  ip?: string
}

const header = (req: ReportRequest, name: string) => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * A guest (no session cookie at all) is asked to log in, in the endpoint's words (the general
 * "log in to see more", or the top-up dialog's "log in to apply"); an ended session is told so.
 */
const loginRequired = (endpoint: ReportEndpoint, hadToken: boolean) => (hadToken ? unauthorized(true) : fail(endpoint.loginPrompt ?? 'loginRequired'))

export async function handleReport(payload: Payload, endpoints: Record<string, ReportEndpoint>, path: string, req: ReportRequest, now = new Date()): Promise<Outcome> {
  const acceptLanguage = header(req, 'accept-language') ?? ''
  const locale = requestLocale(acceptLanguage)
  const headers: Record<string, string> = { 'cache-control': 'no-store', vary: 'Accept-Language' }
  try {
    const endpoint = Object.hasOwn(endpoints, path) ? endpoints[path] : undefined
    if (!endpoint) throw fail('notFound')
    const method = endpoint.method ?? 'GET'
    if ((req.method ?? 'GET').toUpperCase() !== method) {
      headers.allow = method
      throw fail('methodNotAllowed')
    }
    // The first value of a repeated parameter, as the front end sends each once.
    const query = Object.fromEntries(
      Object.entries(req.query)
        .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
        .map(([name, value]) => [name, Array.isArray(value) ? (value[0] ?? '') : value]),
    )
    // A POST's input is its JSON body (only JSON: a form on another site cannot send it without
    // CORS); a POST without a body has none.
    const hasBody = req.body !== undefined && req.body !== ''
    if (method === 'POST' && hasBody && !String(header(req, 'content-type') ?? '').startsWith('application/json')) throw fail('unsupportedMediaType')
    const input = method === 'POST' ? (hasBody ? req.body : {}) : query
    if (method === 'POST' && (typeof input !== 'object' || input === null || Array.isArray(input))) throw fail('badJson')
    if (hasUnstorableText(input)) throw fail('invalidText')
    const parsed = endpoint.schema.safeParse(input)
    if (!parsed.success) throw invalidInput(parsed.error.issues[0]?.message ?? 'badRequest')

    let session = null
    if (endpoint.auth === 'session') {
      const token = cookieValue(header(req, 'cookie'), SESSION_COOKIE)
      session = await findSession(payload, token)
      if (!session) throw loginRequired(endpoint, Boolean(token))
      if (session.seller.status === 'restricted') throw restricted(true)
      if (endpoint.writes && !safeEqual(String(header(req, CONTROL_HEADER) ?? ''), session.controlToken)) throw fail('forgery')
    }

    const ctx: ReportContext = {
      pool: payload.db.pool,
      payload,
      locale,
      now,
      today: now.toISOString().slice(0, 10),
      session,
      edgeCountry: header(req, 'cf-ipcountry') ?? header(req, 'x-country-code') ?? null,
      acceptLanguage,
      ip: req.ip ?? '',
    }
    const answer = await reportAnswer(endpoint, path, query, parsed.data, ctx)
    // An answer from our snapshots while the upstream is failing is kept briefly: the upstream's comes back soon.
    headers['cache-control'] = answer.source === 'fallback' ? FALLBACK_CACHE_CONTROL : CACHE_CONTROL[endpoint.cache]
    if (answer.source !== 'ours') headers['x-report-source'] = answer.source
    return { status: 200, body: answer.body, cookies: [], headers }
  } catch (error) {
    if (error instanceof ServiceError) {
      return { status: error.status, body: { code: error.code, message: translate(locale, error.messageKey, error.params) }, cookies: error.clearSession ? sessionCookies('clear') : [], headers }
    }
    if (isDatabaseUnavailable(error)) {
      headers['retry-after'] = String(UNAVAILABLE_RETRY_SECONDS)
      return { status: 503, body: { code: 503, message: translate(locale, 'unavailable') }, cookies: [], headers }
    }
    payload.logger.error({ msg: `report service ${path} failed`, err: error instanceof Error ? error.stack : String(error) })
    return { status: 500, body: { code: 500, message: translate(locale, 'serverError') }, cookies: [], headers }
  }
}
