/**
 * On-demand revalidation of ISR pages when editors publish. Payload hooks call
 * `requestRevalidation`, which asks this server's own `/api/revalidate` route (pages-router
 * `res.revalidate` only exists inside a request) to regenerate the affected pages.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { mobileTwin } from '@/lib/device'
import { DEFAULT_LOCALE, type Locale, LOCALES, localizedPath } from '@/lib/i18n/locales'

/**
 * `site`: every page (the chrome changed), those in `firstLocale` (the language the editor saved)
 * first; `paths`: these unprefixed paths, in every locale.
 */
export type RevalidationScope = { scope: 'site'; firstLocale?: Locale } | { scope: 'paths'; paths: string[] }

/**
 * Unprefixed paths of the statically generated pages that exist without any content, regenerated
 * first when the site chrome changes (homes and hubs before lists and documents).
 */
export const SITE_PAGES = [
  '/',
  '/business-college',
  '/industry',
  '/industry/report',
  '/lesson',
  '/QACommunity',
  '/IndustryNews',
  '/noviceGuide',
  '/resource',
  '/about',
  '/calculator',
  '/account',
  '/login',
  '/register',
  '/agreement',
  '/policy',
  '/data-methodology',
  '/pricing',
  '/m',
  '/m/about',
  '/m/product',
  '/m/calculator',
  '/m/pricing',
  '/m/download',
  '/m/QACommunity',
  '/m/register',
  '/m/agreement',
  '/m/policy',
  '/success',
  '/promote/mobile/success',
  '/404',
] as const

/** A site path we may regenerate: absolute, no scheme, host, dot segments or query. */
export function isRevalidatablePath(path: string): boolean {
  return /^\/[A-Za-z0-9\-_/]*$/.test(path) && !path.includes('//') && path.length <= 200
}

export const REVALIDATE_HEADER = 'x-revalidate-secret'

/** Derived from PAYLOAD_SECRET so operators have one secret less to manage. */
export function revalidationSecret(payloadSecret = process.env.PAYLOAD_SECRET || ''): string {
  return createHmac('sha256', payloadSecret).update('revalidate').digest('hex')
}

export function isValidRevalidationSecret(candidate: unknown): boolean {
  if (typeof candidate !== 'string' || !process.env.PAYLOAD_SECRET) return false
  const expected = Buffer.from(revalidationSecret())
  const given = Buffer.from(candidate)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Every public path (all locales) to regenerate for a scope. The chrome is on every page, so
 * `site` covers SITE_PAGES and then `contentPaths` (every list and document page, from the
 * sitemap): a header or footer edit reaches every page, not only those a visitor opens next.
 */
export function pathsToRevalidate(scope: RevalidationScope, contentPaths: readonly string[] = []): string[] {
  switch (scope.scope) {
    case 'site':
      return withLocales(withMobileTwins([...SITE_PAGES, ...contentPaths.filter(isRevalidatablePath)]))
    case 'paths':
      return withLocales(withMobileTwins(scope.paths.filter(isRevalidatablePath)))
  }
}

/** A page with a mobile twin (a QA list or question) is shown by both: both are regenerated. */
function withMobileTwins(paths: readonly string[]): string[] {
  return [...new Set(paths.flatMap((path) => [path, mobileTwin(path) ?? []].flat()))]
}

/**
 * `paths` with those in `locale` first, each group in its own order. A site-wide pass takes
 * seconds: the pages of the language the editor just saved are the ones someone is looking at.
 */
export function inLocaleFirst(paths: readonly string[], locale: Locale | undefined): string[] {
  if (!locale) return [...paths]
  const inLocale = (path: string) => (locale === DEFAULT_LOCALE ? !LOCALES.some((other) => other !== DEFAULT_LOCALE && (path === `/${other}` || path.startsWith(`/${other}/`))) : path === `/${locale}` || path.startsWith(`/${locale}/`))
  return [...paths.filter(inLocale), ...paths.filter((path) => !inLocale(path))]
}

function withLocales(paths: readonly string[]): string[] {
  return paths.flatMap((page) => LOCALES.map((locale) => localizedPath(page, locale)))
}

/** Where this server answers itself (the Next server the hook runs in). */
function internalOrigin(): string {
  return process.env.INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}`
}

type Logger = { warn: (msg: string) => void }

/**
 * Payload runs afterChange hooks inside the save's database transaction: a page regenerated
 * from there would read the old content (and keep the transaction open while it renders). So
 * the hook only starts this in the background; it waits until `isCommitted` sees the change
 * from outside the transaction, then asks for the regeneration. A scope given as a function
 * is worked out at that point (a document's list pages depend on the committed counts).
 */
export function revalidateAfterCommit(
  scope: RevalidationScope | (() => Promise<RevalidationScope>),
  isCommitted: () => Promise<boolean>,
  logger: Logger,
  timeoutMs = 10_000,
): Promise<void> {
  return (async () => {
    await waitUntil(isCommitted, timeoutMs, logger)
    try {
      await requestRevalidation(typeof scope === 'function' ? await scope() : scope, logger)
    } catch (error) {
      logger.warn(`Revalidation failed: ${String(error)}`)
    }
  })()
}

async function waitUntil(isCommitted: () => Promise<boolean>, timeoutMs: number, logger: Logger): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await isCommitted().catch(() => false))) {
    if (Date.now() > deadline) {
      logger.warn(`Revalidation: change not visible after ${timeoutMs} ms, regenerating anyway`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Never throws: a publish must not fail because a page could not be regenerated. */
export async function requestRevalidation(scope: RevalidationScope, logger: Logger): Promise<void> {
  try {
    const response = await fetch(`${internalOrigin()}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_HEADER]: revalidationSecret() },
      body: JSON.stringify(scope),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) logger.warn(`Revalidation of ${scope.scope} answered ${response.status}`)
  } catch (error) {
    logger.warn(`Revalidation of ${scope.scope} failed: ${String(error)}`)
  }
}
