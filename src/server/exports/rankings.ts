/**
 * A CSV of each ranking for anyone (/api/rankings/<kind>.csv?typeId&dateType&origin&date&lang):
 * the snapshot a page shows, with the sellers' filter, for a spreadsheet. Headers, the main
 * category and the seller's country in the reader's language and in Russian (the marketplace's);
 * products, shops, words and brands by the name Ozon shows (Russian), then in the reader's
 * language where the ranking has a translation (src/lib/rankings/translated-names.ts); counts as plain numbers;
 * names that start like a formula defused (src/lib/csv.ts).
 */
import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'
import { z } from 'zod'

import { isDay } from '@/lib/calculator/dates'
import { CsvNumber } from '@/lib/csv'
import type { Locale } from '@/lib/i18n/locales'
import { type RankingKind, RANKING_KINDS } from '@/lib/rankings/catalog'
import { filterByOrigin, hasOrigins, rowsHaveOrigins, sellerCountryOf } from '@/lib/rankings/origin'
import { translatedName } from '@/lib/rankings/translated-names'
import { dayOf } from '@/server/http/context'
import type { Caller, GuardedEndpoint } from '@/server/http/pipeline'
import { runPipeline } from '@/server/http/pipeline'
import { type Outcome, pipelineRequest } from '@/server/http/request'
import { mainCategory, oneOrTwo, origin } from '@/server/report/endpoints'
import type { RankingRow } from '@/server/report/import-file'
import { categoryName, RANKING_TEXTS } from '@/server/report/names'
import { latestSnapshot } from '@/server/report/snapshots'

import { csvAnswer, type CsvFile } from './endpoints'

type Texts = (typeof RANKING_TEXTS)['en']
type Column = { label: (texts: Texts) => string; value: (row: RankingRow, locale: Locale) => unknown; name?: true }

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? new CsvNumber(String(value)) : null)
const field = (name: string) => (row: RankingRow) => (typeof row[name] === 'number' ? number(row[name]) : (row[name] ?? null))
const label = (key: keyof Texts['columns']) => (texts: Texts) => texts.columns[key]
const country = (row: RankingRow, locale: Locale) => {
  const code = sellerCountryOf(row)
  return code ? ((RANKING_TEXTS[locale].countries as Record<string, string>)[code] ?? code) : null
}

/** Ozon's name of the row (Russian); the reader's translation, when there is one, follows it. */
const NAME: Column = { label: (texts) => texts.export.name, value: () => null, name: true }
const goods: Column[] = [
  { label: (texts) => texts.export.goodsId, value: field('goodsId') },
  { ...NAME, value: field('goodsName') },
  { label: label('sales'), value: field('daySales') },
  { label: (texts) => texts.export.price, value: field('price') },
  // Price × the day's sales, to the kopeck (the spec's sales amount).
  { label: label('salesAmount'), value: (row) => (typeof row.price === 'number' && typeof row.daySales === 'number' ? new CsvNumber((Math.round(row.price * row.daySales * 100) / 100).toFixed(2)) : null) },
  { label: label('growth'), value: field('dayGrowth') },
]

const COLUMNS: Record<RankingKind, Column[]> = {
  good: goods,
  soarGood: goods,
  category: [{ ...NAME, value: field('typeName') }, { label: label('sales'), value: field('sales') }, { label: label('salesAmount'), value: field('gmv') }],
  keyword: [{ ...NAME, value: field('keyWord') }, { label: label('searches'), value: field('heat') }, { label: label('clicks'), value: field('clickHeat') }],
  soarMall: [{ ...NAME, value: field('mallName') }, { label: label('sales'), value: field('sales') }, { label: label('growth'), value: field('yesterdayGrowth') }],
  brand: [{ ...NAME, value: field('brandName') }, { label: label('sales'), value: field('sales') }, { label: label('salesAmount'), value: field('gmv') }],
}

/** A header in the reader's language and, for others than Russian readers, the marketplace's. */
const both = (locale: Locale, text: (texts: Texts) => string) => (locale === 'ru' ? text(RANKING_TEXTS.ru) : `${text(RANKING_TEXTS[locale])} / ${text(RANKING_TEXTS.ru)}`)

