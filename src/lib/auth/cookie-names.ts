/**
 * The names of the seller session's cookies, in one dependency-free place: the user service sets
 * them, the browser's HTTP client echoes the readable one, and the page cache refuses to share a
 * page with either (src/server/page-cache/rules.ts; the nginx tier's `$personal` map names them too).
 */

/** The HttpOnly cookie holding the session token. */
export const SESSION_COOKIE = 'userToken'
/** The readable anti-forgery cookie, echoed in a header of the same name on session writes. */
export const CONTROL_COOKIE = 'Control-T'
