/**
 * The calculator's inputs, checked the same way in the browser, in the URL and on the server (a
 * saved calculation): each field says what is wrong with it in words the page translates
 * (locales/<lang>/calculator.json, `problem.*`). Nothing here throws.
 */
import { type Big, Decimal } from './money'
import { MODES, type Mode, PURCHASE_TARGETS, type PurchaseTarget, type RawInput, SCHEMES, type Scheme, type Tariffs } from './types'

export type ProblemKey = 'required' | 'notNumber' | 'tooLong' | 'tooManyDecimals' | 'tooSmall' | 'tooLarge' | 'unknown' | 'notOffered'
export type Problem = { key: ProblemKey; limit?: string }
export type Problems = Partial<Record<keyof RawInput, Problem>>

export type Input = {
  purchaseCny: Big
  freightCny: Big
  otherCny: Big
  weightG: Big
  lengthCm: Big
  widthCm: Big
  heightCm: Big
  category: string
  scheme: Scheme
  carrier: string
  priceRub: Big
  discountPercent: Big
  adsPercent: Big
  returnPercent: Big
  mode: Mode
  targetMarginPercent: Big
  purchaseTarget: PurchaseTarget
  targetProfitCny: Big
}

/** Longest text a field takes (more is refused, not cut). */
export const MAX_FIELD_LENGTH = 24

type NumberRule = { min: string; max: string; decimals: number; optional?: boolean; minExclusive?: boolean }

export const NUMBER_RULES = {
  purchaseCny: { min: '0', max: '1000000', decimals: 2 },
  freightCny: { min: '0', max: '100000', decimals: 2, optional: true },
  otherCny: { min: '0', max: '100000', decimals: 2, optional: true },
  weightG: { min: '1', max: '1000000', decimals: 0 },
  lengthCm: { min: '0.1', max: '1000', decimals: 1 },
  widthCm: { min: '0.1', max: '1000', decimals: 1 },
  heightCm: { min: '0.1', max: '1000', decimals: 1 },
  priceRub: { min: '0.01', max: '100000000', decimals: 2 },
  discountPercent: { min: '0', max: '99.99', decimals: 2, optional: true },
  adsPercent: { min: '0', max: '100', decimals: 2, optional: true },
  returnPercent: { min: '0', max: '99.99', decimals: 2, optional: true },
  targetMarginPercent: { min: '0', max: '99.99', decimals: 2, optional: true },
  targetProfitCny: { min: '0', max: '1000000', decimals: 2, optional: true },
} as const satisfies Partial<Record<keyof RawInput, NumberRule>>

type NumberField = keyof typeof NUMBER_RULES

/** A decimal as people type it: digits, one '.' or ',' (Russian), spaces between thousands. */
const DECIMAL = /^\d+(?:[.,]\d+)?$/

export function readNumber(text: string | undefined, rule: NumberRule): Big | Problem {
  const typed = (text ?? '').trim()
  if (typed.length > MAX_FIELD_LENGTH) return { key: 'tooLong', limit: String(MAX_FIELD_LENGTH) }
  const compact = typed.replace(/[\s\u00a0\u202f]/g, '')
  if (!compact) return rule.optional ? Decimal(0) : { key: 'required' }
  if (!DECIMAL.test(compact)) return { key: 'notNumber' }
  const normal = compact.replace(',', '.')
  const decimals = normal.includes('.') ? normal.length - normal.indexOf('.') - 1 : 0
  if (decimals > rule.decimals) return { key: 'tooManyDecimals', limit: String(rule.decimals) }
  const value = Decimal(normal)
  if (value.lt(rule.min)) return { key: 'tooSmall', limit: rule.min }
  if (value.gt(rule.max)) return { key: 'tooLarge', limit: rule.max }
  return value
}

const isProblem = (value: unknown): value is Problem => typeof value === 'object' && value !== null && 'key' in value

/** Which fields the mode needs: the unknown of a reverse mode is not asked for. */
export function fieldsOf(mode: Mode): NumberField[] {
  const all = Object.keys(NUMBER_RULES) as NumberField[]
  return all.filter((field) => {
    if (field === 'purchaseCny') return mode !== 'purchase'
    if (field === 'priceRub') return mode !== 'price'
    if (field === 'targetMarginPercent' || field === 'targetProfitCny') return mode !== 'profit'
    return true
  })
}

export function readInput(raw: Partial<RawInput>, tariffs: Tariffs): { ok: true; input: Input } | { ok: false; problems: Problems } {
  const problems: Problems = {}
  const mode = (MODES as readonly string[]).includes(raw.mode ?? '') ? (raw.mode as Mode) : 'profit'
  const purchaseTarget = (PURCHASE_TARGETS as readonly string[]).includes(raw.purchaseTarget ?? '') ? (raw.purchaseTarget as PurchaseTarget) : 'margin'
  const numbers = {} as Record<NumberField, Big>
  const asked = fieldsOf(mode)
  for (const field of Object.keys(NUMBER_RULES) as NumberField[]) {
    if (!asked.includes(field)) {
      numbers[field] = Decimal(0)
      continue
    }
    const value = readNumber(raw[field], NUMBER_RULES[field])
    if (isProblem(value)) problems[field] = value
    else numbers[field] = value
  }
  const scheme = raw.scheme as Scheme
  if (!(SCHEMES as readonly string[]).includes(raw.scheme ?? '')) problems.scheme = raw.scheme ? { key: 'unknown' } : { key: 'required' }
  if (!tariffs.categories.some((category) => category.code === raw.category)) problems.category = raw.category ? { key: 'unknown' } : { key: 'required' }
  // A category Ozon does not sell under this scheme (no commission row in the version).
  else if (!problems.scheme && !tariffs.commissions.some((row) => row.category === raw.category && row.scheme === scheme)) problems.scheme = { key: 'notOffered' }
  const carrier = raw.carrier ?? ''
  if (carrier && !tariffs.carriers.some((rate) => rate.id === carrier)) problems.carrier = { key: 'unknown' }
  if (Object.keys(problems).length) return { ok: false, problems }
  return { ok: true, input: { ...numbers, category: raw.category as string, scheme, carrier, mode, purchaseTarget } }
}
