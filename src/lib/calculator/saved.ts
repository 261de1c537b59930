/**
 * A seller's saved calculations: how one is kept (its link's query, every input written out and
 * the tariff day pinned, so it reads back the same whatever the page's defaults become) and what a
 * comparison shows of it (./summary.ts). Pure and light (no engine): the calculator's save form
 * and /account load it.
 */
import { isDay } from './dates'
import { INPUT_FIELDS, type RawInput, type Tariffs } from './types'
import { DATE_KEY, defaultsFor, fromQuery, QUERY_KEYS } from './url-state'

export const MAX_SAVED_CALCULATIONS = 50
/** Side by side on /account: more columns no longer fit a screen or a printed page. */
export const MAX_COMPARED = 5
export const CALCULATION_NAME_MAX = 60
/** Far above what a written-out calculation takes (about 250 characters). */
export const SAVED_QUERY_MAX = 2000

/** What is wrong with a name, as a key of locales/<lang>/service.json (null: nothing). */
export function nameProblem(name: string): 'calculationNameRequired' | 'calculationNameTooLong' | null {
  const trimmed = name.trim()
  if (!trimmed) return 'calculationNameRequired'
  return trimmed.length > CALCULATION_NAME_MAX ? 'calculationNameTooLong' : null
}

/** The query a calculation is saved as: every input, then the tariff day. */
export function savedQuery(input: RawInput, date: string): string {
  const query = new URLSearchParams()
  for (const field of INPUT_FIELDS) query.set(QUERY_KEYS[field], input[field])
  query.set(DATE_KEY, date)
  return query.toString()
}

/** The days the calculator takes (its tariffs call refuses others). */
export const isCalculatorDay = (date: string) => isDay(date) && date >= '2000-01-01' && date <= '2100-12-31'

/** The tariff day of a saved query (null when it has none, or not a day the calculator takes). */
export function savedDate(query: string): string | null {
  const date = new URLSearchParams(query).get(DATE_KEY)
  return date && isCalculatorDay(date) ? date : null
}

/** A saved calculation read back: its inputs over the defaults of its tariffs. */
export function savedInput(query: string, tariffs: Tariffs | null): RawInput {
  return fromQuery(Object.fromEntries(new URLSearchParams(query)), defaultsFor(tariffs)).input
}
