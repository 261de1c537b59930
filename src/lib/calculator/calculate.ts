/**
 * The profit of one unit sold on Ozon, and the two reverse questions (the sale price for a target
 * margin; the highest purchase price for a target margin or profit). Pure and exact (money.ts):
 * the page runs it on every keystroke, the server on saved calculations.
 *
 * The model (docs/features.md, "Profit calculator"), per unit ordered, in RUB:
 * - revenue = sale price × (1 − promotion discount): what the buyer pays;
 * - commission = revenue × the category's percentage under the scheme, in the band of the revenue;
 * - acquiring, advertising = revenue × their percentages;
 * - logistics = the partner carrier's parcel fee + started weight steps × the step's rate, on the
 *   chargeable weight (the higher of actual and volumetric weight);
 * - Ozon's scheme fees = per order + per litre of volume + last mile (a percentage of revenue, at
 *   least its minimum, at most its maximum);
 * - returns = return rate × (revenue − commission − acquiring): a returned unit earns nothing, and
 *   cross-border goods, their freight and their logistics are spent all the same;
 * - purchase, domestic freight and other costs in CNY at the day's rate.
 * profit = revenue − everything else; margin = profit / revenue; ROI = profit / (purchase + freight).
 */
import type { Input } from './input'
import { type Big, cents, centsDown, centsUp, Decimal, max, min, ONE, percentOf, plain, share, ZERO } from './money'
import type { CarrierRate, SchemeFee, Tariffs } from './types'

export type WeightInfo = { actualG: number; volumetricG: number | null; chargeableG: number; applied: 'actual' | 'volumetric' }
export type IneligibleKey = 'scheme' | 'tooLight' | 'tooHeavy' | 'sideTooLong' | 'sidesTooLong' | 'valueTooLow' | 'valueTooHigh'
export type Ineligible = { key: IneligibleKey; limit: string }
export type CarrierQuote = { rate: CarrierRate; reasons: Ineligible[]; weight: WeightInfo; cost: string; costRub: string }

export type ComparedCarrier = CarrierQuote & { profitRub: string | null }

export const LINES = ['revenue', 'commission', 'acquiring', 'advertising', 'logistics', 'ozonFees', 'returns', 'purchase', 'freight', 'other'] as const
export type Line = (typeof LINES)[number]

export type Outcome = {
  /** The sale price and purchase price of this outcome (a reverse mode fills in what it found). */
  priceRub: string
  purchaseCny: string
  lines: Record<Line, string>
  commissionPercent: string
  /** The carrier whose cost is in `logistics`; null when none can take the parcel. */
  carrier: CarrierQuote | null
  profitRub: string
  profitCny: string
  marginPercent: string | null
  roiPercent: string | null
}

export type Calculation = {
  outcome: Outcome
  /** Every carrier serving the scheme: eligible ones cheapest first (with the profit each leaves), then the others with why not. */
  carriers: ComparedCarrier[]
  /** The lowest sale price at which the profit is not negative; null when none is. */
  breakEvenPriceRub: string | null
  /** A reverse mode that has no answer (the percentages alone exceed the target, or the sale price cannot carry the costs). */
  impossible: boolean
}

/** Everything that does not depend on the sale price. */
type Fixed = { liters: Big; costsRub: Big; purchaseRub: Big; freightRub: Big; otherRub: Big; fee: SchemeFee | null }

const rub = (cny: Big, rate: Big) => cents(cny.times(rate))

export function weightOf(input: Pick<Input, 'weightG' | 'lengthCm' | 'widthCm' | 'heightCm'>, rate: Pick<CarrierRate, 'volumetricDivisor' | 'stepGrams'>): WeightInfo {
  const actualG = Number(input.weightG)
  const volume = input.lengthCm.times(input.widthCm).times(input.heightCm)
  const volumetricG = rate.volumetricDivisor ? Number(volume.times(1000).div(rate.volumetricDivisor).round(0, Decimal.roundUp)) : null
  const heavier = volumetricG !== null && volumetricG > actualG ? volumetricG : actualG
  const step = Math.max(1, rate.stepGrams)
  return { actualG, volumetricG, chargeableG: Math.ceil(heavier / step) * step, applied: volumetricG !== null && volumetricG > actualG ? 'volumetric' : 'actual' }
}

