/**
 * What /account's comparison shows of a saved calculation: the calculation re-computed with the
 * tariffs and rate of its day (the user service runs it; src/server/calculator/saved.ts).
 */
import { calculate } from './calculate'
import { readInput } from './input'
import { Decimal } from './money'
import { savedDate, savedInput } from './saved'
import type { ExchangeRate, Tariffs } from './types'

/** What a comparison shows of one calculation (money as exact decimal strings). */
export type CalculationSummary =
  | {
      status: 'ok'
      date: string
      tariffsTitle: string
      isDemo: boolean
      rubPerCny: string
      mode: string
      scheme: string
      category: string
      /** The carrier and level in the logistics line; null when none can take the parcel. */
      carrier: { name: string; level: string } | null
      priceRub: string
      purchaseCny: string
      revenueRub: string
      profitRub: string
      profitCny: string
      marginPercent: string | null
      roiPercent: string | null
      breakEvenPriceRub: string | null
      /** A reverse mode without an answer: the numbers are those of a price or purchase of 0. */
      impossible: boolean
    }
  /** No tariffs or rate for its day (they were deleted), or inputs the tariffs no longer take. */
  | { status: 'noTariffs' | 'invalid'; date: string | null }

export function summarize(query: string, tariffs: Tariffs | null, rate: ExchangeRate | null): CalculationSummary {
  const date = savedDate(query)
  if (!date || !tariffs || !rate) return { status: 'noTariffs', date }
  const read = readInput(savedInput(query, tariffs), tariffs)
  if (!read.ok) return { status: 'invalid', date }
  const { outcome, breakEvenPriceRub, impossible } = calculate(read.input, tariffs, Decimal(rate.rubPerCny))
  const carrier = outcome.carrier?.rate
  return {
    status: 'ok',
    date,
    tariffsTitle: tariffs.title,
    isDemo: tariffs.isDemo,
    rubPerCny: rate.rubPerCny,
    mode: read.input.mode,
    scheme: read.input.scheme,
    category: tariffs.categories.find((category) => category.code === read.input.category)?.name ?? read.input.category,
    carrier: carrier ? { name: carrier.carrier, level: carrier.level } : null,
    priceRub: outcome.priceRub,
    purchaseCny: outcome.purchaseCny,
    revenueRub: outcome.lines.revenue,
    profitRub: outcome.profitRub,
    profitCny: outcome.profitCny,
    marginPercent: outcome.marginPercent,
    roiPercent: outcome.roiPercent,
    breakEvenPriceRub,
    impossible,
  }
}
