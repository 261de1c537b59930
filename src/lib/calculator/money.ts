/**
 * Exact decimal money for the profit calculator: big.js, never binary floats. Amounts travel as
 * strings ('1234.50'). Rounding rules (docs/features.md, "Profit calculator"):
 * - every money line is rounded to the kopeck / fen, half up (as a statement shows it);
 * - a CNY amount becomes RUB at the day's rate, rounded to the kopeck, half up;
 * - a price the reverse modes find is rounded to the minor unit in the seller's favour of the
 *   target: a sale price up, a purchase price down.
 */
import BigConstructor, { type Big } from 'big.js'

/** Our own constructor: settings here never change another user of big.js. */
export const Decimal = BigConstructor()
// Places kept by a division (the solver's exact answers are checked to the kopeck afterwards).
Decimal.DP = 12
Decimal.RM = Decimal.roundHalfUp

export type { Big }

export const ZERO = Decimal(0)
export const ONE = Decimal(1)
export const HUNDRED = Decimal(100)

/** A decimal in plain notation ('0.0000001', never '1e-7'). */
export const plain = (value: Big): string => value.toFixed()

/** To the kopeck or fen, half up. */
export const cents = (value: Big): Big => value.round(2, Decimal.roundHalfUp)
export const centsUp = (value: Big): Big => value.round(2, Decimal.roundUp)
export const centsDown = (value: Big): Big => value.round(2, Decimal.roundDown)

const ONE_HUNDREDTH = Decimal('0.01')

/** A percentage (12.5) as a factor (0.125): a multiplication, exact and cheaper than a division. */
export const share = (percent: Big): Big => percent.times(ONE_HUNDREDTH)

/** `part` as a percentage of `whole`, to 0.01 %, half up; null when `whole` is zero. */
export function percentOf(part: Big, whole: Big): Big | null {
  if (whole.eq(ZERO)) return null
  return part.times(HUNDRED).div(whole).round(2, Decimal.roundHalfUp)
}

export const max = (a: Big, b: Big): Big => (a.gte(b) ? a : b)
export const min = (a: Big, b: Big): Big => (a.lte(b) ? a : b)
