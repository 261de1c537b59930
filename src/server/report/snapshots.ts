/**
 * Ranking snapshots on our database (tables ranking_snapshots and report_imports, read and
 * written through repository.ts). A snapshot is one ranking: a kind, a main category, a period and a date,
 * with its rows as the spec names them. Writing one replaces it, so importing a day twice leaves
 * one copy; a whole file is written in one transaction.
 */
import type { Db } from '@/server/db/drizzle'
import { readRankingFile, type RowError, type Snapshot } from './import-file'
import * as repository from './repository'

export type { SnapshotSource, StoredSnapshot } from './repository'

/** Statements stay well under PostgreSQL's parameter limit. */
const SNAPSHOTS_PER_STATEMENT = 500

export async function saveSnapshots(db: Db, snapshots: readonly Snapshot[], source: repository.SnapshotSource, fileName?: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < snapshots.length; start += SNAPSHOTS_PER_STATEMENT) {
      await repository.upsertSnapshots(tx, snapshots.slice(start, start + SNAPSHOTS_PER_STATEMENT), source)
    }
    if (fileName !== undefined) {
      const rowCount = snapshots.reduce((sum, snapshot) => sum + snapshot.rows.length, 0)
      await repository.insertImport(tx, { fileName: fileName.slice(0, 255), rowCount, snapshotCount: snapshots.length })
    }
  })
}

export type ImportOutcome = { ok: true; snapshots: number; rows: number } | { ok: false; errors: RowError[] }

/** `npm run report:import FILE`: checks the whole file, then writes it at once, or nothing. */
export async function importRankingFile(db: Db, fileName: string, content: string): Promise<ImportOutcome> {
  const result = readRankingFile(fileName, content)
  if (!result.ok) return result
  await saveSnapshots(db, result.snapshots, 'import', fileName)
  return { ok: true, snapshots: result.snapshots.length, rows: result.rowCount }
}

export { countSnapshots, dailyDataState, latestSnapshot, latestSnapshotsOfKind } from './repository'
