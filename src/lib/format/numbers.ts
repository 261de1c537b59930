/** Number display rules (spec section 9 "Number display"), in the reader's language. */
import type { Locale } from '@/lib/i18n/locales'

type NumberInput = number | string | null | undefined

export type CountFormatOptions = {
  /** Amounts arrive in cents (fen/kopecks): divide by 100 first. */
  cents?: boolean
}

const EMPTY = '-'
const TEN_THOUSAND = 10_000

function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/** "1234.56" -> "1,234.6"; a zero fraction is left out ("873", not "873.0"). */
function grouped(abs: number): string {
  const [whole, fraction] = abs.toFixed(1).split('.')
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction && fraction !== '0' ? `.${fraction}` : ''}`
}

/** The spec's rule, kept on the Chinese site: 873, 1,234.6, 1.2w, 24w, 12,345.7w. */
function chinese(number: number, large: boolean): string {
  const abs = Math.abs(number)
  const text = large ? `${grouped(abs / TEN_THOUSAND)}w` : grouped(abs)
  return number < 0 ? `-${text}` : text
}

const formatters = new Map<string, Intl.NumberFormat>()
function intl(locale: Exclude<Locale, 'zh'>, compact: boolean): Intl.NumberFormat {
  const key = `${locale}:${compact}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, ...(compact ? { notation: 'compact' } : {}) })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * A count or amount shown to visitors (ranking cells, views, likes, answers, search facts): '-' when
 * there is none. Below 10,000 the number is written out with at most one decimal; from five
 * integer digits on it is shortened the way the reader's language does it:
 * - zh, the spec's rule: 873, 9,999, 1,234.6, 1.2w (12,345), 24w, 12,345.7w;
 * - en, the compact notation: 873, 9,999, 1,234.6, 12.3K, 18K, 1.2M;
 * - ru, likewise: 873, 9 999, 1 234,6, 12,3 тыс., 18 тыс., 1,2 млн (spaces are non-breaking).
 */
export function formatCount(value: NumberInput, locale: Locale, options: CountFormatOptions = {}): string {
  let number = toNumber(value)
  if (number === null) return EMPTY
  if (options.cents) number /= 100
  // Rounded first, so 9999.96 (which shows as 10,000) counts as five digits, and -0.04 shows as 0.
  const rounded = Math.round(Math.abs(number) * 10) / 10
  if (rounded === 0) number = 0
  const large = rounded >= TEN_THOUSAND
  return locale === 'zh' ? chinese(number, large) : intl(locale, large).format(number)
}

/**
 * i18next options for a count message such as "{{count}} views": the plural form follows the
 * number itself, the text shows it through formatCount ("4.7w 次阅读", "47.3K views").
 */
export function countMessage(value: number, locale: Locale): { count: number; replace: { count: string } } {
  return { count: value, replace: { count: formatCount(value, locale) } }
}

/** Growth already expressed as a multiple: (2.345, '倍') -> "2.3倍"; '-' when empty. */
export function formatGrowth(value: NumberInput, timesSuffix: string): string {
  const number = toNumber(value)
  return number === null ? EMPTY : `${number.toFixed(1)}${timesSuffix}`
}