/** What a carrier charges for this parcel and what it refuses whatever the price: computed once per input. */
const parcelQuotes = new WeakMap<Input, Map<CarrierRate, { quote: CarrierQuote; rubPerCny: Big }>>()

function parcelQuote(input: Input, rate: CarrierRate, rubPerCny: Big): CarrierQuote {
  let quotes = parcelQuotes.get(input)
  if (!quotes) parcelQuotes.set(input, (quotes = new Map()))
  const known = quotes.get(rate)
  if (known && known.rubPerCny === rubPerCny) return known.quote
  const weight = weightOf(input, rate)
  const steps = Math.ceil(weight.chargeableG / Math.max(1, rate.stepGrams))
  const cost = cents(Decimal(rate.perParcel).plus(Decimal(rate.perStep).times(steps)))
  const costRub = rate.currency === 'RUB' ? cost : rub(cost, rubPerCny)
  const reasons: Ineligible[] = []
  const sides = [input.lengthCm, input.widthCm, input.heightCm]
  const longest = sides.reduce((a, b) => max(a, b))
  const sum = sides.reduce((a, b) => a.plus(b))
  if (!rate.schemes.includes(input.scheme)) reasons.push({ key: 'scheme', limit: rate.schemes.join(', ') })
  if (rate.minWeightG !== null && weight.actualG < rate.minWeightG) reasons.push({ key: 'tooLight', limit: String(rate.minWeightG) })
  if (rate.maxWeightG !== null && weight.chargeableG > rate.maxWeightG) reasons.push({ key: 'tooHeavy', limit: String(rate.maxWeightG) })
  if (rate.maxSideCm !== null && longest.gt(rate.maxSideCm)) reasons.push({ key: 'sideTooLong', limit: String(rate.maxSideCm) })
  if (rate.maxSumCm !== null && sum.gt(rate.maxSumCm)) reasons.push({ key: 'sidesTooLong', limit: String(rate.maxSumCm) })
  const quote = { rate, reasons, weight, cost: plain(cost), costRub: plain(costRub) }
  quotes.set(rate, { quote, rubPerCny })
  return quote
}

/** What a carrier charges for the parcel, and why it cannot take it (declared value: the revenue). */
export function quoteCarrier(input: Input, rate: CarrierRate, revenue: Big | null, rubPerCny: Big): CarrierQuote {
  const base = parcelQuote(input, rate, rubPerCny)
  const reasons = [...base.reasons]
  if (revenue && rate.minValueRub !== null && revenue.lt(rate.minValueRub)) reasons.push({ key: 'valueTooLow', limit: rate.minValueRub })
  if (revenue && rate.maxValueRub !== null && revenue.gt(rate.maxValueRub)) reasons.push({ key: 'valueTooHigh', limit: rate.maxValueRub })
  return { ...base, reasons }
}

/** Eligible first, cheapest first; then the others (ties by id, so the order is stable). */
function byCost(a: CarrierQuote, b: CarrierQuote): number {
  const eligible = Number(b.reasons.length === 0) - Number(a.reasons.length === 0)
  if (eligible) return eligible
  const cost = Decimal(a.costRub).cmp(Decimal(b.costRub))
  return cost || a.rate.id.localeCompare(b.rate.id)
}

function fixedOf(input: Input, tariffs: Tariffs, rubPerCny: Big, purchaseCny: Big): Fixed {
  const purchaseRub = rub(purchaseCny, rubPerCny)
  const freightRub = rub(input.freightCny, rubPerCny)
  const otherRub = rub(input.otherCny, rubPerCny)
  const liters = input.lengthCm.times(input.widthCm).times(input.heightCm).times('0.001')
  const fee = tariffs.schemeFees.find((row) => row.scheme === input.scheme) ?? null
  return { liters, purchaseRub, freightRub, otherRub, costsRub: purchaseRub.plus(freightRub).plus(otherRub), fee }
}

function bandIndex(tariffs: Tariffs, revenue: Big): number {
  const index = tariffs.bandsUpToRub.findIndex((upTo) => revenue.lte(upTo))
  return index < 0 ? tariffs.bandsUpToRub.length : index
}

