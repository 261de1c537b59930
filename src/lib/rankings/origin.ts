/**
 * Where a ranked product's or shop's seller is registered (the snapshot's optional
 * `sellerCountry`, an ISO 3166 two-letter code), and the filters a cross-border seller asks for:
 * the China zone (sellers in mainland China or Hong Kong, Ozon's "China" section), cross-border
 * (sellers outside Russia) and local (sellers in Russia). Rows without a country are shown only
 * unfiltered: nobody can say where they belong.
 */
import type { RankingKind } from './catalog'

export const SELLER_COUNTRY_FIELD = 'sellerCountry'
/** The ranking kinds whose rows have a seller: goods and shops. */
export const ORIGIN_KINDS: readonly RankingKind[] = ['good', 'soarGood', 'soarMall']
export const ORIGIN_FILTERS = ['china', 'crossBorder', 'local'] as const
export type OriginFilter = (typeof ORIGIN_FILTERS)[number]

const CHINA_ZONE = new Set(['CN', 'HK'])

export const hasOrigins = (kind: RankingKind) => ORIGIN_KINDS.includes(kind)

export function isOriginFilter(value: unknown): value is OriginFilter {
  return typeof value === 'string' && (ORIGIN_FILTERS as readonly string[]).includes(value)
}

/** A stored country code, or null (absent, blank, not two letters). */
export function sellerCountryOf(row: Record<string, unknown>): string | null {
  const value = row[SELLER_COUNTRY_FIELD]
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : null
}

/** Whether a seller from `country` belongs to the filter (an unknown country to none). */
export function countryMatches(country: string | null, filter: OriginFilter): boolean {
  if (country === null) return false
  if (filter === 'china') return CHINA_ZONE.has(country)
  if (filter === 'local') return country === 'RU'
  return country !== 'RU'
}

/** The rows of a ranking from sellers of the filter (all without one); ranks stay the ranking's. */
export function filterByOrigin<R extends Record<string, unknown>>(rows: readonly R[], filter: OriginFilter | null | undefined): R[] {
  return filter ? rows.filter((row) => countryMatches(sellerCountryOf(row), filter)) : [...rows]
}

/** Whether any row says where its seller is (a ranking imported without the column does not). */
export const rowsHaveOrigins = (rows: readonly Record<string, unknown>[]) => rows.some((row) => sellerCountryOf(row) !== null)
