import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale, localizedPath } from './locales'

/** The Set-Cookie / document.cookie value that remembers a language choice for 365 days. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`
}

/** Splits a public path into its locale and the path without the prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLocale(first)) {
    const path = `/${rest.join('/')}`
    return { locale: first, path, prefixed: true }
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false }
}

/** Remember the choice and reload the current page in the chosen language (a full page load). */
export function switchLocale(locale: Locale): void {
  document.cookie = localeCookie(locale)
  const { path } = splitLocalePath(window.location.pathname)
  window.location.assign(localizedPath(path, locale) + window.location.search)
}
