/** Number display rules (spec section 9 "Number display"). */

type NumberInput = number | string | null | undefined

export type NumberFormatOptions = {
  /** Decimal places; 1 by default. */
  decimals?: number
  /** Amounts arrive in cents (fen/kopecks): divide by 100 first. */
  fromCents?: boolean
}

const EMPTY = '-'
const TEN_THOUSAND = 10_000

function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

function withSeparators(fixed: string): string {
  const [integer, fraction] = fixed.split('.')
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

/**
 * 1234 -> "1,234", 12.345 -> "12.3", 123456 -> "12.3w", 123456789 -> "12,345.7w"; '-' when empty.
 * Numbers with five or more integer digits are shown in units of 10,000 ("w") with a fixed
 * number of decimals; smaller ones keep at most that many decimals (so counts stay integers).
 */
export function formatNumber(value: NumberInput, options: NumberFormatOptions = {}): string {
  const { decimals = 1, fromCents = false } = options
  let number = toNumber(value)
  if (number === null) return EMPTY
  if (fromCents) number /= 100
  const sign = number < 0 ? '-' : ''
  const abs = Math.abs(number)
  if (abs >= TEN_THOUSAND) return `${sign}${withSeparators((abs / TEN_THOUSAND).toFixed(decimals))}w`
  let fixed = abs.toFixed(decimals)
  if (fixed.includes('.')) fixed = fixed.replace(/\.?0+$/, '')
  return fixed === '0' ? '0' : `${sign}${withSeparators(fixed)}`
}

/** Growth already expressed as a multiple: (2.345, '倍') -> "2.3倍"; '-' when empty. */
export function formatGrowth(value: NumberInput, timesSuffix: string): string {
  const number = toNumber(value)
  return number === null ? EMPTY : `${number.toFixed(1)}${timesSuffix}`
}
