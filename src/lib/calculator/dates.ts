/** Days for the calculator: Ozon and the Central Bank of Russia count them in Moscow time. */
const MOSCOW_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' })

/** YYYY-MM-DD in Moscow. */
export const moscowDay = (at: Date = new Date()): string => MOSCOW_DAY.format(at)

export const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** A rate older than this (days before the day calculated for) is flagged on the page. */
export const STALE_RATE_DAYS = 3
