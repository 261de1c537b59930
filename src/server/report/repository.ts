/**
 * The report service's reads and writes: ranking snapshots and the import history
 * (src/server/db/tables.ts) and the sellers' top-up applications (collection
 * top-up-applications). Every function takes Payload's Drizzle instance or a transaction of it.
 */
import { type AnyColumn, and, count, desc, eq, lte, max, sql } from '@payloadcms/db-postgres/drizzle'

import type { Period, RankingKind } from '@/lib/rankings/catalog'
import { sellers, top_up_applications } from '@/payload-generated-schema'
import type { Db } from '@/server/db/drizzle'
import { ranking_snapshots, report_imports, type SNAPSHOT_SOURCES } from '@/server/db/tables'
import type { Snapshot } from './import-file'

/** Where a snapshot came from: the demo seed (labelled as such), an operator's file, the upstream. */
export type SnapshotSource = (typeof SNAPSHOT_SOURCES)[number]
/** `importedAt`: when it was last written (the ranking's "updated" time; absent in tests' snapshots). */
export type StoredSnapshot = Snapshot & { source: SnapshotSource; importedAt?: Date }

/** The value an upsert proposed for `column` (ON CONFLICT … DO UPDATE). */
const excluded = (column: AnyColumn) => sql`excluded.${sql.identifier(column.name)}`

// ---- snapshots ----------------------------------------------------------------------------------

/** Writes the snapshots, each replacing the one of its kind, category, period and date. */
export async function upsertSnapshots(db: Db, snapshots: readonly Snapshot[], source: SnapshotSource): Promise<void> {
  const s = ranking_snapshots
  await db
    .insert(s)
    .values(snapshots.map(({ kind, typeId, period, date, rows }) => ({ kind, typeId, period, date, rows, source, importedAt: sql`now()` })))
    .onConflictDoUpdate({ target: [s.kind, s.typeId, s.period, s.date], set: { rows: excluded(s.rows), source: excluded(s.source), importedAt: excluded(s.importedAt) } })
}

export async function insertImport(db: Db, entry: { fileName: string; rowCount: number; snapshotCount: number }): Promise<void> {
  await db.insert(report_imports).values(entry)
}

const snapshotColumns = {
  kind: ranking_snapshots.kind,
  typeId: ranking_snapshots.typeId,
  period: ranking_snapshots.period,
  date: ranking_snapshots.date,
  rows: ranking_snapshots.rows,
  source: ranking_snapshots.source,
  importedAt: ranking_snapshots.importedAt,
}

/** The latest snapshot of a ranking on or before `onOrBefore` (YYYY-MM-DD), or null. */
export async function latestSnapshot(db: Db, key: { kind: RankingKind; typeId: number; period: Period }, onOrBefore: string): Promise<StoredSnapshot | null> {
  const [row] = await db
    .select(snapshotColumns)
    .from(ranking_snapshots)
    .where(and(eq(ranking_snapshots.kind, key.kind), eq(ranking_snapshots.typeId, key.typeId), eq(ranking_snapshots.period, key.period), lte(ranking_snapshots.date, onOrBefore)))
    .orderBy(desc(ranking_snapshots.date))
    .limit(1)
  return row ?? null
}

/** The latest snapshot on or before `onOrBefore` of every main category of a kind and period. */
export async function latestSnapshotsOfKind(db: Db, kind: RankingKind, period: Period, onOrBefore: string): Promise<StoredSnapshot[]> {
  return db
    .selectDistinctOn([ranking_snapshots.typeId], snapshotColumns)
    .from(ranking_snapshots)
    .where(and(eq(ranking_snapshots.kind, kind), eq(ranking_snapshots.period, period), lte(ranking_snapshots.date, onOrBefore)))
    .orderBy(ranking_snapshots.typeId, desc(ranking_snapshots.date))
}

/** The newest daily rankings on or before `onOrBefore`: their date, when last written, and whether any is demo data. */
export async function dailyDataState(db: Db, onOrBefore: string): Promise<{ date: string | null; updatedAt: Date | null; demo: boolean }> {
  const s = ranking_snapshots
  const [row] = await db
    .select({ date: max(s.date), updatedAt: max(s.importedAt), demo: sql<boolean>`coalesce(bool_or(${s.source} = 'demo'), false)` })
    .from(s)
    .where(and(eq(s.period, 'day'), eq(s.date, db.select({ newest: max(s.date) }).from(s).where(and(eq(s.period, 'day'), lte(s.date, onOrBefore))))))
  return { date: row?.date ?? null, updatedAt: row?.updatedAt ?? null, demo: Boolean(row?.demo) }
}

export async function countSnapshots(db: Db, source?: SnapshotSource): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ranking_snapshots)
    .where(source ? eq(ranking_snapshots.source, source) : undefined)
  return row?.n ?? 0
}

/** The dates a category's daily ranking of `kind` exists for, newest first (at most `limit`). */
export async function snapshotDates(db: Db, kind: RankingKind, typeId: number, onOrBefore: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ date: ranking_snapshots.date })
    .from(ranking_snapshots)
    .where(and(eq(ranking_snapshots.kind, kind), eq(ranking_snapshots.typeId, typeId), eq(ranking_snapshots.period, 'day'), lte(ranking_snapshots.date, onOrBefore)))
    .orderBy(desc(ranking_snapshots.date))
    .limit(limit)
  return rows.map((row) => row.date)
}

