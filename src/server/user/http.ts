/**
 * HTTP side of the user service (Next API route → endpoint table): risk header, body limits,
 * zod validation, session cookie, anti-forgery, errors as `{ code, message }` in the caller's
 * language. Bad input is always a 4xx; only a real fault is a 500.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { CONTROL_COOKIE } from '@/lib/auth/cookie-names'
import { cookieValue } from '@/lib/cookies'
import { RISK_HEADER, verifyRiskHeader } from '@/lib/http/risk'
import { hasUnstorableText } from '@/lib/text/storable'
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '@/server/db/unavailable'

import { VISITOR_COOKIE } from '../attribution/collector'
import { providers } from '../providers'
import { secureCookies } from '../secure-cookies'
import { clientAddress } from './client-ip'
import { safeEqual } from './crypto'
import type { Endpoint } from './endpoints'
import { fail, invalidInput, restricted, ServiceError, unauthorized } from './errors'
import { requestLocale, translate } from './messages'
import { limiters } from './limits'
import type { RequestContext, ServiceResult } from './context'
import { findSession, SESSION_COOKIE, SESSION_DAYS } from './sessions'
import { MAX_UPLOAD_BYTES } from './upload'
import { WECHAT_STATE_COOKIE } from './wechat'

export { SESSION_COOKIE }

export { CONTROL_COOKIE }
/** Where the user service answers (the risk header signs the full path). */
export const USER_SERVICE_BASE = '/api/ram/ddqbt/v1'
export const CONTROL_HEADER = 'control-t'
const MAX_JSON_BYTES = 32 * 1024

type Request = IncomingMessage & { query?: Record<string, string | string[] | undefined> }

