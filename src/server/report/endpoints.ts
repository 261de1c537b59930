/**
 * The report service's surface: /api/ozon-report-service/v1 + path → query rules and answer
 * (spec section 7, one table like the user service's). All calls are GETs but translate/translate
 * (a JSON body). Rankings answer from
 * the newest stored snapshot on or before today (demo data says so: `demo: true`), or from
 * REPORT_API_UPSTREAM when it is set and answers; content calls answer from the CMS; the top-up
 * calls record a seller's application.
 */
import { z } from 'zod'

import { isStorableText } from '@/lib/text/storable'
import { productView } from '@/server/user/accounts'
import { sellerCategories } from '@/server/user/categories'
import { loadCustomerService } from '@/server/content/customer-service'
import { isMainCategoryId, MAIN_CATEGORY_IDS, type Period, type RankingKind } from '@/lib/rankings/catalog'
import { filterByOrigin, ORIGIN_FILTERS, type OriginFilter, rowsHaveOrigins } from '@/lib/rankings/origin'
import { marketSurvey, searchGoods, searchKeywords, searchShops, topFiveByCategory } from './derived'
import type { RankingRow } from './import-file'
import { categoryName } from './names'
import { appVersion, DICTIONARY_KEYS, dictionary, hotArticles, imageWindows, liveNotice } from './site-data'
import { latestSnapshot, latestSnapshotsOfKind, type StoredSnapshot } from './snapshots'
import { applyForTopUp } from './top-ups'
import { dayOf, type RequestContext, type SellerContext } from '@/server/http/context'
import { translateSchema, translateText } from './translate'
import type { ReportAnswerOf } from '@/server/http/answers'
import type { GuardedEndpoint } from '@/server/http/pipeline'

/**
 * How long browsers and shared caches may keep an answer: a day's ranking changes once a day,
 * content when an editor saves; a seller's own or a caller's own answer is never shared.
 */
export type CachePolicy = 'ranking' | 'content' | 'private'

/** `D`: what `run` gives, answered under `F` (the answer's field); kept for the browser's types. */
export type ReportEndpoint<D = unknown, F extends string = string> = {
  /** GET (the query is the input) unless the row says; a POST's input is its JSON body. */
  method: 'GET' | 'POST'
  schema: z.ZodType
  /** `session`: a logged-in seller's call (401 otherwise); `writes`: it changes something, so it needs Control-T. */
  auth: 'none' | 'session'
  /**
   * What a guest (no session cookie) is told with the 401: the general "log in to see more"
   * unless the call is the top-up dialog's application, whose own text says what logging in is for.
   */
  loginPrompt?: 'loginRequired' | 'topUpLoginRequired'
  writes?: boolean
  cache: CachePolicy
  /** Budgets spent before `run` (src/server/http/pipeline.ts). */
  limits?: GuardedEndpoint['limits']
  /** Answered by REPORT_API_UPSTREAM when set; ours on its failure. */
  upstream?: boolean
  /** The answer's field (default `data`; the spec spells two `playLoad` and `playload`). */
  answerField?: F
  /** The answer's `data` (a seller's row gets a SellerContext: the builder below types it so). */
  run(ctx: RequestContext, input: never): Promise<D>
  /** What this site adds to the upstream's answer (the sellers' origin filter, which it does not know). */
  fromUpstream?(data: unknown, input: never): unknown
}

// Query rules. Every message is a key of locales/<lang>/service.json.

/** `1` or `2` in a query string (absent: the default). */
export const oneOrTwo = (messageKey: string, fallback: 1 | 2) =>
  z.preprocess((value) => (value === undefined || value === '' ? fallback : Number(value)), z.union([z.literal(1), z.literal(2)], { error: messageKey }))

/** A whole number from a query string in [min, max] (absent: the default). */
const wholeNumber = (messageKey: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN),
    z.number({ error: messageKey }).int(messageKey).min(min, messageKey).max(max, messageKey),
  )