function commissionPercent(input: Input, tariffs: Tariffs, band: number): Big {
  const row = tariffs.commissions.find((entry) => entry.category === input.category && entry.scheme === input.scheme)
  const percents = row?.percents ?? ['0']
  return Decimal(percents[Math.min(band, percents.length - 1)] ?? '0')
}

function lastMile(fee: SchemeFee | null, revenue: Big): Big {
  if (!fee) return ZERO
  const percent = revenue.times(share(Decimal(fee.lastMilePercent)))
  const atLeast = max(percent, Decimal(fee.lastMileMinRub))
  return cents(fee.lastMileMaxRub === null ? atLeast : min(atLeast, Decimal(fee.lastMileMaxRub)))
}

function ozonFees(fee: SchemeFee | null, liters: Big, revenue: Big): Big {
  if (!fee) return ZERO
  return cents(Decimal(fee.perOrderRub).plus(Decimal(fee.perLiterRub).times(liters))).plus(lastMile(fee, revenue))
}

/** Quotes of every carrier serving the scheme, at this revenue. */
export function quoteCarriers(input: Input, tariffs: Tariffs, revenue: Big | null, rubPerCny: Big): CarrierQuote[] {
  return tariffs.carriers
    .filter((rate) => rate.schemes.includes(input.scheme))
    .map((rate) => quoteCarrier(input, rate, revenue, rubPerCny))
    .sort(byCost)
}

/** The carrier of a calculation: the one chosen (eligible or not, it says), else the cheapest eligible. */
function carrierFor(input: Input, tariffs: Tariffs, revenue: Big, rubPerCny: Big, fixedCarrier?: CarrierRate): CarrierQuote | null {
  const chosen = fixedCarrier ?? tariffs.carriers.find((rate) => rate.id === input.carrier)
  if (chosen) return quoteCarrier(input, chosen, revenue, rubPerCny)
  const best = quoteCarriers(input, tariffs, revenue, rubPerCny)[0]
  return best && best.reasons.length === 0 ? best : null
}

/** Every line and the profit, in Big: what the solvers check over and over (no divisions). */
type Settled = { revenue: Big; profit: Big; percent: Big; carrier: CarrierQuote | null; lines: Record<Line, Big>; invested: Big }

function settle(input: Input, tariffs: Tariffs, rubPerCny: Big, priceRub: Big, purchaseCny: Big, fixedCarrier?: CarrierRate): Settled {
  const fixed = fixedOf(input, tariffs, rubPerCny, purchaseCny)
  const revenue = cents(priceRub.times(ONE.minus(share(input.discountPercent))))
  const percent = commissionPercent(input, tariffs, bandIndex(tariffs, revenue))
  const commission = cents(revenue.times(share(percent)))
  const acquiring = cents(revenue.times(share(Decimal(tariffs.acquiringPercent))))
  const advertising = cents(revenue.times(share(input.adsPercent)))
  const carrier = carrierFor(input, tariffs, revenue, rubPerCny, fixedCarrier)
  const logistics = carrier ? Decimal(carrier.costRub) : ZERO
  const fees = ozonFees(fixed.fee, fixed.liters, revenue)
  const returns = cents(revenue.minus(commission).minus(acquiring).times(share(input.returnPercent)))
  const profit = revenue.minus(commission).minus(acquiring).minus(advertising).minus(logistics).minus(fees).minus(returns).minus(fixed.costsRub)
  const lines: Record<Line, Big> = {
    revenue,
    commission,
    acquiring,
    advertising,
    logistics,
    ozonFees: fees,
    returns,
    purchase: fixed.purchaseRub,
    freight: fixed.freightRub,
    other: fixed.otherRub,
  }
  return { revenue, profit, percent, carrier, lines, invested: fixed.purchaseRub.plus(fixed.freightRub) }
}

