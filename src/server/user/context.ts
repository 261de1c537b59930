/**
 * The services' common ground: what a handler gets (the request context) and gives back (the
 * result the HTTP layer turns into status, cookies and a translated message). Every domain's
 * service imports these from here, never from another domain's service.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/lib/i18n/locales'

import type { Seller } from '../../../payload-types'
import type { Providers } from '../providers'
import { CODES, fail } from './errors'
import type { Limiters } from './limits'
import type { ActiveSession, NewSession } from './sessions'

/**
 * What a handler gets besides its input: the caller (address, agent, language, session) and the
 * parts it works with (the CMS/database, the SMS and captcha providers, the rate limiters).
 */
export type RequestContext = {
  payload: Payload
  providers: Providers
  limits: Limiters
  ip: string
  userAgent: string
  locale: Locale
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
  /** A new account was opened: the analytics visitor id ends here (its history stays unlinked). */
  endVisitor?: boolean
  /** Other Set-Cookie values (e.g. the WeChat state cookie). */
  cookies?: string[]
}

/** A signed-in seller's call: the pipeline found the session (rows with `auth: 'session'`). */
export type SellerContext = RequestContext & { session: ActiveSession }

/** A success answer; `const`: literal fields (`given: false`, `type: 'question'`) stay literal for the browser to narrow on. */
export function ok<const B extends Record<string, unknown> = Record<never, never>>(body?: B, messageKey = 'ok'): ServiceResult<{ code: typeof CODES.ok; messageKey: string } & B> {
  return { body: { code: CODES.ok, messageKey, ...(body as B) } }
}

export function requireSeller(ctx: RequestContext): Seller {
  if (!ctx.session) throw fail('unauthorized')
  return ctx.session.seller
}
