/**
 * ExplosionDetection ("emerging best sellers"): the soaring-goods rankings read for its three
 * pages: a category's list for a day or a week, the earlier days' lists, and one product's
 * daily rank and sales over the last 30 days.
 */
import type { Period } from '@/lib/rankings/catalog'
import { filterByOrigin, type OriginFilter, rowsHaveOrigins } from '@/lib/rankings/origin'
import type { Db } from '@/server/db/drizzle'
import type { RankingRow } from './import-file'
import { latestSnapshot, productDays, snapshotDates } from './repository'

/** `origins`: the ranking says where its sellers are (else the origin filter finds nobody). */
export type EmergingList = { date: string | null; updatedAt: string | null; demo: boolean; origins: boolean; rows: RankingRow[] }

/** The soaring goods of a category on `onOrBefore` (or the latest before it), from the sellers of `origin` (all by default). */
export async function emergingList(db: Db, typeId: number, period: Period, onOrBefore: string, origin: OriginFilter | null = null): Promise<EmergingList> {
  const found = await latestSnapshot(db, { kind: 'soarGood', typeId, period }, onOrBefore)
  const rows = found?.rows ?? []
  return { date: found?.date ?? null, updatedAt: found?.importedAt?.toISOString() ?? null, demo: found?.source === 'demo', origins: rowsHaveOrigins(rows), rows: filterByOrigin(rows, origin) }
}

/** The dates a category's daily soaring list exists for, newest first (at most `limit`). */
export async function emergingDates(db: Db, typeId: number, onOrBefore: string, limit = 30): Promise<string[]> {
  return snapshotDates(db, 'soarGood', typeId, onOrBefore, limit)
}

export type ProductDay = { date: string; rank: number; daySales: number | null; price: number | null }
export type ProductHistory = { goodsId: string; goodsName: string | null; typeId: number | null; demo: boolean; days: ProductDay[] }

/**
 * One product's days in the daily hot and soaring rankings over the last `days` days of rankings
 * (up to the newest daily ranking on or before `today`: before the day's import arrives, the 30
 * days end yesterday, not with an empty today), oldest first: its best rank of the day and its
 * sales. Days it was not ranked are absent.
 */
export async function productHistory(db: Db, goodsId: string, today: string, days = 30): Promise<ProductHistory> {
  const rows = await productDays(db, goodsId, today, days)
  const latest = rows.at(-1)
  const number = (value: string | null) => (value === null || value === '' ? null : Number(value))
  return {
    goodsId,
    goodsName: latest?.goodsName ?? null,
    typeId: latest?.typeId ?? null,
    demo: rows.some((row) => row.source === 'demo'),
    days: rows.map((row) => ({ date: row.date, rank: row.rank, daySales: number(row.daySales), price: number(row.price) })),
  }
}