/** One of the 12 main categories (the query names it typeId, or pId for subcategories). */
export const mainCategory = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.number({ error: 'invalidCategory' }).refine(isMainCategoryId, 'invalidCategory'),
)

/** Trimmed text of 1..max characters (spaces collapsed). */
const text = (messageKey: string, max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value), z.string({ error: messageKey }).min(1, messageKey).max(max, messageKey).refine(isStorableText, 'invalidText'))

/** What the header searches (spec section 3's history types): 1 goods, 2 shops, 4 search words (absent: 4). */
const searchType = z.preprocess(
  (value) => (value === undefined || value === '' ? 4 : typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
  z.union([z.literal(1), z.literal(2), z.literal(4)], { error: 'invalidSearchType' }),
)

const category = z.object({ typeId: mainCategory })
const byTypeAndDate = category.extend({ dateType: oneOrTwo('invalidDateType', 1) })
/** The sellers' origin filter of goods and shops (absent or empty: every seller). */
export const origin = z.object({
  origin: z.preprocess((value) => (value === '' ? undefined : value), z.enum(ORIGIN_FILTERS, { error: 'invalidOrigin' }).optional()),
})
const nothing = z.object({})

// Answers.

type RankingQuery = { kind: RankingKind; typeId: number; period: Period }
const period = (dateType: unknown): Period => (dateType === 2 ? 'week' : 'day')

/** The top N by a field, ranks renumbered. */
const topBy = (field: string, count: number) => (rows: RankingRow[]) =>
  [...rows]
    .sort((a, b) => Number(b[field] ?? 0) - Number(a[field] ?? 0))
    .slice(0, count)
    .map((row, index) => ({ ...row, rank: index + 1 }))

/** When the newest of these snapshots was written (ISO), or null. */
function lastUpdate(snapshots: readonly StoredSnapshot[]): string | null {
  const times = snapshots.flatMap((s) => (s.importedAt ? [s.importedAt.getTime()] : []))
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null
}

/** A ranking read from one snapshot; `rows` picks or reorders what is answered (all by default). */
function ranking<S extends z.ZodType>(schema: S, snapshot: (q: z.output<S>) => RankingQuery, rows?: (rows: RankingRow[], q: z.output<S>) => RankingRow[]) {
  return {
    method: 'GET',
    schema,
    auth: 'none',
    cache: 'ranking',
    upstream: true,
    run: async (ctx, query: z.output<S>) => {
      const found = await latestSnapshot(ctx.db, snapshot(query), dayOf(ctx.now))
      const list = found ? (rows ? rows(found.rows, query) : found.rows) : []
      // `origins`: the ranking says where its sellers are, so the origin filter means something.
      return { date: found?.date ?? null, updatedAt: found?.importedAt?.toISOString() ?? null, demo: found?.source === 'demo', origins: found ? rowsHaveOrigins(found.rows) : false, list }
    },
  } satisfies ReportEndpoint<{ date: string | null; updatedAt: string | null; demo: boolean; origins: boolean; list: RankingRow[] }, 'data'>
}

type CallOptions<F extends string> = Omit<ReportEndpoint, 'schema' | 'run' | 'method' | 'answerField'> & { method?: ReportEndpoint['method']; answerField?: F }

/** Any other call: `run` receives exactly the schema's output; a seller's row (`auth: 'session'`) a non-null session. */
function call<S extends z.ZodType, D, F extends string = 'data'>(schema: S, options: CallOptions<F> & { auth: 'none' }, run: (ctx: RequestContext, input: z.output<S>) => Promise<D>): ReportEndpoint<D, F>
function call<S extends z.ZodType, D, F extends string = 'data'>(schema: S, options: CallOptions<F> & { auth: 'session' }, run: (ctx: SellerContext, input: z.output<S>) => Promise<D>): ReportEndpoint<D, F>
function call(schema: z.ZodType, options: CallOptions<string>, run: (ctx: SellerContext, input: never) => Promise<unknown>): ReportEndpoint {
  return { method: 'GET', schema, ...options, run: run as ReportEndpoint['run'] }
}

const named = (ctx: RequestContext) => (typeId: number) => categoryName(ctx.locale, typeId)
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

/** A seller's application (its row spends the daily allowance: a 429 with Retry-After beyond it). */
const applyAsSeller = (ctx: SellerContext, kind: 'goods' | 'mall', target: string) => applyForTopUp(ctx.db, ctx.session.seller.id, kind, target)
const TOP_UP_BUDGET = [['topUpPerSellerDay', 'seller']] as const

/**
 * A goods or shop ranking with the sellers' origin filter (`origin`): on our snapshots, and on an
 * upstream's answer too (an upstream without countries answers `origins: false` and no row for a filter).
 */
function originRanking<S extends z.ZodObject>(schema: S, snapshot: (q: z.output<S>) => RankingQuery) {
  const withFilter = schema.extend(origin.shape)
  const fromUpstream = (data: unknown, input: { origin?: OriginFilter }) => {
    const answer = data as { list?: unknown } | null
    if (!answer || !Array.isArray(answer.list)) return data
    const rows = answer.list as RankingRow[]
    // `origins` unfiltered too: the home shows the filter only for rankings that have countries.
    return { ...answer, origins: rowsHaveOrigins(rows), list: filterByOrigin(rows, input.origin) }
  }
  const endpoint = ranking(withFilter, (q) => snapshot(q as z.output<S>), (rows, q) => filterByOrigin(rows, (q as { origin?: OriginFilter }).origin))
  return { ...endpoint, fromUpstream: fromUpstream as ReportEndpoint['fromUpstream'] }
}

const REPORT_ROWS = {
  // Hot goods, soaring shops: a category's day or week ranking.
  // Hot goods, soaring shops (and soaring goods below) take the sellers' origin filter.
  '/goods-ranking/list': originRanking(byTypeAndDate, (q) => ({ kind: 'good', typeId: q.typeId, period: period(q.dateType) })),
  '/mall-soar/soaringList': originRanking(byTypeAndDate, (q) => ({ kind: 'soarMall', typeId: q.typeId, period: period(q.dateType) })),
  // Hot search words; rankingType 2 orders them by clicks instead of searches.
  '/popularize/keywordList': ranking(
    byTypeAndDate.extend({ rankingType: oneOrTwo('invalidRankingType', 1) }),
    (q) => ({ kind: 'keyword', typeId: q.typeId, period: period(q.dateType) }),
    (rows, q) => (q.rankingType === 2 ? topBy('clickHeat', rows.length)(rows) : rows),
  ),
  // The ten brands with the most sales (salesOrGmv 1) or the largest sales amount (2).
  '/brand-grail/brandSalesGmvTop10': ranking(
    category.extend({ salesOrGmv: oneOrTwo('invalidSalesOrGmv', 1), dayOrWeek: oneOrTwo('invalidDateType', 1) }),
    (q) => ({ kind: 'brand', typeId: q.typeId, period: period(q.dayOrWeek) }),
    (rows, q) => topBy(q.salesOrGmv === 2 ? 'gmv' : 'sales', 10)(rows),
  ),
  // Soaring goods (today's), hot subcategories of a main category.
  '/goods-growth/list': originRanking(category, (q) => ({ kind: 'soarGood', typeId: q.typeId, period: 'day' })),
  '/industry-trend/hotSalesTypes': ranking(z.object({ pId: mainCategory }), (q) => ({ kind: 'category', typeId: q.pId, period: 'day' })),

  // The 12 main categories (the home's category picker), and each one's five hottest goods.
  '/cat/homeCat': call(nothing, { auth: 'none', cache: 'content', upstream: true }, async (ctx) => ({
    list: MAIN_CATEGORY_IDS.map((typeId) => ({ typeId, typeName: categoryName(ctx.locale, typeId) })),
  })),
  '/cat/dataTop5': call(z.object({ typeId: mainCategory.optional() }), { auth: 'none', cache: 'ranking', upstream: true }, async (ctx, q) => {
    const goods = await latestSnapshotsOfKind(ctx.db, 'good', 'day', dayOf(ctx.now))
    return { list: topFiveByCategory(q.typeId === undefined ? goods : goods.filter((s) => s.typeId === q.typeId), named(ctx)) }
  }),
  // The header search (searchType, ours: 4 search words, the default; 1 goods; 2 shops, as spec
  // section 3's history types) across the categories' latest day.
  '/keyword/officialNetSearch': call(
    z.object({ keyWord: text('invalidKeyword', 100), typeId: mainCategory.optional(), pageSize: wholeNumber('invalidPageSize', 1, 100, 20), searchType: searchType }),
    { auth: 'none', cache: 'ranking', upstream: true },
    async (ctx, q) => {
      const kind = q.searchType === 1 ? 'good' : q.searchType === 2 ? 'soarMall' : 'keyword'
      const latest = await latestSnapshotsOfKind(ctx.db, kind, 'day', dayOf(ctx.now))
      const snapshots = q.typeId === undefined ? latest : latest.filter((s) => s.typeId === q.typeId)
      const search = q.searchType === 1 ? searchGoods : q.searchType === 2 ? searchShops : searchKeywords
      return { list: search(snapshots, q.keyWord, q.pageSize, named(ctx)) }
    },
  ),
  // The market by main category: sales, sales amount and their change over a week.
  '/trend-survey/surveyData': call(nothing, { auth: 'none', cache: 'ranking', upstream: true }, async (ctx) => {
    const latest = await latestSnapshotsOfKind(ctx.db, 'category', 'day', dayOf(ctx.now))
    const newest = latest.reduce<string | null>((max, s) => (max === null || s.date > max ? s.date : max), null)
    // Each category against its own ranking exactly a week before its latest day (none: no growth).
    const weekBefore = (await Promise.all(latest.map((s) => latestSnapshot(ctx.db, { kind: 'category', typeId: s.typeId, period: 'day' }, daysBefore(s.date, 7))))).filter(
      (base, index): base is NonNullable<typeof base> => base !== null && base.date === daysBefore(latest[index]!.date, 7),
    )
    return { date: newest, updatedAt: lastUpdate(latest), demo: latest.some((s) => s.source === 'demo'), list: marketSurvey(latest, weekBefore, named(ctx)) }
  }),

  // From the CMS: hot articles (isArticle 1) or courses (0), a page at a time.
  '/qbt4-article/hotArticleInfoList': call(
    z.object({
      isArticle: z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.union([z.literal(0), z.literal(1)], { error: 'invalidIsArticle' })),
      pageNum: wholeNumber('invalidPageNum', 1, 10_000, 1),
      pageSize: wholeNumber('invalidPageSize', 1, 50, 10),
    }),
    { auth: 'none', cache: 'content' },
    (ctx, q) => hotArticles(ctx.payload, ctx.locale, q),
  ),
  '/dictionaries/getDictionariesOne': call(
    z.object({ dictionariesKey: z.enum(DICTIONARY_KEYS, { error: 'invalidDictionaryKey' }), userIdentity: wholeNumber('invalidUserIdentity', 0, 9, 0) }),
    { auth: 'none', cache: 'content' },
    async (ctx, q) => ({ dictionariesKey: q.dictionariesKey, list: dictionary(ctx.locale, q.dictionariesKey) }),
  ),
  '/customer-service/queryCustomerServiceInfo': call(nothing, { auth: 'none', cache: 'content' }, (ctx) => loadCustomerService(ctx.payload, ctx.locale)),
  '/qbt4-front-img-window/frontImgWindowList': call(z.object({ showAddress: wholeNumber('invalidShowAddress', 1, 9, 1) }), { auth: 'none', cache: 'content' }, async (ctx, q) => ({
    list: await imageWindows(ctx.payload, ctx.locale, q.showAddress, ctx.now),
  })),
  '/versionUpdate/app': call(nothing, { auth: 'none', cache: 'content' }, (ctx) => appVersion(ctx.payload, ctx.locale)),
  '/liveNotice/newLiveNotice': call(nothing, { auth: 'none', cache: 'content' }, (ctx) => liveNotice(ctx.payload, ctx.locale, ctx.now)),
  // The caller's country: from the edge when it tells (CDN or nginx geoip), else guessed from the language's region.
  '/public/in/getIpCountryCode': call(nothing, { auth: 'none', cache: 'private' }, async (ctx) => countryOf(ctx.edgeCountry, ctx.acceptLanguage)),
  // The signed-in seller's membership and categories, as the user service answers them (spec
  // section 7 lists them with the report calls; the fields are spelled as the front end reads them).
  '/user-account/getUserProductAndPolicy': call(nothing, { method: 'POST', auth: 'session', cache: 'private', answerField: 'playLoad' }, async (ctx) => productView(ctx.session.seller)),
  '/user-account/userCategoryList': call(nothing, { method: 'POST', auth: 'session', cache: 'private', answerField: 'playload' }, async (ctx) =>
    sellerCategories(ctx.payload, ctx.session.seller, ctx.locale),
  ),
  // The free translation plugin (src/server/report/translate.ts): POST { sourceText, source?, target }.
  '/translate/translate': call(translateSchema, { method: 'POST', auth: 'none', cache: 'private', limits: [['translatePerIpHour', 'ip']] }, (ctx, body) => translateText(ctx, body)),

  // A logged-in seller asks to add a product (goodsId) or a shop (mallParm) the rankings lack.
  '/goods-detail/goodsMakeUp': call(
    z.object({ goodsId: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: 'invalidGoodsId' }).regex(/^\d{1,20}$/, 'invalidGoodsId')) }),
    { auth: 'session', loginPrompt: 'topUpLoginRequired', writes: true, cache: 'private', limits: TOP_UP_BUDGET },
    async (ctx, q) => {
      const application = await applyAsSeller(ctx, 'goods', q.goodsId)
      return { id: application.id, goodsId: application.target, status: application.status, duplicate: application.duplicate, createdAt: application.createdAt }
    },
  ),
  '/mall-detail/mallReceivable': call(
    z.object({ mallParm: text('invalidMallParm', 200) }),
    { auth: 'session', loginPrompt: 'topUpLoginRequired', writes: true, cache: 'private', limits: TOP_UP_BUDGET },
    async (ctx, q) => {
      const application = await applyAsSeller(ctx, 'mall', q.mallParm)
      return { id: application.id, mallParm: application.target, status: application.status, duplicate: application.duplicate, createdAt: application.createdAt }
    },
  ),
}

/** Looked up by any path (the pipeline, the home's ranking). No `satisfies` above: its context would widen each row's answer field. */
export const REPORT_ENDPOINTS: Record<string, ReportEndpoint> = REPORT_ROWS

/** What the browser gets from each path on success (ours; error answers are `{ code, message }`). */
export type ReportAnswers = { [P in keyof typeof REPORT_ROWS]: ReportAnswerOf<(typeof REPORT_ROWS)[P]> }
export type ReportAnswer<P extends keyof ReportAnswers> = ReportAnswers[P]

/** ISO 3166 alpha-2 from a trusted edge header, else the region of the first language tag (ru-RU → RU), else null. */
export function countryOf(edgeCountry: string | null, acceptLanguage: string): { countryCode: string | null; source: 'edge' | 'language' | 'unknown' } {
  const edge = edgeCountry?.trim().toUpperCase()
  if (edge && /^[A-Z]{2}$/.test(edge) && edge !== 'XX') return { countryCode: edge, source: 'edge' }
  const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(acceptLanguage.split(',')[0]?.trim() ?? '')?.[1]
  return region ? { countryCode: region.toUpperCase(), source: 'language' } : { countryCode: null, source: 'unknown' }
}
