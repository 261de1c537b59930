import { type NextRequest, NextResponse } from 'next/server'

import { decideLocaleRoute } from './lib/i18n/routing'
import { LOCALE_COOKIE } from './lib/i18n/locales'

/** Locale cookie routing (DESIGN.md "Locale routing"). Device routing joins here with the /m pages. */
export function proxy(request: NextRequest) {
  const url = new URL(request.url)
  const decision = decideLocaleRoute(url.pathname, url.search, request.cookies.get(LOCALE_COOKIE)?.value)
  if (!decision) return NextResponse.next()
  // Temporary: the target depends on the visitor's cookie, not on the URL.
  return NextResponse.redirect(new URL(decision.redirect, request.url), 307)
}

// Next.js reads this statically (no variables). Only visitors who chose a language carry the
// i18n_redirected cookie, so nobody else pays for running the proxy. Site pages only: not the
// CMS, the site's APIs, Next internals or files with an extension.
export const config = {
  matcher: [
    { source: '/', has: [{ type: 'cookie', key: 'i18n_redirected' }] },
    { source: '/((?!api/|cms-api|admin|_next/|.*\\.[a-zA-Z0-9]+$).*)', has: [{ type: 'cookie', key: 'i18n_redirected' }] },
  ],
}
