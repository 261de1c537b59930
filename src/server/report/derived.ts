/**
 * Answers computed from the stored rankings rather than read as one snapshot: the home's top
 * five goods of each main category (cat/dataTop5), the market survey of the categories
 * (trend-survey/surveyData) and the search of keywords, goods and shops (keyword/officialNetSearch). Pure functions
 * over snapshots, so they are tested without a database.
 */
import { MAIN_CATEGORY_IDS, type MainCategoryId } from '@/lib/rankings/catalog'
import type { RankingRow } from './import-file'
import type { StoredSnapshot } from './snapshots'

type Named = (typeId: number) => string

/** Orders snapshots like the spec's category list, whatever order the database gave. */
function inCatalogOrder(snapshots: readonly StoredSnapshot[]): StoredSnapshot[] {
  const position = (typeId: number) => MAIN_CATEGORY_IDS.indexOf(typeId as MainCategoryId)
  return [...snapshots].sort((a, b) => position(a.typeId) - position(b.typeId))
}

/** Each main category with its five best-selling goods of its latest day. */
export function topFiveByCategory(goods: readonly StoredSnapshot[], typeName: Named) {
  return inCatalogOrder(goods).map((snapshot) => ({
    typeId: snapshot.typeId,
    typeName: typeName(snapshot.typeId),
    date: snapshot.date,
    list: [...snapshot.rows].sort((a, b) => a.rank - b.rank).slice(0, 5),
  }))
}

const sum = (rows: readonly RankingRow[], field: string) => rows.reduce((total, row) => total + (Number(row[field]) || 0), 0)

/** Change from `before` to `now` as a multiple of `before` (0.25 = +25%), or null without a base. */
export function growth(now: number, before: number | null): number | null {
  if (before === null || before <= 0) return null
  return Math.round(((now - before) / before) * 1000) / 1000
}

/**
 * The market by main category: sales and sales amount of its hot subcategories on the latest
 * day, and their change against the same ranking a week earlier.
 */
export function marketSurvey(latest: readonly StoredSnapshot[], weekBefore: readonly StoredSnapshot[], typeName: Named) {
  const earlier = new Map(weekBefore.map((snapshot) => [snapshot.typeId, snapshot]))
  return inCatalogOrder(latest).map((snapshot) => {
    const sales = sum(snapshot.rows, 'sales')
    const gmv = sum(snapshot.rows, 'gmv')
    const base = earlier.get(snapshot.typeId)
    const top = [...snapshot.rows].sort((a, b) => a.rank - b.rank)[0]
    return {
      typeId: snapshot.typeId,
      typeName: typeName(snapshot.typeId),
      date: snapshot.date,
      sales,
      gmv,
      salesGrowth: growth(sales, base ? sum(base.rows, 'sales') : null),
      gmvGrowth: growth(gmv, base ? sum(base.rows, 'gmv') : null),
      topTypeName: top ? String(top.typeName ?? '') : null,
    }
  })
}

/**
 * Case- and accent-insensitive, as people type Cyrillic or Latin search words: ё matches е, but
 * й stays й (it is a letter of its own: "мой" is not "мои").
 */
const folded = (text: string) =>
  text
    .toLocaleLowerCase('ru')
    .replace(/й/g, '\u0000')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0000/g, 'й')

/**
 * Search words of the latest day that contain `keyWord`, the most searched first, each with the
 * main category it ranks in (a word ranking in several categories appears once per category).
 */
export function searchKeywords(keywords: readonly StoredSnapshot[], keyWord: string, limit: number, typeName: Named) {
  const wanted = folded(keyWord.trim())
  const matches = inCatalogOrder(keywords).flatMap((snapshot) =>
    snapshot.rows
      .filter((row) => folded(String(row.keyWord ?? '')).includes(wanted))
      .map((row) => ({ keyWord: String(row.keyWord), heat: Number(row.heat) || 0, clickHeat: Number(row.clickHeat) || 0, typeId: snapshot.typeId, typeName: typeName(snapshot.typeId), date: snapshot.date })),
  )
  // Ties keep the catalog order (the sort is stable), so the answer never depends on row order.
  return matches.sort((a, b) => b.heat - a.heat).slice(0, limit)
}

/** A product or a shop whose name contains the word (case and accents folded). */
const nameMatches = (name: unknown, wanted: string) => folded(String(name ?? '')).includes(wanted)

/**
 * Goods whose name contains the word, across the categories' latest day: the best sellers first,
 * each product once (spec section 3's history type 1).
 */
export function searchGoods(goods: readonly StoredSnapshot[], keyWord: string, limit: number, typeName: Named) {
  const wanted = folded(keyWord.trim())
  const seen = new Set<string>()
  const matches = inCatalogOrder(goods).flatMap((snapshot) =>
    [...snapshot.rows]
      .sort((a, b) => a.rank - b.rank)
      .filter((row) => nameMatches(row.goodsName, wanted))
      .map((row) => ({
        goodsId: String(row.goodsId),
        goodsName: String(row.goodsName),
        thumbUrl: typeof row.thumbUrl === 'string' ? row.thumbUrl : null,
        daySales: Number(row.daySales) || 0,
        price: Number(row.price) || 0,
        typeId: snapshot.typeId,
        typeName: typeName(snapshot.typeId),
        date: snapshot.date,
      })),
  )
  return matches
    .sort((a, b) => b.daySales - a.daySales)
    .filter((row) => !seen.has(row.goodsId) && Boolean(seen.add(row.goodsId)))
    .slice(0, limit)
}

/** Shops whose name contains the word, across the categories' latest day: the most sales first, each shop once (type 2). */
export function searchShops(shops: readonly StoredSnapshot[], keyWord: string, limit: number, typeName: Named) {
  const wanted = folded(keyWord.trim())
  const seen = new Set<string>()
  const matches = inCatalogOrder(shops).flatMap((snapshot) =>
    [...snapshot.rows]
      .sort((a, b) => a.rank - b.rank)
      .filter((row) => nameMatches(row.mallName, wanted))
      .map((row) => ({
        mallName: String(row.mallName),
        thumbUrl: typeof row.thumbUrl === 'string' ? row.thumbUrl : null,
        sales: Number(row.sales) || 0,
        yesterdayGrowth: row.yesterdayGrowth == null ? null : Number(row.yesterdayGrowth),
        typeId: snapshot.typeId,
        typeName: typeName(snapshot.typeId),
        date: snapshot.date,
      })),
  )
  return matches
    .sort((a, b) => b.sales - a.sales)
    .filter((row) => !seen.has(row.mallName) && Boolean(seen.add(row.mallName)))
    .slice(0, limit)
}
