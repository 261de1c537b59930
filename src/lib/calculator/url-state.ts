/**
 * A calculation in the URL (shareable, bookmarkable): short query keys, only what differs from
 * the defaults, and the tariff date when it is not today's. What comes back from a URL is raw
 * text, checked by readInput like anything typed.
 */
import { isDay } from './dates'
import { INPUT_FIELDS, type RawInput, type Tariffs } from './types'

/** Query key of each input (kept short: people paste these links into chats). */
export const QUERY_KEYS = {
  purchaseCny: 'p',
  freightCny: 'f',
  otherCny: 'o',
  weightG: 'w',
  lengthCm: 'l',
  widthCm: 'wd',
  heightCm: 'h',
  category: 'c',
  scheme: 's',
  carrier: 'k',
  priceRub: 'pr',
  discountPercent: 'd',
  adsPercent: 'a',
  returnPercent: 'r',
  mode: 'm',
  targetMarginPercent: 't',
  purchaseTarget: 'pt',
  targetProfitCny: 'tp',
} as const satisfies Record<keyof RawInput, string>

export const DATE_KEY = 'date'

/** A first calculation that makes sense for a small cross-border parcel. */
export const DEFAULT_INPUT: RawInput = {
  purchaseCny: '30',
  freightCny: '2',
  otherCny: '1',
  weightG: '300',
  lengthCm: '20',
  widthCm: '15',
  heightCm: '5',
  category: 'home',
  scheme: 'rfbs',
  carrier: '',
  priceRub: '1200',
  discountPercent: '10',
  adsPercent: '5',
  returnPercent: '3',
  mode: 'profit',
  targetMarginPercent: '20',
  purchaseTarget: 'margin',
  targetProfitCny: '10',
}

/** The defaults for these tariffs: their first category when the usual one is not in them. */
export function defaultsFor(tariffs: Tariffs | null): RawInput {
  const categories = tariffs?.categories ?? []
  if (!categories.length || categories.some((category) => category.code === DEFAULT_INPUT.category)) return DEFAULT_INPUT
  return { ...DEFAULT_INPUT, category: categories[0]?.code ?? '' }
}

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The inputs a URL carries over `defaults` (anything longer than a field takes is cut, then refused by readInput). */
export function fromQuery(query: Query, defaults: RawInput): { input: RawInput; carried: boolean; date: string | null } {
  const input = { ...defaults }
  let carried = false
  for (const field of INPUT_FIELDS) {
    const value = first(query[QUERY_KEYS[field]])
    if (typeof value !== 'string') continue
    input[field] = value.slice(0, 64)
    carried = true
  }
  const date = first(query[DATE_KEY])
  return { input, carried, date: date && isDay(date) ? date : null }
}

/** The query of a calculation: what differs from the defaults, and a date other than today's. */
export function toQuery(input: RawInput, defaults: RawInput, date: string | null): Record<string, string> {
  const query: Record<string, string> = {}
  for (const field of INPUT_FIELDS) {
    if (input[field] !== defaults[field]) query[QUERY_KEYS[field]] = input[field]
  }
  if (date) query[DATE_KEY] = date
  return query
}
