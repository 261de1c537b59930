/**
 * Whether cookies carry `Secure`: the sellers' session cookies and the admin's payload-token
 * alike. On in production unless COOKIE_SECURE=false (a plain-http deployment on a host other than
 * localhost); browsers accept Secure cookies on http://localhost, so local production runs work.
 */
export function secureCookies(): boolean {
  if (process.env.COOKIE_SECURE) return process.env.COOKIE_SECURE === 'true'
  return process.env.NODE_ENV === 'production'
}
