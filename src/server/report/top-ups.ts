/**
 * Top-up applications: a seller asks for a product or a shop the rankings do not include yet
 * (goods-detail/goodsMakeUp, mall-detail/mallReceivable). One per seller and product or shop,
 * kept by the table's unique index, so a double click or a burst makes one application.
 */
import type { Pool } from 'pg'

export type TopUpKind = 'goods' | 'mall'
export type TopUpApplication = { id: number; kind: TopUpKind; target: string; status: 'pending' | 'handled'; createdAt: string; duplicate: boolean }

type Row = { id: number; kind: TopUpKind; target: string; status: 'pending' | 'handled'; created_at: Date; created: boolean }

const toApplication = (row: Row): TopUpApplication => ({
  id: row.id,
  kind: row.kind,
  target: row.target,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  duplicate: !row.created,
})

/** Records the application, or answers the one the seller already made for the same target. */
export async function applyForTopUp(pool: Pool, sellerId: number, kind: TopUpKind, target: string): Promise<TopUpApplication> {
  const inserted = await pool.query<Row>(
    `INSERT INTO top_up_applications (seller_id, kind, target) VALUES ($1, $2, $3)
     ON CONFLICT (seller_id, kind, target) DO NOTHING
     RETURNING id, kind, target, status, created_at, true AS created`,
    [sellerId, kind, target],
  )
  if (inserted.rows[0]) return toApplication(inserted.rows[0])
  // Already there (maybe committed by a concurrent request a moment ago: a new statement sees it).
  const existing = await pool.query<Row>(
    `SELECT id, kind, target, status, created_at, false AS created FROM top_up_applications WHERE seller_id = $1 AND kind = $2 AND target = $3`,
    [sellerId, kind, target],
  )
  if (!existing.rows[0]) throw new Error('top-up application neither inserted nor found')
  return toApplication(existing.rows[0])
}

export type TopUpFilter = { status?: 'pending' | 'handled'; kind?: TopUpKind }

/** Applications for the staff's CSV export, newest first, with the seller's phone. */
export async function listTopUps(pool: Pool, filter: TopUpFilter = {}) {
  const { rows } = await pool.query<{ id: number; kind: TopUpKind; target: string; status: string; phone: string | null; created_at: Date; handled_at: Date | null }>(
    `SELECT t.id, t.kind, t.target, t.status, s.phone, t.created_at, t.handled_at
       FROM top_up_applications t LEFT JOIN sellers s ON s.id = t.seller_id
      WHERE ($1::text IS NULL OR t.status::text = $1) AND ($2::text IS NULL OR t.kind::text = $2)
      ORDER BY t.created_at DESC, t.id DESC`,
    [filter.status ?? null, filter.kind ?? null],
  )
  return rows
}
