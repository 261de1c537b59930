/**
 * Where each kind of the daily hot ranking comes from: the report-service call and query for a
 * main category's day ranking. The home page renders the first category on the server through
 * the same calls, and the browser asks them for the others.
 */
import type { ReportAnswers } from '@/server/report/endpoints'

import type { RankingKind } from './catalog'
import type { OriginFilter } from './origin'

export const REPORT_API = '/api/ozon-report-service/v1'

/** The report-service paths of the daily rankings (Extract: a path the service no longer has fails the typecheck). */
type RankingPath = Extract<keyof ReportAnswers, '/goods-ranking/list' | '/industry-trend/hotSalesTypes' | '/popularize/keywordList' | '/goods-growth/list' | '/mall-soar/soaringList' | '/brand-grail/brandSalesGmvTop10'>

export type RankingSource = { path: RankingPath; query: Record<string, string> }

/** The sellers' filter as a query (the goods and shop calls take it; nothing when every seller is asked for). */
const sellers = (origin: OriginFilter | null | undefined): Record<string, string> => (origin ? { origin } : {})

export const DAILY_RANKING_SOURCES: Record<RankingKind, (typeId: number, origin?: OriginFilter | null) => RankingSource> = {
  good: (typeId, origin) => ({ path: '/goods-ranking/list', query: { typeId: String(typeId), dateType: '1', ...sellers(origin) } }),
  category: (typeId) => ({ path: '/industry-trend/hotSalesTypes', query: { pId: String(typeId) } }),
  keyword: (typeId) => ({ path: '/popularize/keywordList', query: { typeId: String(typeId), dateType: '1', rankingType: '1' } }),
  soarGood: (typeId, origin) => ({ path: '/goods-growth/list', query: { typeId: String(typeId), ...sellers(origin) } }),
  soarMall: (typeId, origin) => ({ path: '/mall-soar/soaringList', query: { typeId: String(typeId), dateType: '1', ...sellers(origin) } }),
  brand: (typeId) => ({ path: '/brand-grail/brandSalesGmvTop10', query: { typeId: String(typeId), salesOrGmv: '1', dayOrWeek: '1' } }),
}

/** How many rows of each ranking the home shows. */
export const HOME_RANKING_ROWS = 10

/**
 * One ranking as the report service answers it; `origins` (goods and shops): whether its rows say
 * where their sellers are, so the sellers' filter means something.
 */
export type RankingList = { date: string | null; updatedAt: string | null; demo: boolean; origins?: boolean; list: Array<{ rank: number } & Record<string, string | number | null>> }
