/** The Set-Cookie values of a seller's session (and the end of the analytics visitor id, after the identity call). */
import { CONTROL_COOKIE, VISITOR_COOKIE } from '@/lib/auth/cookie-names'

import { secureCookies } from '@/server/http/secure-cookies'
import type { ServiceResult } from '@/server/http/context'
import { SESSION_COOKIE, SESSION_DAYS } from './sessions'

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
