/**
 * Which requests the app's in-process page cache may answer, and which answers it may keep
 * (issue 13, "Origin"). The same rules as the nginx cache tier (deploy/nginx/cache.conf.template),
 * so a page is shared only where nginx would share it: guests' GET and HEAD of site pages.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

import { CONTROL_COOKIE, SESSION_COOKIE } from '../../lib/auth/cookie-names'
import { decideDeviceRoute } from '../../lib/device'
import { LOCALE_COOKIE } from '../../lib/i18n/locales'
import { decideLocaleRoute } from '../../lib/i18n/routing'
import { cookieValue } from '../../lib/cookies'

/**
 * Cookies that make a request someone's own: a seller session (userToken, Control-T), the admin
 * (payload-token), an editor previewing (draft mode). The nginx template's `$personal` map names
 * the same (a unit test keeps them identical).
 */
export const PERSONAL_COOKIES = [SESSION_COOKIE, CONTROL_COOKIE, 'payload-token', '__prerender_bypass', '__next_preview_data'] as const

/** Never cached: the seller portal's API, the CMS API and admin, and Next's own files and data. */
const UNCACHED_PREFIX = /^\/(?:api|cms-api|admin|_next)(?:[/?]|$)/

/** One scan of the Cookie header for any of them, as nginx's map does (case-insensitive: refusing more is the safe side). */
const PERSONAL_COOKIE = new RegExp(`(?:^|;)\\s*(?:${PERSONAL_COOKIES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})=`, 'i')
const hasPersonalCookie = (cookie: string | undefined) => !!cookie && PERSONAL_COOKIE.test(cookie)

/** How long a page is shared (PAGE_CACHE_TTL_MS, default 1000 ms, as nginx's 1 s); 0 turns the cache off. */
export function pageCacheTtlMs(env: Partial<Record<string, string>> = process.env): number {
  if (env.NODE_ENV !== 'production') return 0
  const configured = env.PAGE_CACHE_TTL_MS?.trim()
  if (!configured) return 1000
  const ms = Number(configured)
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) throw new Error('PAGE_CACHE_TTL_MS: whole milliseconds from 0 (off) to 60000')
  return ms
}

/** How much memory the cache may hold (PAGE_CACHE_MAX_MB, default 64): a bad value stops the start, naming the variable. */
export function pageCacheMaxBytes(env: Partial<Record<string, string>> = process.env): number {
  const configured = env.PAGE_CACHE_MAX_MB?.trim()
  if (!configured) return 64 * 1024 * 1024
  const mb = Number(configured)
  if (!Number.isInteger(mb) || mb < 1 || mb > 4096) throw new Error('PAGE_CACHE_MAX_MB: whole megabytes from 1 to 4096')
  return mb * 1024 * 1024
}

export type CacheableRequest = { method?: string; url?: string; headers: IncomingHttpHeaders }

/**
 * The cache key of a request the cache may answer, or null when only the app may: anything but
 * GET and HEAD, a personal cookie, a partial (Range) request, the uncached paths, and any request
 * the proxy (src/proxy.ts) would redirect by its language cookie or device. The key holds
 * everything else the answer depends on: scheme (HSTS), host, the encoding asked for, the URL.
 */
export function pageCacheKey({ method, url, headers }: CacheableRequest): string | null {
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/') || UNCACHED_PREFIX.test(url)) return null
  if (headers.range || hasPersonalCookie(headers.cookie)) return null
  const query = url.indexOf('?')
  const pathname = query === -1 ? url : url.slice(0, query)
  const search = query === -1 ? '' : url.slice(query)
  if (decideLocaleRoute(pathname, search, cookieValue(headers.cookie, LOCALE_COOKIE) ?? undefined)) return null
  if (decideDeviceRoute(pathname, search, headers['user-agent'])) return null
  const proto = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'
  const encoding = String(headers['accept-encoding'] ?? '').toLowerCase().replace(/\s+/g, '')
  return `${proto} ${headers.host ?? ''} ${encoding} ${url}`
}

/** The URL path a key was made for (what a publish names). */
export function keyPath(key: string): string {
  const url = key.slice(key.lastIndexOf(' ') + 1)
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/**
 * Whether an answer may be shared, and for how long: a 200 the app marks shareable (s-maxage)
 * and not private, that sets no cookie. The app's own s-maxage caps the cache's time.
 */
export function shareableFor(status: number, headers: OutgoingHttpHeaders, ttlMs: number): number {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase()
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return 0
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl)
  if (!sMaxAge) return 0
  return Math.min(ttlMs, Number(sMaxAge[1]) * 1000)
}
