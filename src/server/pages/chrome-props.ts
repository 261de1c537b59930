/**
 * Props every content page needs: UI strings, the site chrome from the CMS, and the data for
 * canonical and hreflang links. Route files call this from getStaticProps.
 */
import { toLocale, type Locale } from '@/lib/i18n/locales'
import type { SiteChrome } from '@/lib/site-chrome'
import { pageTranslations } from '@/server/i18n/translations'
import { loadSiteChrome } from '@/server/cms/site-chrome'
import { pageRegenerations } from '@/server/platform/metrics'

export type ChromePageProps = {
  chrome: SiteChrome
  /** Absolute origin for canonical / hreflang URLs. */
  siteUrl: string
  /** This page's path without a locale prefix. */
  path: string
  locale: Locale
}

/**
 * Every page with the site chrome also carries the `auth` strings: the top bar opens the login
 * and register sheets, the guest guide and the registration popup on any page.
 */
export const CHROME_NAMESPACES = ['common', 'auth']

function withChromeNamespaces(namespaces: string[] = []): string[] {
  return [...new Set([...CHROME_NAMESPACES, ...namespaces])]
}

/** `next build` prerendering, not a visitor's request (no metrics, build-time fallbacks). */
export const IS_BUILD = process.env.NEXT_PHASE === 'phase-production-build'

/** How long a generated page is served before it is regenerated in the background. */
export const REVALIDATE_SECONDS = Number(process.env.ISR_REVALIDATE_SECONDS || 300)
/** After a CMS failure, try again soon. */
export const RETRY_SECONDS = 10

export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
}

export async function chromePageProps(
  rawLocale: string | undefined,
  path: string,
  namespaces?: string[],
): Promise<{ props: ChromePageProps; revalidate: number }> {
  const locale = toLocale(rawLocale)
  const [translations, { chrome, fresh }] = await Promise.all([pageTranslations(locale, withChromeNamespaces(namespaces)), loadSiteChrome(locale)])
  if (!IS_BUILD) pageRegenerations.inc({ outcome: fresh ? 'ok' : 'fallback' })
  return {
    props: { ...translations, chrome, siteUrl: siteUrl(), path, locale },
    revalidate: fresh ? REVALIDATE_SECONDS : RETRY_SECONDS,
  }
}
