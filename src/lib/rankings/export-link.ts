/** The address of a ranking's CSV (src/server/exports/rankings.ts): an API path, without a language prefix. */
import type { Locale } from '@/lib/i18n/locales'
import type { Period, RankingKind } from './catalog'
import type { OriginFilter } from './origin'

export function rankingCsvHref(kind: RankingKind, query: { typeId: number; period?: Period; origin?: OriginFilter | null; date?: string | null; locale: Locale }): string {
  const params = new URLSearchParams({ typeId: String(query.typeId), dateType: query.period === 'week' ? '2' : '1' })
  if (query.origin) params.set('origin', query.origin)
  if (query.date) params.set('date', query.date)
  params.set('lang', query.locale)
  return `/api/rankings/${kind}.csv?${params.toString()}`
}
