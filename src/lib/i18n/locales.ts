/** The site's languages. zh is the default and has no URL prefix; en and ru live under /en and /ru. */
export const LOCALES = ['zh', 'en', 'ru'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh'

/** Cookie that remembers the visitor's language choice (spec section 9: 365 days). */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/** The value for <html lang> and hreflang. */
export const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en', ru: 'ru' }

/** Public path of `path` (which has no locale prefix) in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}
