import { type NextRequest, NextResponse } from 'next/server'

import { decideDeviceRoute } from '@/lib/device'
import { decideLocaleRoute } from '@/lib/i18n/routing'
import { LOCALE_COOKIE } from '@/lib/i18n/locales'
import { adminPolicy, BASE_HEADERS, HSTS, newNonce } from '@/server/http/security-headers'

const isAdmin = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')
/** The site's APIs (/api itself too): never moved to a language or a device (src/pages/api/[[...path]].ts answers unknown ones). */
const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

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

/**
 * Where a site page goes: the remembered language (DESIGN.md "Locale routing"), then the device's
 * site (DESIGN.md "Device routing", src/lib/device.ts), in one redirect. Both are temporary (307):
 * the target depends on the visitor's cookie or device, not on the URL.
 */
function routeSitePage(request: NextRequest, url: URL) {
  const locale = decideLocaleRoute(url.pathname, url.search, request.cookies.get(LOCALE_COOKIE)?.value)
  const target = locale ? new URL(locale.redirect, url) : url
  const device = decideDeviceRoute(target.pathname, target.search, request.headers.get('user-agent'))
  if (!locale && !device) return NextResponse.next()
  const response = NextResponse.redirect(new URL(device?.redirect ?? locale!.redirect, url), 307)
  // What the answer depended on: the language cookie, the device, or both.
  response.headers.set('Vary', [locale ? 'Cookie' : null, device ? 'User-Agent' : null].filter(Boolean).join(', '))
  return response
}

/** The admin's per-request CSP, headers on Next's files, and the site pages' routing. */
export function proxy(request: NextRequest) {
  const url = new URL(request.url)
  if (isAdmin(url.pathname)) return withAdminPolicy(request)
  if (url.pathname.startsWith('/_next/')) return withBaseHeaders(request)
  if (isApi(url.pathname)) return NextResponse.next()
  return routeSitePage(request, url)
}

// Next.js reads this statically (no variables, so the phone pattern, "a phone's token and no
// tablet's", is written out in each rule; a unit test checks it against src/lib/device.ts). The proxy runs only where it may have
// something to do, so a desktop guest without a language cookie never pays for it:
// - visitors who chose a language (the i18n_redirected cookie) on any site page: not the CMS,
//   the site's APIs (/api and under it), Next internals or files with an extension;
// - phones on the desktop pages that have a mobile twin;
// - everyone but phones on /m pages (desktops go to the desktop twin; bots stay).
// Next adds the /en and /ru prefixes to each source.
export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    // locale: false, or Next would expect a locale segment in front of them.
    { source: '/_next/static/:path*', locale: false },
    { source: '/_next/image', locale: false },
    { source: '/', has: [{ type: 'cookie', key: 'i18n_redirected' }] },
    { source: '/((?!api(?:/|$)|cms-api|admin|_next/|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'cookie', key: 'i18n_redirected' }] },
    { source: '/', has: [{ type: 'header', key: 'user-agent', value: '(?!.*(?:iPad|Tablet|Kindle|Silk|PlayBook)).*(?:Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry|BB10|webOS).*' }] },
    {
      source: '/:page(about|register|lottery|calculator|pricing|QACommunity|promotion)',
      has: [{ type: 'header', key: 'user-agent', value: '(?!.*(?:iPad|Tablet|Kindle|Silk|PlayBook)).*(?:Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry|BB10|webOS).*' }],
    },
    {
      source: '/:section(QACommunity|promotion|answerDetail|lottery)/:rest',
      has: [{ type: 'header', key: 'user-agent', value: '(?!.*(?:iPad|Tablet|Kindle|Silk|PlayBook)).*(?:Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry|BB10|webOS).*' }],
    },
    { source: '/m', missing: [{ type: 'header', key: 'user-agent', value: '(?!.*(?:iPad|Tablet|Kindle|Silk|PlayBook)).*(?:Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry|BB10|webOS).*' }] },
    { source: '/m/:path*', missing: [{ type: 'header', key: 'user-agent', value: '(?!.*(?:iPad|Tablet|Kindle|Silk|PlayBook)).*(?:Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry|BB10|webOS).*' }] },
  ],
}
