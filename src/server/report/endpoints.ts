/**
 * The report service's rankings: /api/ozon-report-service/v1 + path → which snapshot, read with
 * the spec's query names (section 7). Answers come from the newest stored snapshot on or before
 * today (demo data says so: `demo: true`).
 */
import { z } from 'zod'

import { isMainCategoryId, type Period, type RankingKind } from './catalog'
import type { RankingRow } from './import-file'

/** `1` or `2` in a query string (absent: the default). */
const oneOrTwo = (messageKey: string, fallback: 1 | 2) =>
  z.preprocess((value) => (value === undefined || value === '' ? fallback : Number(value)), z.union([z.literal(1), z.literal(2)], { error: messageKey }))

/** One of the 12 main categories (the query names it typeId, or pId for subcategories). */
const mainCategory = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.number({ error: 'invalidCategory' }).refine(isMainCategoryId, 'invalidCategory'),
)
const category = z.object({ typeId: mainCategory })

const byTypeAndDate = category.extend({ dateType: oneOrTwo('invalidDateType', 1) })

export type RankingQuery = { kind: RankingKind; typeId: number; period: Period }

export type RankingEndpoint = {
  schema: z.ZodType
  /** Which snapshot the validated query reads. */
  snapshot(query: Record<string, unknown>): RankingQuery
  /** What of its rows is answered (all of them by default). */
  rows?(rows: RankingRow[], query: Record<string, unknown>): RankingRow[]
}

const period = (dateType: unknown): Period => (dateType === 2 ? 'week' : 'day')

/** The top N by a field, ranks renumbered. */
const topBy = (field: string, count: number) => (rows: RankingRow[]) =>
  [...rows]
    .sort((a, b) => Number(b[field] ?? 0) - Number(a[field] ?? 0))
    .slice(0, count)
    .map((row, index) => ({ ...row, rank: index + 1 }))

export const REPORT_ENDPOINTS: Record<string, RankingEndpoint> = {
  // Hot goods, soaring shops: a category's day or week ranking.
  '/goods-ranking/list': { schema: byTypeAndDate, snapshot: (q) => ({ kind: 'good', typeId: q.typeId as number, period: period(q.dateType) }) },
  '/mall-soar/soaringList': { schema: byTypeAndDate, snapshot: (q) => ({ kind: 'soarMall', typeId: q.typeId as number, period: period(q.dateType) }) },
  // Hot search words; rankingType 2 orders them by clicks instead of searches.
  '/popularize/keywordList': {
    schema: byTypeAndDate.extend({ rankingType: oneOrTwo('invalidRankingType', 1) }),
    snapshot: (q) => ({ kind: 'keyword', typeId: q.typeId as number, period: period(q.dateType) }),
    rows: (rows, q) => (q.rankingType === 2 ? topBy('clickHeat', rows.length)(rows) : rows),
  },
  // The ten brands with the most sales (salesOrGmv 1) or the largest sales amount (2).
  '/brand-grail/brandSalesGmvTop10': {
    schema: category.extend({ salesOrGmv: oneOrTwo('invalidSalesOrGmv', 1), dayOrWeek: oneOrTwo('invalidDateType', 1) }),
    snapshot: (q) => ({ kind: 'brand', typeId: q.typeId as number, period: period(q.dayOrWeek) }),
    rows: (rows, q) => topBy(q.salesOrGmv === 2 ? 'gmv' : 'sales', 10)(rows),
  },
  // Soaring goods (today's), hot subcategories of a main category.
  '/goods-growth/list': { schema: category, snapshot: (q) => ({ kind: 'soarGood', typeId: q.typeId as number, period: 'day' }) },
  '/industry-trend/hotSalesTypes': { schema: z.object({ pId: mainCategory }), snapshot: (q) => ({ kind: 'category', typeId: q.pId as number, period: 'day' }) },
}
