/**
 * Ranking snapshots on our database (tables ranking_snapshots and report_imports; the only code
 * that touches them). A snapshot is one ranking: a kind, a main category, a period and a date,
 * with its rows as the spec names them. Writing one replaces it, so importing a day twice leaves
 * one copy; a whole file is written in one transaction.
 */
import type { Pool } from 'pg'

import type { Period, RankingKind } from '@/lib/rankings/catalog'
import { inTransaction } from '@/server/db/transaction'
import { readRankingFile, type RowError, type Snapshot } from './import-file'

/** Where a snapshot came from: the demo seed (labelled as such), an operator's file, the upstream. */
export type SnapshotSource = 'demo' | 'import' | 'upstream'

/** Statements stay well under PostgreSQL's parameter limit. */
const SNAPSHOTS_PER_STATEMENT = 500

export async function saveSnapshots(pool: Pool, snapshots: readonly Snapshot[], source: SnapshotSource, fileName?: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    for (let start = 0; start < snapshots.length; start += SNAPSHOTS_PER_STATEMENT) {
      const batch = snapshots.slice(start, start + SNAPSHOTS_PER_STATEMENT)
      await client.query(
        `INSERT INTO ranking_snapshots (kind, type_id, period, date, rows, source, imported_at)
         SELECT kind, type_id, period, date, rows, $2, now()
           FROM jsonb_to_recordset($1::jsonb) AS s(kind varchar, type_id int, period varchar, date date, rows jsonb)
         ON CONFLICT (kind, type_id, period, date)
         DO UPDATE SET rows = EXCLUDED.rows, source = EXCLUDED.source, imported_at = EXCLUDED.imported_at`,
        [JSON.stringify(batch.map(({ kind, typeId, period, date, rows }) => ({ kind, type_id: typeId, period, date, rows }))), source],
      )
    }
    if (fileName !== undefined) {
      const rowCount = snapshots.reduce((sum, snapshot) => sum + snapshot.rows.length, 0)
      await client.query('INSERT INTO report_imports (file_name, row_count, snapshot_count) VALUES ($1, $2, $3)', [fileName.slice(0, 255), rowCount, snapshots.length])
    }
  })
}

export type ImportOutcome = { ok: true; snapshots: number; rows: number } | { ok: false; errors: RowError[] }

/** `npm run report:import FILE`: checks the whole file, then writes it at once, or nothing. */
export async function importRankingFile(pool: Pool, fileName: string, content: string): Promise<ImportOutcome> {
  const result = readRankingFile(fileName, content)
  if (!result.ok) return result
  await saveSnapshots(pool, result.snapshots, 'import', fileName)
  return { ok: true, snapshots: result.snapshots.length, rows: result.rowCount }
}

export type StoredSnapshot = Snapshot & { source: SnapshotSource }

/** The latest snapshot of a ranking on or before `onOrBefore` (YYYY-MM-DD), or null. */
export async function latestSnapshot(
  pool: Pool,
  key: { kind: RankingKind; typeId: number; period: Period },
  onOrBefore: string,
): Promise<StoredSnapshot | null> {
  const { rows } = await pool.query(
    `SELECT kind, type_id, period, to_char(date, 'YYYY-MM-DD') AS date, rows, source
       FROM ranking_snapshots
      WHERE kind = $1 AND type_id = $2 AND period = $3 AND date <= $4::date
      ORDER BY date DESC LIMIT 1`,
    [key.kind, key.typeId, key.period, onOrBefore],
  )
  const row = rows[0]
  if (!row) return null
  return { kind: row.kind, typeId: row.type_id, period: row.period, date: row.date, rows: row.rows, source: row.source }
}

/** How many snapshots there are (per source): the seed and the tests ask. */
export async function countSnapshots(pool: Pool, source?: SnapshotSource): Promise<number> {
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ranking_snapshots WHERE $1::varchar IS NULL OR source = $1`, [source ?? null])
  return rows[0]?.n ?? 0
}

/** The latest snapshot on or before `onOrBefore` of every main category of a kind and period. */
export async function latestSnapshotsOfKind(pool: Pool, kind: RankingKind, period: Period, onOrBefore: string): Promise<StoredSnapshot[]> {
  const { rows } = await pool.query(
    `SELECT DISTINCT ON (type_id) kind, type_id, period, to_char(date, 'YYYY-MM-DD') AS date, rows, source
       FROM ranking_snapshots
      WHERE kind = $1 AND period = $2 AND date <= $3::date
      ORDER BY type_id, date DESC`,
    [kind, period, onOrBefore],
  )
  return rows.map((row) => ({ kind: row.kind, typeId: row.type_id, period: row.period, date: row.date, rows: row.rows, source: row.source }))
}
