/**
 * After the app regenerates a page (an editor's publish), it asks the nginx cache tier to fetch
 * that page again at once, so visitors see the publish now rather than when the micro-cached
 * copy runs out (nginx counts in whole seconds: up to two). The tier only honours the request
 * with the shared secret (`X-Cache-Refresh`), which both get from `npm run start:cached` or
 * docker-compose.yml; without CACHE_TIER_URL (plain `next start`) there is nothing to refresh.
 */
import http from 'node:http'

import { type DeviceClass, refreshDevices, SAMPLE_USER_AGENTS } from '@/lib/device'
import { LOCALES } from '@/lib/i18n/locales'

export const CACHE_REFRESH_HEADER = 'x-cache-refresh'

export type CacheTier = { url: URL; secret: string; host: string; proto: string }

/** The cache tier in front of this app, from CACHE_TIER_URL, CACHE_REFRESH_SECRET and SITE_URL. */
export function cacheTierFromEnv(env: Partial<Record<string, string>> = process.env): CacheTier | null {
  const tier = env.CACHE_TIER_URL?.trim()
  const secret = env.CACHE_REFRESH_SECRET?.trim()
  if (!tier || !secret) return null
  // The tier keys pages by scheme and host as visitors send them: the public origin's.
  const site = new URL(env.SITE_URL?.trim() || tier)
  return { url: new URL(tier), secret, host: site.host, proto: site.protocol.replace(':', '') }
}

/**
 * The tier keeps one copy of a page per locale cookie (it decides where a page redirects), per
 * encoding (gzipped or plain) and, where the device decides, per device (src/lib/device.ts
 * refreshDevices): each copy that holds the page is fetched again.
 */
export type Variant = { cookie: string; gzip: boolean; device?: DeviceClass }
export const VARIANTS: readonly Variant[] = ['', ...LOCALES.map((locale) => `i18n_redirected=${locale}`)].flatMap((cookie) => [
  { cookie, gzip: false },
  { cookie, gzip: true },
])

/** Headers of one refresh request; exported for tests. */
export function refreshHeaders(tier: CacheTier, { cookie, gzip, device = 'desktop' }: Variant): Record<string, string> {
  return {
    host: tier.host,
    'user-agent': SAMPLE_USER_AGENTS[device],
    'x-forwarded-proto': tier.proto,
    [CACHE_REFRESH_HEADER]: tier.secret,
    ...(cookie ? { cookie } : {}),
    ...(gzip ? { 'accept-encoding': 'gzip' } : {}),
  }
}

/** Fetches `path` through the tier for every variant. Never throws: the publish is done. */
export async function refreshCachedPage(path: string, tier = cacheTierFromEnv(), logger: Pick<Console, 'warn'> = console): Promise<void> {
  if (!tier) return
  const failures: string[] = []
  await Promise.all(
    refreshDevices(path).flatMap((device) => VARIANTS.map((variant) => ({ ...variant, device }))).map((variant) =>
      get(new URL(path, tier.url), refreshHeaders(tier, variant)).then(
        (status) => void (status >= 500 && failures.push(`${status}`)),
        (error: unknown) => void failures.push(String(error)),
      ),
    ),
  )
  if (failures.length) logger.warn(`[cache refresh] ${path}: ${failures[0]}`)
}

// node:http, not fetch: fetch may not set the Host header.
function get(url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 10_000 }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('timeout', () => request.destroy(new Error('timed out')))
    request.on('error', reject)
  })
}
