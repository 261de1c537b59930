/**
 * How the rankings show numbers (spec section 9): five or more integer digits are divided by
 * 10,000 and carry the suffix "w"; thousands separators; one decimal at most (a whole number
 * under 10,000 shows none: "873", not "873.0"); amounts kept in cents may be divided by 100 first.
 * Growth is a multiple with one decimal and an "x", or "-" when there is none.
 */

const grouped = (value: number, decimals: number) => {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.')
  const sign = value < 0 ? '-' : ''
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction && Number(fraction) !== 0 ? `.${fraction}` : ''}`
}

export function formatNumber(value: number | null | undefined, options: { cents?: boolean } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-'
  const amount = options.cents ? value / 100 : value
  // Rounded first, so 9999.96 (which shows as 10,000) is counted with five digits.
  if (Math.abs(Math.round(amount * 10) / 10) >= 10_000) return `${grouped(amount / 10_000, 1)}w`
  return grouped(amount, 1)
}

export function formatGrowth(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-'
  return `${value.toFixed(1)}x`
}

/** A product's sales amount: its price times its day's sales (spec section 3). */
export function salesAmount(price: unknown, daySales: unknown): number | null {
  const p = Number(price)
  const s = Number(daySales)
  return price === null || daySales === null || !Number.isFinite(p) || !Number.isFinite(s) ? null : Math.round(p * s * 100) / 100
}
