/**
 * Top-up applications: a seller asks for a product or a shop the rankings do not include yet
 * (goods-detail/goodsMakeUp, mall-detail/mallReceivable). One per seller and product or shop,
 * kept by the table's unique index, so a double click or a burst makes one application.
 */
import type { Db } from '@/server/db/drizzle'
import { findTopUp, insertTopUp, type TopUpKind, topUpsForExport, type TopUpStatus } from './repository'

export type { TopUpKind }
export type TopUpApplication = { id: number; kind: TopUpKind; target: string; status: TopUpStatus; createdAt: string; duplicate: boolean }

type Row = { id: number; kind: TopUpKind; target: string; status: TopUpStatus; createdAt: string }

const toApplication = (row: Row, created: boolean): TopUpApplication => ({
  id: row.id,
  kind: row.kind,
  target: row.target,
  status: row.status,
  createdAt: new Date(row.createdAt).toISOString(),
  duplicate: !created,
})

/** Records the application, or answers the one the seller already made for the same target. */
export async function applyForTopUp(db: Db, sellerId: number, kind: TopUpKind, target: string): Promise<TopUpApplication> {
  const inserted = await insertTopUp(db, sellerId, kind, target)
  if (inserted) return toApplication(inserted, true)
  // Already there (maybe committed by a concurrent request a moment ago: a new statement sees it).
  const existing = await findTopUp(db, sellerId, kind, target)
  if (!existing) throw new Error('top-up application neither inserted nor found')
  return toApplication(existing, false)
}

export type TopUpFilter = { status?: TopUpStatus; kind?: TopUpKind }

/** Applications for the staff's CSV export, newest first, with the seller's phone. */
export async function listTopUps(db: Db, filter: TopUpFilter = {}) {
  const rows = await topUpsForExport(db, filter)
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), handledAt: row.handledAt === null ? null : new Date(row.handledAt) }))
}
