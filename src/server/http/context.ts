/**
 * The services' common ground: what every handler of every service gets (the request context)
 * and gives back (the result the pipeline turns into status, cookies and a translated message).
 * The pipeline (src/server/http/pipeline.ts) builds the context once per call; every domain's
 * service imports these from here, never from another domain's service.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import type { Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/drizzle'

import type { Seller } from '@payload-types'
import { providers, type Providers } from '@/server/providers'
import { CODES, fail } from '@/server/platform/errors'
import { limiters, type Limiters } from '@/server/platform/limits'
import type { ActiveSession, NewSession } from '@/server/auth/sessions'

/**
 * What a handler gets besides its input: the caller (address, agent, language, session) and the
 * parts it works with (the CMS/database, the SMS and captcha providers, the rate limiters).
 */
export type RequestContext = {
  payload: Payload
  /** The database pool (payload.db.pool): the rate limiters' store, infrastructure queries. */
  pool: Pool
  /** Typed queries over Payload's schema and the services' own tables (src/server/db/tables.ts). */
  db: Db
  providers: Providers
  limits: Limiters
  ip: string
  userAgent: string
  locale: Locale
  /** The Accept-Language header as sent (the country guess reads its region). */
  acceptLanguage: string
  /** A country code the edge (CDN, nginx geoip) put on the request, if any. */
  edgeCountry: string | null
  /** The time of the call: handlers read it, never the clock (tests fix it). */
  now: Date
  session: ActiveSession | null
  /** The attribution collector's anonymous visitor id (cookie `vid`), if any. */
  visitorId: string | null
  /** The WeChat QR login this browser started (cookie `wx_state`): the /oauth callback must match it. */
  wechatState: string | null
}

/** `B`: the handler's body, kept in the type so the browser's calls know what they get (src/server/http/answers.ts). */
export type ServiceResult<B extends Record<string, unknown> = Record<string, unknown>> = {
  body: B
  status?: number
  /** Start a session (sets the cookies) or end it (clears them). */
  session?: NewSession | 'clear'
  /** Other Set-Cookie values (e.g. the WeChat state cookie). */
  cookies?: string[]
  /** Headers of this answer (e.g. its cache policy). */
  headers?: Record<string, string>
}

/** A signed-in seller's call: the pipeline found the session (rows with `auth: 'session'`). */
export type SellerContext = RequestContext & { session: ActiveSession }

/** The context of work the server does for a guest outside a request (pages rendered on the server). */
export function guestContext(payload: Payload, locale: Locale, now = new Date()): RequestContext {
  const pool = payload.db.pool
  return {
    payload,
    pool,
    db: payload.db.drizzle,
    // Made when first asked for: a page built without the service's secret (a Docker build) never needs them.
    get providers() {
      return providers(pool)
    },
    get limits() {
      return limiters(pool)
    },
    ip: '',
    userAgent: '',
    locale,
    acceptLanguage: locale,
    edgeCountry: null,
    now,
    session: null,
    visitorId: null,
    wechatState: null,
  }
}

/** Today in the rankings' calendar (UTC), YYYY-MM-DD. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10)

/** A success answer; `const`: literal fields (`given: false`, `type: 'question'`) stay literal for the browser to narrow on. */
export function ok<const B extends Record<string, unknown> = Record<never, never>>(body?: B, messageKey = 'ok'): ServiceResult<{ code: typeof CODES.ok; messageKey: string } & B> {
  return { body: { code: CODES.ok, messageKey, ...(body as B) } }
}

export function requireSeller(ctx: RequestContext): Seller {
  if (!ctx.session) throw fail('unauthorized')
  return ctx.session.seller
}
