/**
 * Where the top bar's links lead. Workbench paths (/workbench/..., /tools/...) belong to the
 * separate analytics application, whose origin comes from site settings.
 */
import type { Locale } from './i18n/locales'

const WORKBENCH_PREFIXES = ['/workbench', '/tools']

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}

export function isWorkbenchPath(href: string): boolean {
  return WORKBENCH_PREFIXES.some((prefix) => href === prefix || href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}?`))
}

/** Absolute workbench URL for a workbench path; other hrefs are returned unchanged. */
export function resolveHref(href: string, workbenchBaseUrl: string): string {
  if (!isWorkbenchPath(href)) return href
  return `${workbenchBaseUrl.replace(/\/$/, '')}${href}`
}

/** Workbench links open in a new tab (spec section 2), as do links to other sites. */
export function opensInNewTab(href: string): boolean {
  return isWorkbenchPath(href) || isExternal(href)
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
  return resolveHref(`/workbench/login?${params.toString()}`, options.workbenchBaseUrl)
}
