/**
 * ExplosionDetection ("emerging best sellers"): the soaring-goods rankings read for its three
 * pages: a category's list for a day or a week, the earlier days' lists, and one product's
 * daily rank and sales over the last 30 days.
 */
import type { Pool } from 'pg'

import type { Period } from '@/lib/rankings/catalog'
import type { RankingRow } from './import-file'
import { latestSnapshot, type SnapshotSource } from './snapshots'

export type EmergingList = { date: string | null; demo: boolean; rows: RankingRow[] }

/** The soaring goods of a category on `onOrBefore` (or the latest before it). */
export async function emergingList(pool: Pool, typeId: number, period: Period, onOrBefore: string): Promise<EmergingList> {
  const found = await latestSnapshot(pool, { kind: 'soarGood', typeId, period }, onOrBefore)
  return { date: found?.date ?? null, demo: found?.source === 'demo', rows: found?.rows ?? [] }
}

/** The dates a category's daily soaring list exists for, newest first (at most `limit`). */
export async function emergingDates(pool: Pool, typeId: number, onOrBefore: string, limit = 30): Promise<string[]> {
  const { rows } = await pool.query<{ date: string }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date FROM ranking_snapshots
      WHERE kind = 'soarGood' AND type_id = $1 AND period = 'day' AND date <= $2::date
      ORDER BY date DESC LIMIT $3`,
    [typeId, onOrBefore, limit],
  )
  return rows.map((row) => row.date)
}

export type ProductDay = { date: string; rank: number; daySales: number | null; price: number | null }
export type ProductHistory = { goodsId: string; goodsName: string | null; typeId: number | null; demo: boolean; days: ProductDay[] }

/**
 * One product's days in the daily hot and soaring rankings over the last `days` days of rankings
 * (up to the newest daily ranking on or before `today`: before the day's import arrives, the 30
 * days end yesterday, not with an empty today), oldest first: its best rank of the day and its
 * sales. Days it was not ranked are absent.
 */
export async function productHistory(pool: Pool, goodsId: string, today: string, days = 30): Promise<ProductHistory> {
  const { rows } = await pool.query<{ date: string; rank: number; day_sales: string | null; price: string | null; goods_name: string | null; type_id: number; source: SnapshotSource }>(
    `SELECT DISTINCT ON (s.date) to_char(s.date, 'YYYY-MM-DD') AS date, (r->>'rank')::int AS rank, r->>'daySales' AS day_sales,
            r->>'price' AS price, r->>'goodsName' AS goods_name, s.type_id, s.source
       FROM (SELECT max(date) AS date FROM ranking_snapshots WHERE kind IN ('good', 'soarGood') AND period = 'day' AND date <= $2::date) AS latest,
            ranking_snapshots s, jsonb_array_elements(s.rows) AS r
      WHERE s.kind IN ('good', 'soarGood') AND s.period = 'day'
        AND s.date > latest.date - $3::int AND s.date <= latest.date
        AND r->>'goodsId' = $1
      ORDER BY s.date, (r->>'rank')::int`,
    [goodsId, today, days],
  )
  const latest = rows.at(-1)
  const number = (value: string | null) => (value === null || value === '' ? null : Number(value))
  return {
    goodsId,
    goodsName: latest?.goods_name ?? null,
    typeId: latest?.type_id ?? null,
    demo: rows.some((row) => row.source === 'demo'),
    days: rows.map((row) => ({ date: row.date, rank: row.rank, daySales: number(row.day_sales), price: number(row.price) })),
  }
}