/** The profit of the inputs at this sale price and purchase price. */
export function evaluate(input: Input, tariffs: Tariffs, rubPerCny: Big, priceRub: Big, purchaseCny: Big, fixedCarrier?: CarrierRate): Outcome {
  const { revenue, profit, percent, carrier, lines, invested } = settle(input, tariffs, rubPerCny, priceRub, purchaseCny, fixedCarrier)
  const margin = percentOf(profit, revenue)
  const roi = percentOf(profit, invested)
  return {
    priceRub: plain(priceRub),
    purchaseCny: plain(purchaseCny),
    lines: Object.fromEntries(Object.entries(lines).map(([line, value]) => [line, plain(value)])) as Record<Line, string>,
    commissionPercent: plain(percent),
    carrier,
    profitRub: plain(profit),
    profitCny: plain(cents(profit.div(rubPerCny))),
    marginPercent: margin === null ? null : plain(margin),
    roiPercent: roi === null ? null : plain(roi),
  }
}

/** Profit ≥ target margin × revenue, exactly (not the rounded percentage). */
const meetsMargin = (settled: Pick<Settled, 'profit' | 'revenue'>, marginPercent: Big) => settled.profit.gte(settled.revenue.times(share(marginPercent)))

/** A few kopecks of rounding at most separate the exact answer from a price that meets the target. */
const ROUNDING_STEPS = 50

/**
 * The lowest sale price whose margin reaches `marginPercent` with this carrier. Profit is linear
 * in revenue between breakpoints (the commission's price bands, where the last mile reaches its
 * minimum or maximum, the carrier's declared-value limits): each piece is solved exactly,
 * lowest first, and the answer rounded up to the kopeck and checked by `evaluate`.
 */
function priceFor(input: Input, tariffs: Tariffs, rubPerCny: Big, marginPercent: Big, carrier: CarrierRate | null): Big | null {
  const fixed = fixedOf(input, tariffs, rubPerCny, input.purchaseCny)
  const keep = ONE.minus(share(input.discountPercent))
  const quote = carrier ? quoteCarrier(input, carrier, null, rubPerCny) : null
  if (quote && quote.reasons.length) return null
  const logistics = quote ? Decimal(quote.costRub) : ZERO
  const fee = fixed.fee
  const perOrder = fee ? cents(Decimal(fee.perOrderRub).plus(Decimal(fee.perLiterRub).times(fixed.liters))) : ZERO
  const costs = fixed.costsRub.plus(logistics).plus(perOrder)
  const lowest = carrier?.minValueRub ? Decimal(carrier.minValueRub) : ZERO
  const highest = carrier?.maxValueRub ? Decimal(carrier.maxValueRub) : null

  const cuts = new Set<string>(tariffs.bandsUpToRub)
  const mile = fee ? share(Decimal(fee.lastMilePercent)) : ZERO
  if (fee && mile.gt(ZERO)) {
    cuts.add(plain(Decimal(fee.lastMileMinRub).div(mile)))
    if (fee.lastMileMaxRub !== null) cuts.add(plain(Decimal(fee.lastMileMaxRub).div(mile)))
  }
  const bounds = [...cuts].map((cut) => Decimal(cut)).filter((cut) => cut.gt(lowest) && (!highest || cut.lt(highest)))
  bounds.sort((a, b) => a.cmp(b))
  const edges = [lowest, ...bounds, ...(highest ? [highest] : [])]
  const target = share(marginPercent)
  const acquiring = share(Decimal(tariffs.acquiringPercent))
  const ads = share(input.adsPercent)
  const returns = share(input.returnPercent)

  for (let i = 0; i < edges.length; i++) {
    const from = edges[i] as Big
    const to = edges[i + 1] ?? null
    // Inside the piece (from, to]: its commission and last-mile regime.
    const inside = to ? from.plus(to).div(2) : from.plus(1)
    const commission = share(commissionPercent(input, tariffs, bandIndex(tariffs, inside)))
    const mileHere = fee ? inside.times(mile) : ZERO
    const mileFixed = !fee ? ZERO : mileHere.lt(fee.lastMileMinRub) ? Decimal(fee.lastMileMinRub) : fee.lastMileMaxRub !== null && mileHere.gt(fee.lastMileMaxRub) ? Decimal(fee.lastMileMaxRub) : null
    const kept = ONE.minus(commission).minus(acquiring)
    const slope = kept.minus(ads).minus(returns.times(kept)).minus(mileFixed === null ? mile : ZERO)
    const constant = costs.plus(mileFixed ?? ZERO)
    if (slope.minus(target).lte(ZERO)) continue
    const exact = constant.div(slope.minus(target))
    const revenue = exact.gt(from) ? exact : from.plus('0.01')
    if (to && revenue.gt(to)) continue
    // Rounding each line to the kopeck moves the answer by a few kopecks either way.
    const meets = (price: Big) => {
      const outcome = settle(input, tariffs, rubPerCny, price, input.purchaseCny, carrier ?? undefined)
      return { ok: meetsMargin(outcome, marginPercent) && (!outcome.carrier || outcome.carrier.reasons.length === 0), tooHigh: outcome.carrier?.reasons.some((reason) => reason.key === 'valueTooHigh') }
    }
    let price = centsUp(revenue.div(keep))
    for (let step = 0; step < ROUNDING_STEPS; step++) {
      const { ok, tooHigh } = meets(price)
      if (tooHigh) break
      if (ok) {
        for (let back = 0; back < ROUNDING_STEPS && price.gt('0.01') && meets(price.minus('0.01')).ok; back++) price = price.minus('0.01')
        return price
      }
      price = price.plus('0.01')
    }
  }
  return null
}

