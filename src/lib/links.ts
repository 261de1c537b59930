/**
 * Where the top bar's links lead. Workbench paths (/workbench/..., /tools/...) belong to the
 * separate analytics application, whose origin comes from site settings.
 */
import { safeHref } from '@/lib/content/safe-url'
import { type Locale, localizedPath } from '@/lib/i18n/locales'

const WORKBENCH_PREFIXES = ['/workbench', '/tools']

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}

export function isWorkbenchPath(href: string): boolean {
  return WORKBENCH_PREFIXES.some((prefix) => href === prefix || href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}?`))
}

/** The workbench's login page (the top bar's and footer's Log in / Register links). */
export function isWorkbenchLogin(href: string): boolean {
  return href.split(/[?#]/, 1)[0].replace(/\/+$/, '') === '/workbench/login'
}

/** This site's page for a logged-in seller; workbench links lead here when no workbench is hosted. */
export const ACCOUNT_PATH = '/account'

export type ResolvedLink = { href: string; external: boolean }

/**
 * Where a link really goes. Workbench paths go to the workbench origin when one is configured;
 * without one they stay on this site, so nothing leads to a 404: its login link becomes this
 * site's login (register page for type=register, query kept) and every other workbench or tools
 * path becomes the seller's account page.
 */
export function resolveLink(href: string, workbenchBaseUrl: string): ResolvedLink {
  if (!isWorkbenchPath(href)) {
    // Checked again here: a link stored before the CMS checked links (or by a script) leads home, not to javascript: or //host.
    const safe = safeHref(href)
    return safe ? { href: safe, external: isExternal(safe) } : { href: '/', external: false }
  }
  const base = workbenchBaseUrl.trim().replace(/\/+$/, '')
  const hosted = base ? safeHref(`${base}${href}`) : null
  if (hosted) return { href: hosted, external: true }
  return { href: localWorkbenchFallback(href), external: false }
}

/** This site's page for a workbench path when no workbench is hosted (see resolveLink). */
export function localWorkbenchFallback(href: string): string {
  if (!isWorkbenchLogin(href)) return ACCOUNT_PATH
  const query = queryOf(href)
  const target = workbenchLoginType(href) === 'register' ? '/register' : '/login'
  return query ? `${target}?${query}` : target
}

function queryOf(href: string): string {
  const withoutHash = href.split('#', 1)[0]
  return withoutHash.includes('?') ? withoutHash.slice(withoutHash.indexOf('?') + 1) : ''
}

/** Which sheet a workbench login link asks for (`type=register`, else login). */
export function workbenchLoginType(href: string): 'login' | 'register' {
  return new URLSearchParams(queryOf(href)).get('type') === 'register' ? 'register' : 'login'
}

export type AuthLinkOptions = {
  type: 'login' | 'register'
  workbenchBaseUrl: string
  campaignCode: string
  urlCode: string
  locale: Locale
  /** The current page's query string (with or without '?'), carried over when present. */
  currentSearch?: string
}

/**
 * The guest Log in / Register link (spec section 2): /workbench/login with type, redirect=ozon,
 * the campaign code and url code (plus the language outside zh). When the visitor arrived with
 * a query string (campaign parameters, invite codes), that query is carried over instead, with
 * type and redirect=ozon appended.
 */
export function authLinkHref(options: AuthLinkOptions): string {
  const carried = new URLSearchParams((options.currentSearch ?? '').replace(/^\?/, ''))
  carried.delete('type')
  carried.delete('redirect')
  const params = new URLSearchParams(carried)
  params.append('type', options.type)
  params.append('redirect', 'ozon')
  if (carried.size === 0) {
    if (options.campaignCode) params.append('campaign', options.campaignCode)
    if (options.urlCode) params.append('urlCode', options.urlCode)
    if (options.locale !== 'zh') params.append('language', options.locale)
  }
  const { href, external } = resolveLink(`/workbench/login?${params.toString()}`, options.workbenchBaseUrl)
  return external ? href : localizedPath(href, options.locale)
}
