/**
 * How the rankings show numbers (spec section 9). Counts and amounts go through formatCount
 * (src/lib/format/numbers.ts) with the page's language: the spec's "w" rule on the Chinese site,
 * the reader's compact notation in English and Russian (18K, 18 тыс.). Growth is a multiple with
 * one decimal and an "x", or "-" when there is none.
 */

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
