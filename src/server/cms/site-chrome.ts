/**
 * Loads the header, footer and site settings for a page. A page must always render: when the
 * CMS is slow or down, it gets the last good chrome this process saw for that locale (or the
 * seed values), and a short revalidate so it heals once the database answers again.
 */
import type { Locale } from '@/lib/i18n/locales'
import { fallbackSiteChrome, type SiteChrome, toSiteChrome } from '@/lib/site-chrome'
import { cms } from './payload'
import { CMS_TIMEOUT_MS, withTimeout } from './with-timeout'
import { logger } from '@/server/platform/log'

export type LoadedChrome = { chrome: SiteChrome; fresh: boolean }

const lastGood = new Map<Locale, { chrome: SiteChrome; at: number }>()

export async function fetchSiteChrome(locale: Locale): Promise<SiteChrome> {
  const payload = await cms()
  const args = { locale, depth: 1, fallbackLocale: 'zh' as const }
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', ...args }),
    payload.findGlobal({ slug: 'footer', ...args }),
    payload.findGlobal({ slug: 'site-settings', ...args }),
  ])
  return toSiteChrome(header, footer, settings)
}

type LoadOptions = {
  /** Reuse chrome loaded less than this long ago instead of asking the CMS (default: always ask). */
  maxAgeMs?: number
  fetcher?: (locale: Locale) => Promise<SiteChrome>
}

/**
 * A site-wide regeneration pass renders hundreds of pages with the same, just saved chrome: it
 * is loaded once per locale for the whole pass instead of three CMS reads per page. Kept on
 * globalThis because the revalidation route and the pages are separate bundles of one process.
 */
type ChromePass = { chrome: Map<Locale, Promise<LoadedChrome>> }
const PASS_KEY = Symbol.for('ddqbt.siteChromePass')
const passHolder = globalThis as { [PASS_KEY]?: ChromePass }

/** Starts sharing chrome between page renders (loaded from now on); returns the function that ends it. */
export function beginChromePass(): () => void {
  const pass: ChromePass = { chrome: new Map() }
  passHolder[PASS_KEY] = pass
  return () => {
    if (passHolder[PASS_KEY] === pass) delete passHolder[PASS_KEY]
  }
}

export async function loadSiteChrome(locale: Locale, options: LoadOptions = {}): Promise<LoadedChrome> {
  const pass = passHolder[PASS_KEY]
  if (pass) {
    let shared = pass.chrome.get(locale)
    if (!shared) {
      shared = loadFreshChrome(locale, options)
      pass.chrome.set(locale, shared)
    }
    return shared
  }
  return loadFreshChrome(locale, options)
}

async function loadFreshChrome(locale: Locale, options: LoadOptions): Promise<LoadedChrome> {
  const { maxAgeMs = 0, fetcher = fetchSiteChrome } = options
  const cached = lastGood.get(locale)
  if (cached && Date.now() - cached.at < maxAgeMs) return { chrome: cached.chrome, fresh: true }
  try {
    const chrome = await withTimeout(fetcher(locale), CMS_TIMEOUT_MS, 'Loading site chrome')
    lastGood.set(locale, { chrome, at: Date.now() })
    return { chrome, fresh: true }
  } catch (error) {
    logger.error({ err: error, locale }, 'site chrome unavailable; serving the last good copy')
    return { chrome: cached?.chrome ?? fallbackSiteChrome(locale), fresh: false }
  }
}