export function sessionCookies(result: ServiceResult['session']): string[] {
  if (!result) return []
  const secure = secureCookies() ? '; Secure' : ''
  if (result === 'clear') {
    return [`${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`, `${CONTROL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`]
  }
  const maxAge = SESSION_DAYS * 86_400
  return [
    `${SESSION_COOKIE}=${result.token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
    // Readable on purpose: the client echoes it in the Control-T header of writes.
    `${CONTROL_COOKIE}=${result.controlToken}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`,
  ]
}

/** Clears the analytics visitor cookie: the collector gives the next page view a new id. */
export function endVisitorCookie(): string {
  return `${VISITOR_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secureCookies() ? '; Secure' : ''}`
}

/** The caller's address (src/server/user/client-ip.ts: X-Forwarded-For only from our own proxies). */
export function clientIp(req: IncomingMessage): string {
  return clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'])
}

/** The request body, refused (413) past `limit` bytes, declared or sent. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) throw fail('tooLarge')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw fail('tooLarge')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  // Our schemas' messages are message keys; zod's own defaults (wrong type, unknown key) are not.
  const key = issue?.message ?? ''
  return /^[a-zA-Z.]+$/.test(key) ? key : 'badRequest'
}

async function readInput(req: Request, endpoint: Endpoint): Promise<unknown> {
  if (endpoint.input === 'none') return {}
  if (endpoint.input === 'query') {
    const query = Object.fromEntries(Object.entries(req.query ?? {}).filter(([key]) => key !== 'path').map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]))
    return query
  }
  const type = String(req.headers['content-type'] ?? '')
  if (endpoint.input === 'multipart') {
    if (!type.startsWith('multipart/form-data')) throw fail('unsupportedMediaType')
    const raw = await readBody(req, MAX_UPLOAD_BYTES + 64 * 1024)
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData().catch(() => {
      throw fail('uploadMissing')
    })
    return form.get('file') ?? form.get('image')
  }
  // JSON only: an HTML form on another site cannot send it without a CORS preflight.
  if (!type.startsWith('application/json')) throw fail('unsupportedMediaType')
  const raw = await readBody(req, MAX_JSON_BYTES)
  try {
    return raw.length ? JSON.parse(raw.toString('utf8')) : {}
  } catch {
    throw fail('badJson')
  }
}

function internalAllowed(req: IncomingMessage): boolean {
  const secret = process.env.INTROSPECTION_SECRET
  if (!secret) throw fail('introspectionDisabled')
  const given = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
  return safeEqual(given, secret)
}

export type Outcome = { status: number; body: Record<string, unknown>; cookies: string[]; headers: Record<string, string> }

/** Runs one request against the endpoint table. Pure enough to test without Next. */
export async function handle(payload: Payload, endpoints: Record<string, Endpoint>, path: string, req: Request, basePath = USER_SERVICE_BASE): Promise<Outcome> {
  const locale = requestLocale(req.headers['accept-language'])
  const method = (req.method ?? 'GET').toUpperCase()
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  const answer = (error: ServiceError, cookies: string[] = []): Outcome => {
    if (error.status === 429 && error.params.seconds) headers['retry-after'] = String(error.params.seconds)
    if (error.status === 503) headers['retry-after'] = String(UNAVAILABLE_RETRY_SECONDS)
    return { status: error.status, body: { code: error.code, message: translate(locale, error.messageKey, error.params) }, cookies, headers }
  }
  try {
    const endpoint = Object.hasOwn(endpoints, path) ? endpoints[path] : undefined
    if (!endpoint) throw fail('notFound')
    if (endpoint.method !== method) {
      headers.allow = endpoint.method
      throw fail('methodNotAllowed')
    }
    const fullPath = `${basePath}${path}`
    if (endpoint.internal) {
      if (!internalAllowed(req)) throw fail('unauthorized')
    } else {
      const risk = verifyRiskHeader(req.headers[RISK_HEADER] as string | undefined, method, fullPath, Date.now())
      if (risk === 'stale') throw fail('clockSkew')
      if (risk !== 'ok') throw fail('riskMissing')
    }

    const token = cookieValue(req.headers.cookie, SESSION_COOKIE)
    const session = endpoint.auth === 'none' ? null : await findSession(payload, token)
    if (endpoint.auth === 'session' && !session) {
      // A stale cookie is cleared so the browser stops sending it.
      throw unauthorized(Boolean(token))
    }
    if (session?.seller.status === 'restricted') throw restricted(true)
    if (session && (method !== 'GET' || endpoint.writes)) {
      const echoed = String(req.headers[CONTROL_HEADER] ?? '')
      if (!safeEqual(echoed, session.controlToken)) throw fail('forgery')
    }

    const raw = await readInput(req, endpoint)
    // Before the schema and the handler: nothing (code, captcha ticket, attempt) is spent on it.
    if (hasUnstorableText(raw)) throw fail('invalidText')
    let input: unknown = raw
    if (endpoint.schema) {
      const parsed = endpoint.schema.safeParse(raw)
      if (!parsed.success) throw invalidInput(firstIssue(parsed.error))
      input = parsed.data
    }
    const pool = payload.db.pool
    const ctx: RequestContext = {
      payload,
      providers: providers(pool),
      limits: limiters(pool),
      ip: clientIp(req),
      userAgent: String(req.headers['user-agent'] ?? ''),
      locale,
      session,
      visitorId: cookieValue(req.headers.cookie, VISITOR_COOKIE) ?? null,
      wechatState: cookieValue(req.headers.cookie, WECHAT_STATE_COOKIE) ?? null,
    }
    const result = await endpoint.run(ctx, input as never)
    const { messageKey, ...body } = result.body as { messageKey?: string }
    return {
      status: result.status ?? 200,
      body: { ...body, message: translate(locale, messageKey ?? 'ok') },
      cookies: [...sessionCookies(result.session), ...(result.endVisitor ? [endVisitorCookie()] : []), ...(result.cookies ?? [])],
      headers,
    }
  } catch (error) {
    if (error instanceof ServiceError) return answer(error, error.clearSession ? sessionCookies('clear') : [])
    if (isDatabaseUnavailable(error)) return answer(fail('unavailable'))
    payload.logger.error({ msg: `user service ${path} failed`, err: error instanceof Error ? error.stack : String(error) })
    return answer(fail('serverError'))
  }
}

export function send(res: ServerResponse, outcome: Outcome): void {
  for (const [name, value] of Object.entries(outcome.headers)) res.setHeader(name, value)
  if (outcome.cookies.length) res.setHeader('set-cookie', outcome.cookies)
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.statusCode = outcome.status
  res.end(JSON.stringify(outcome.body))
}
