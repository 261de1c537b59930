import { type NextRequest, NextResponse } from 'next/server'

import { decideLocaleRoute } from './lib/i18n/routing'
import { LOCALE_COOKIE } from './lib/i18n/locales'
import { adminPolicy, BASE_HEADERS, HSTS, newNonce } from './server/security-headers'

const isAdmin = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

/**
 * The admin's Content-Security-Policy with a fresh nonce: Next reads it from the request header and
 * puts the nonce on every script it renders; the browser gets the same policy.
 */
function withAdminPolicy(request: NextRequest) {
  const policy = adminPolicy(newNonce(), { dev: process.env.NODE_ENV === 'development' })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

/**
 * Next serves its own files (`/_next/static`, the image optimizer) before the header rules of
 * next.config.ts apply, so their security headers are set here.
 */
function withBaseHeaders(request: NextRequest) {
  const response = NextResponse.next()
  for (const { key, value } of BASE_HEADERS) response.headers.set(key, value)
  if (request.headers.get('x-forwarded-proto') === 'https') response.headers.set(HSTS.key, HSTS.value)
  return response
}

/** Locale cookie routing (DESIGN.md "Locale routing"), the admin's per-request CSP, headers on Next's files. */
export function proxy(request: NextRequest) {
  const url = new URL(request.url)
  if (isAdmin(url.pathname)) return withAdminPolicy(request)
  if (url.pathname.startsWith('/_next/')) return withBaseHeaders(request)
  const decision = decideLocaleRoute(url.pathname, url.search, request.cookies.get(LOCALE_COOKIE)?.value)
  if (!decision) return NextResponse.next()
  // Temporary: the target depends on the visitor's cookie, not on the URL.
  return NextResponse.redirect(new URL(decision.redirect, request.url), 307)
}

// Next.js reads this statically (no variables). Only visitors who chose a language carry the
// i18n_redirected cookie, so nobody else pays for running the proxy on site pages. Site pages:
// not the CMS, the site's APIs, Next internals or files with an extension.
export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    // locale: false, or Next would expect a locale segment in front of them.
    { source: '/_next/static/:path*', locale: false },
    { source: '/_next/image', locale: false },
    { source: '/', has: [{ type: 'cookie', key: 'i18n_redirected' }] },
    { source: '/((?!api/|cms-api|admin|_next/|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'cookie', key: 'i18n_redirected' }] },
  ],
}
