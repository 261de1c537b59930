/**
 * The profit calculator's data: a tariff version (what Ozon and its partner carriers charge from
 * an effective date) and a calculation's inputs. Decimals are strings ('12.5'), whole numbers
 * (grams, centimetres) numbers. Built from the CMS by src/server/calculator/tariffs.ts.
 */

export const SCHEMES = ['fbo', 'fbs', 'rfbs'] as const
export type Scheme = (typeof SCHEMES)[number]

/** Ozon's service levels of partner delivery (labels in locales/<lang>/calculator.json). */
export const SERVICE_LEVELS = ['extraSmall', 'budget', 'small', 'big', 'premiumSmall', 'premiumBig', 'express'] as const
export type ServiceLevel = (typeof SERVICE_LEVELS)[number]

export const CURRENCIES = ['CNY', 'RUB'] as const
export type Currency = (typeof CURRENCIES)[number]

export type TariffCategory = { code: string; name: string }

/** Commission of one category under one scheme: one percentage per price band of the version. */
export type CommissionRow = { category: string; scheme: Scheme; percents: string[] }

/** What Ozon charges per order under a scheme besides the commission (FBO, FBS; rFBS: none). */
export type SchemeFee = {
  scheme: Scheme
  /** Per order, RUB (processing, the drop-off). */
  perOrderRub: string
  /** Per litre of the product's volume, RUB (Ozon's volume-based logistics). */
  perLiterRub: string
  /** Last mile: a percentage of what the buyer pays, at least min and at most max RUB. */
  lastMilePercent: string
  lastMileMinRub: string
  /** Null: no maximum. */
  lastMileMaxRub: string | null
}

/** One partner carrier at one service level. Limits: null means none. */
export type CarrierRate = {
  /** `carrier:level`, unique in a version. */
  id: string
  carrier: string
  level: ServiceLevel
  schemes: Scheme[]
  currency: Currency
  perParcel: string
  /** Charged per started step of the chargeable weight. */
  perStep: string
  stepGrams: number
  /** cm³ per kg: volumetric grams = L × W × H × 1000 / divisor. Null: actual weight only. */
  volumetricDivisor: number | null
  minWeightG: number | null
  maxWeightG: number | null
  /** The longest side. */
  maxSideCm: number | null
  /** Length + width + height. */
  maxSumCm: number | null
  /** Declared value (what the buyer pays), RUB. */
  minValueRub: string | null
  maxValueRub: string | null
  /** Delivery time, as the carrier states it ('12-18'). */
  days: string
}

export type ExchangeRate = { date: string; rubPerCny: string; source: string }

export type Tariffs = {
  id: number
  title: string
  /** What changed, for sellers (the reader's language). */
  note: string
  /** YYYY-MM-DD. */
  effectiveFrom: string
  isDemo: boolean
  /** Upper bounds of the commission's price bands, RUB, ascending; the last band has none. */
  bandsUpToRub: string[]
  acquiringPercent: string
  categories: TariffCategory[]
  commissions: CommissionRow[]
  schemeFees: SchemeFee[]
  carriers: CarrierRate[]
}

/** Every input as typed (strings from the form or the URL); checked by readInput. */
export type RawInput = {
  purchaseCny: string
  freightCny: string
  otherCny: string
  weightG: string
  lengthCm: string
  widthCm: string
  heightCm: string
  category: string
  scheme: string
  /** A carrier rate's id, or '' for the cheapest eligible one. */
  carrier: string
  priceRub: string
  discountPercent: string
  adsPercent: string
  returnPercent: string
  /** What to find: the profit of these inputs, the sale price for a target, or the highest purchase price. */
  mode: string
  targetMarginPercent: string
  /** For the highest purchase price: keep a margin or a profit per unit. */
  purchaseTarget: string
  targetProfitCny: string
}

export const MODES = ['profit', 'price', 'purchase'] as const
export type Mode = (typeof MODES)[number]
export const PURCHASE_TARGETS = ['margin', 'profit'] as const
export type PurchaseTarget = (typeof PURCHASE_TARGETS)[number]

export const INPUT_FIELDS = [
  'purchaseCny',
  'freightCny',
  'otherCny',
  'weightG',
  'lengthCm',
  'widthCm',
  'heightCm',
  'category',
  'scheme',
  'carrier',
  'priceRub',
  'discountPercent',
  'adsPercent',
  'returnPercent',
  'mode',
  'targetMarginPercent',
  'purchaseTarget',
  'targetProfitCny',
] as const satisfies ReadonlyArray<keyof RawInput>

/** A published tariff version, as the date picker lists it. */
export type VersionSummary = { id: number; title: string; effectiveFrom: string; isDemo: boolean }

/** What the page needs for one day: that day's tariffs and rate, and every version to choose from. */
export type CalculatorData = {
  /** The day calculated for (YYYY-MM-DD, Moscow). */
  date: string
  /** Today in Moscow when this was read (the page marks earlier and scheduled versions). */
  today: string
  /** Null: no version takes effect on or before the date. */
  tariffs: Tariffs | null
  /** The newest rate on or before the date; `stale` when older than STALE_RATE_DAYS. Null: none at all. */
  rate: (ExchangeRate & { stale: boolean }) | null
  versions: VersionSummary[]
}
