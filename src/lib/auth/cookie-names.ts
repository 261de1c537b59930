/**
 * The names of the seller session's cookies, in one dependency-free place: the user service sets
 * them, the browser's HTTP client echoes the readable one, and the nginx cache tier never shares a
 * page with any of PERSONAL_COOKIES (its `$personal` map is generated from this list by
 * scripts/lib/nginx-maps.ts).
 */

/** The HttpOnly cookie holding the session token. */
export const SESSION_COOKIE = 'userToken'
/** The readable anti-forgery cookie, echoed in a header of the same name on session writes. */
export const CONTROL_COOKIE = 'Control-T'

/** The attribution collector's anonymous visitor id (not personal: pages stay shared). */
export const VISITOR_COOKIE = 'vid'
/** The WeChat QR login this browser started: the /oauth callback must match it. */
export const WECHAT_STATE_COOKIE = 'wx_state'

/** Cookies that make a request someone's own: a seller session, the admin, an editor previewing. */
export const PERSONAL_COOKIES = [SESSION_COOKIE, CONTROL_COOKIE, 'payload-token', '__prerender_bypass', '__next_preview_data'] as const
