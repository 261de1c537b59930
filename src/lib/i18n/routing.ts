/**
 * Locale routing decision made by proxy.ts (pure, so unit tests can reach it): an unprefixed
 * (zh) path with a remembered en/ru choice goes to that language's prefix; everything else is
 * served as requested. (Next.js itself strips an explicit /zh prefix before the proxy runs.)
 */
import { DEFAULT_LOCALE, isLocale, localizedPath } from './locales'
import { splitLocalePath } from './switch-locale'

export type LocaleDecision = { redirect: string } | null

export function decideLocaleRoute(pathname: string, search: string, cookieLocale: string | undefined): LocaleDecision {
  const { path, prefixed } = splitLocalePath(pathname)
  if (!prefixed && isLocale(cookieLocale) && cookieLocale !== DEFAULT_LOCALE) {
    return { redirect: localizedPath(path, cookieLocale) + search }
  }
  return null
}
