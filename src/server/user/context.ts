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

export type ServiceResult = {
  body: Record<string, unknown>
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

export const ok = (body: Record<string, unknown> = {}, messageKey = 'ok'): ServiceResult => ({ body: { code: CODES.ok, messageKey, ...body } })

export function requireSeller(ctx: RequestContext): Seller {
  if (!ctx.session) throw fail('unauthorized')
  return ctx.session.seller
}