export type ProductDayRow = { date: string; rank: number; daySales: string | null; price: string | null; goodsName: string | null; typeId: number; source: SnapshotSource }

/**
 * One product's best rank of each day in the daily hot and soaring rankings, over the `days` days
 * of rankings up to the newest on or before `today`, oldest first. In SQL: it reads the rows
 * inside each snapshot's JSON (jsonb_array_elements in FROM) and keeps one per day (DISTINCT ON),
 * which the query builder has no form for; tables and columns are the typed ones.
 */
export async function productDays(db: Db, goodsId: string, today: string, days: number): Promise<ProductDayRow[]> {
  const s = ranking_snapshots
  const kinds = sql`${s.kind} IN ('good', 'soarGood') AND ${s.period} = 'day'`
  const { rows } = await db.execute<{ date: string; rank: number; day_sales: string | null; price: string | null; goods_name: string | null; type_id: number; source: SnapshotSource }>(sql`
    SELECT DISTINCT ON (${s.date}) to_char(${s.date}, 'YYYY-MM-DD') AS date, (r->>'rank')::int AS rank, r->>'daySales' AS day_sales,
           r->>'price' AS price, r->>'goodsName' AS goods_name, ${s.typeId} AS type_id, ${s.source} AS source
      FROM (SELECT max(${s.date}) AS date FROM ${s} WHERE ${kinds} AND ${s.date} <= ${today}::date) AS latest,
           ${s}, jsonb_array_elements(${s.rows}) AS r
     WHERE ${kinds}
       AND ${s.date} > latest.date - ${days}::int AND ${s.date} <= latest.date
       AND r->>'goodsId' = ${goodsId}
     ORDER BY ${s.date}, (r->>'rank')::int`)
  return rows.map((row) => ({ date: row.date, rank: row.rank, daySales: row.day_sales, price: row.price, goodsName: row.goods_name, typeId: row.type_id, source: row.source }))
}

/** Per source: how many snapshots and the latest date (the admin dashboard). */
export async function snapshotSources(db: Db): Promise<Array<{ source: SnapshotSource; snapshots: number; latest: string | null }>> {
  return db
    .select({ source: ranking_snapshots.source, snapshots: count(), latest: max(ranking_snapshots.date) })
    .from(ranking_snapshots)
    .groupBy(ranking_snapshots.source)
    .orderBy(ranking_snapshots.source)
}

/** The latest imports, newest first. */
export async function latestImports(db: Db, limit: number) {
  return db
    .select({ id: report_imports.id, fileName: report_imports.fileName, rowCount: report_imports.rowCount, importedAt: report_imports.importedAt })
    .from(report_imports)
    .orderBy(desc(report_imports.importedAt), desc(report_imports.id))
    .limit(limit)
}

// ---- top-up applications ------------------------------------------------------------------------

export type TopUpKind = (typeof top_up_applications.kind.enumValues)[number]
export type TopUpStatus = (typeof top_up_applications.status.enumValues)[number]

const topUpColumns = {
  id: top_up_applications.id,
  kind: top_up_applications.kind,
  target: top_up_applications.target,
  status: top_up_applications.status,
  createdAt: top_up_applications.createdAt,
}

/** Records an application unless the seller made one for the same target (unique index); the new row, or null. */
export async function insertTopUp(db: Db, sellerId: number, kind: TopUpKind, target: string) {
  const [row] = await db
    .insert(top_up_applications)
    .values({ seller: sellerId, kind, target })
    .onConflictDoNothing({ target: [top_up_applications.seller, top_up_applications.kind, top_up_applications.target] })
    .returning(topUpColumns)
  return row ?? null
}

export async function findTopUp(db: Db, sellerId: number, kind: TopUpKind, target: string) {
  const [row] = await db
    .select(topUpColumns)
    .from(top_up_applications)
    .where(and(eq(top_up_applications.seller, sellerId), eq(top_up_applications.kind, kind), eq(top_up_applications.target, target)))
  return row ?? null
}

/** Applications (of a status, a kind) for the staff's CSV export, newest first, with the seller's phone. */
export async function topUpsForExport(db: Db, filter: { status?: TopUpStatus; kind?: TopUpKind }) {
  const t = top_up_applications
  return db
    .select({ id: t.id, kind: t.kind, target: t.target, status: t.status, phone: sellers.phone, createdAt: t.createdAt, handledAt: t.handledAt })
    .from(t)
    .leftJoin(sellers, eq(sellers.id, t.seller))
    .where(and(filter.status ? eq(t.status, filter.status) : undefined, filter.kind ? eq(t.kind, filter.kind) : undefined))
    .orderBy(desc(t.createdAt), desc(t.id))
}

/** Pending and all applications (the admin dashboard). */
export async function topUpCounts(db: Db): Promise<{ pending: number; total: number }> {
  const [row] = await db
    .select({ pending: sql<number>`count(*) FILTER (WHERE ${top_up_applications.status} = 'pending')`.mapWith(Number), total: count() })
    .from(top_up_applications)
  return row ?? { pending: 0, total: 0 }
}