/** The file of one snapshot's rows (already filtered). Exported for tests/unit/ranking-export.test.ts. */
export function rankingCsv(
  kind: RankingKind,
  typeId: number,
  date: string | null,
  rows: readonly RankingRow[],
  locale: Locale,
  withCountries: boolean,
  // The names in the reader's language, after Ozon's, when the (whole) ranking has them: a file may not.
  translated = rows.some((row) => translatedName(row, locale) !== null),
): Omit<CsvFile, 'filename'> {
  const inBoth = locale !== 'ru'
  const columns = COLUMNS[kind]
  const nameAt = columns.findIndex((column) => column.name)
  const header = [
    both(locale, (texts) => texts.columns.rank),
    both(locale, (texts) => texts.export.date),
    RANKING_TEXTS[locale].columns.category,
    ...(inBoth ? [RANKING_TEXTS.ru.columns.category] : []),
    ...columns.flatMap((column, index) => [both(locale, column.label), ...(translated && index === nameAt ? [RANKING_TEXTS[locale].export.translatedName] : [])]),
    ...(withCountries ? [RANKING_TEXTS[locale].columns.seller, ...(inBoth ? [RANKING_TEXTS.ru.columns.seller] : [])] : []),
  ]
  const body = rows.map((row) => [
    new CsvNumber(String(row.rank)),
    date,
    categoryName(locale, typeId),
    ...(inBoth ? [categoryName('ru', typeId)] : []),
    ...columns.flatMap((column, index) => [column.value(row, locale), ...(translated && index === nameAt ? [translatedName(row, locale)] : [])]),
    ...(withCountries ? [country(row, locale), ...(inBoth ? [country(row, 'ru')] : [])] : []),
  ])
  return { header, rows: body }
}

const schema = z.object({
  typeId: mainCategory,
  dateType: oneOrTwo('invalidDateType', 1),
  // The day shown (the history's); the newest on or before it. Absent: today.
  date: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: 'invalidDate' })
      .refine(isDay, 'invalidDate')
      .optional(),
  ),
  lang: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['zh', 'en', 'ru'], { error: 'invalidLanguage' }).optional()),
  ...origin.shape,
})

type RankingExport = GuardedEndpoint & { run(ctx: Caller, input: z.output<typeof schema>): Promise<CsvFile> }

function rankingExport(kind: RankingKind): RankingExport {
  return {
    method: 'GET',
    auth: 'none',
    schema,
    async run(ctx, query) {
      const today = dayOf(ctx.now)
      const onOrBefore = query.date && query.date < today ? query.date : today
      const found = await latestSnapshot(ctx.db, { kind, typeId: query.typeId, period: query.dateType === 2 ? 'week' : 'day' }, onOrBefore)
      const rows = found?.rows ?? []
      const filter = hasOrigins(kind) ? (query.origin ?? null) : null
      const withCountries = hasOrigins(kind) && rowsHaveOrigins(rows)
      const locale = query.lang ?? ctx.locale
      // Decided on the whole ranking, so a filtered file has the same columns as the unfiltered one.
      const translated = rows.some((row) => translatedName(row, locale) !== null)
      const file = rankingCsv(kind, query.typeId, found?.date ?? null, filterByOrigin(rows, filter), locale, withCountries, translated)
      return { filename: `ranking-${kind}-${query.typeId}-${found?.date ?? 'none'}${filter ? `-${filter}` : ''}-${locale}.csv`, ...file }
    },
  }
}

export const RANKING_EXPORTS: Record<string, RankingExport> = Object.fromEntries(RANKING_KINDS.map((kind) => [`/${kind}.csv`, rankingExport(kind)]))

/** The ranking downloads on the one pipeline: a GET's query in, a file out. */
export async function handleRankingExport(payload: Payload, path: string, req: IncomingMessage & { query?: Record<string, string | string[] | undefined> }): Promise<Outcome> {
  return runPipeline(payload, RANKING_EXPORTS, path, pipelineRequest(req), {
    name: 'ranking export',
    riskPath: null,
    // Errors are never cached; a file as long as the rankings' calls are.
    headers: { 'cache-control': 'no-store' },
    readInput: async () => Object.fromEntries(Object.entries(req.query ?? {}).filter(([name]) => name !== 'file')),
    execute: async (endpoint, input, ctx) => {
      const answer = csvAnswer(await endpoint.run(ctx, input as never))
      return { ...answer, headers: { ...answer.headers, 'cache-control': 'public, max-age=300' } }
    },
  })
}
