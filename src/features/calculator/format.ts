/**
 * Money and percentages of the calculator in the reader's language. Intl formats the decimal
 * strings themselves (never through a binary float), with two decimals.
 */
import type { Locale } from '@/lib/i18n/locales'

const TAGS: Record<Locale, string> = { zh: 'zh-CN', en: 'en-GB', ru: 'ru-RU' }
const cache = new Map<string, Intl.NumberFormat>()

function formatter(locale: Locale, currency: 'CNY' | 'RUB' | null, digits = 2): Intl.NumberFormat {
  const key = `${locale}:${currency}:${digits}`
  let format = cache.get(key)
  if (!format) {
    format = new Intl.NumberFormat(TAGS[locale], currency ? { style: 'currency', currency, currencyDisplay: 'symbol', minimumFractionDigits: 2, maximumFractionDigits: 2 } : { minimumFractionDigits: 0, maximumFractionDigits: digits })
    cache.set(key, format)
  }
  return format
}

/** Intl's typing predates string decimals (ES2023); engines take them and keep every digit. */
const exact = (value: string) => value as unknown as number

export const formatMoney = (value: string, currency: 'CNY' | 'RUB', locale: Locale) => formatter(locale, currency).format(exact(value))
export const formatNumber = (value: string | number, locale: Locale) => formatter(locale, null).format(exact(String(value)))
export const formatPercent = (value: string | null, locale: Locale) => (value === null ? '—' : `${formatNumber(value, locale)} %`)
/** An exchange rate, with the 4 decimals the Central Bank publishes. */
export const formatRate = (value: string, locale: Locale) => formatter(locale, null, 4).format(exact(value))