/** The lowest sale price reaching the margin: with the chosen carrier, or the best of those that can take the parcel. */
export function salePriceFor(input: Input, tariffs: Tariffs, rubPerCny: Big, marginPercent: Big): Big | null {
  const chosen = tariffs.carriers.find((rate) => rate.id === input.carrier)
  const candidates = chosen ? [chosen] : quoteCarriers(input, tariffs, null, rubPerCny).filter((quote) => quote.reasons.length === 0).map((quote) => quote.rate)
  const prices = candidates.length ? candidates.map((rate) => priceFor(input, tariffs, rubPerCny, marginPercent, rate)) : [priceFor(input, tariffs, rubPerCny, marginPercent, null)]
  const found = prices.filter((price): price is Big => price !== null)
  return found.length ? found.reduce((a, b) => min(a, b)) : null
}

/** The highest purchase price (CNY, to the fen, rounded down) that keeps the target at this sale price. */
export function purchasePriceFor(input: Input, tariffs: Tariffs, rubPerCny: Big): Big | null {
  const free = settle(input, tariffs, rubPerCny, input.priceRub, ZERO)
  const wanted = input.purchaseTarget === 'margin' ? free.revenue.times(share(input.targetMarginPercent)) : input.targetProfitCny.times(rubPerCny)
  const room = free.profit.minus(wanted)
  if (room.lt(ZERO)) return null
  let purchase = centsDown(room.div(rubPerCny))
  for (let step = 0; step < ROUNDING_STEPS && purchase.gte(ZERO); step++) {
    const outcome = settle(input, tariffs, rubPerCny, input.priceRub, purchase)
    if (input.purchaseTarget === 'margin' ? meetsMargin(outcome, input.targetMarginPercent) : outcome.profit.gte(wanted)) return purchase
    purchase = purchase.minus('0.01')
  }
  return null
}

/** Everything the page shows for the inputs. */
export function calculate(input: Input, tariffs: Tariffs, rubPerCny: Big): Calculation {
  let price = input.priceRub
  let purchase = input.purchaseCny
  let impossible = false
  if (input.mode === 'price') {
    const found = salePriceFor(input, tariffs, rubPerCny, input.targetMarginPercent)
    impossible = found === null
    price = found ?? ZERO
  } else if (input.mode === 'purchase') {
    const found = purchasePriceFor(input, tariffs, rubPerCny)
    impossible = found === null
    purchase = found ?? ZERO
  }
  const settled = { ...input, priceRub: price, purchaseCny: purchase }
  const outcome = evaluate(settled, tariffs, rubPerCny, price, purchase)
  const revenue = Decimal(outcome.lines.revenue)
  const breakEven = salePriceFor(settled, tariffs, rubPerCny, ZERO)
  const quotes = quoteCarriers(settled, tariffs, impossible && input.mode === 'price' ? null : revenue, rubPerCny)
  return {
    outcome,
    carriers: quotes.map((quote) => ({ ...quote, profitRub: quote.reasons.length || impossible ? null : evaluate(settled, tariffs, rubPerCny, price, purchase, quote.rate).profitRub })),
    breakEvenPriceRub: breakEven ? plain(breakEven) : null,
    impossible,
  }
}

