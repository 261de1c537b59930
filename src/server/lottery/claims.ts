/**
 * Delivery details of won physical prizes (CMS collection lottery-claims). The winner writes
 * them and may change them until the prize is shipped; marketers ship from the admin.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { fail } from '@/server/platform/errors'
import type { WonPrize } from './draws'

export const CLAIM_STATUSES = ['pending', 'shipped'] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]

export type ClaimInput = { drawId: number; recipientName: string; recipientPhone: string; address: string }

export type ClaimView = {
  drawId: number
  prize: WonPrize
  createdAt: string
  claim: { recipientName: string; recipientPhone: string; address: string; status: ClaimStatus; trackingNumber: string | null; shippedAt: string | null } | null
}

type WonDraw = { id: string; campaign_id: number; prize: WonPrize | null; created_at: Date }

async function ownPhysicalPrize(pool: Pool, sellerId: number, drawId: number): Promise<WonDraw & { prize: WonPrize }> {
  const { rows } = await pool.query<WonDraw>('SELECT id, campaign_id, prize, created_at FROM lottery_draws WHERE id = $1 AND seller_id = $2', [drawId, sellerId])
  const draw = rows[0]
  if (!draw?.prize) throw fail('prizeNotFound')
  if (draw.prize.kind !== 'physical') throw fail('prizeNeedsNoDelivery')
  return draw as WonDraw & { prize: WonPrize }
}

/** A won physical prize of the seller with its delivery details (null until given). */
export async function getClaim(payload: Payload, sellerId: number, drawId: number): Promise<ClaimView> {
  return claimView(payload, await ownPhysicalPrize(payload.db.pool, sellerId, drawId))
}

async function claimView(payload: Payload, draw: WonDraw & { prize: WonPrize }): Promise<ClaimView> {
  const drawId = Number(draw.id)
  const { docs } = await payload.find({ collection: 'lottery-claims', where: { drawId: { equals: drawId } }, depth: 0, limit: 1, overrideAccess: true })
  const claim = docs[0]
  return {
    drawId,
    prize: draw.prize,
    createdAt: draw.created_at.toISOString(),
    claim: claim
      ? {
          recipientName: claim.recipientName,
          recipientPhone: claim.recipientPhone,
          address: claim.address,
          status: claim.status,
          trackingNumber: claim.trackingNumber ?? null,
          shippedAt: claim.shippedAt ?? null,
        }
      : null,
  }
}

/** Saves the delivery details of a won physical prize; refused once it has shipped. */
export async function saveClaim(payload: Payload, sellerId: number, input: ClaimInput): Promise<ClaimView> {
  const pool = payload.db.pool
  const draw = await ownPhysicalPrize(pool, sellerId, input.drawId)
  const details = { recipientName: input.recipientName, recipientPhone: input.recipientPhone, address: input.address }
  // One statement that only changes a claim still pending: a marketer shipping it meanwhile wins.
  const update = async () => {
    const { rowCount } = await pool.query(
      `UPDATE lottery_claims SET recipient_name = $2, recipient_phone = $3, address = $4, updated_at = now() WHERE draw_id = $1 AND status = 'pending'`,
      [input.drawId, details.recipientName, details.recipientPhone, details.address],
    )
    if (rowCount === 1) return true
    const { rows } = await pool.query('SELECT 1 FROM lottery_claims WHERE draw_id = $1', [input.drawId])
    if (rows.length > 0) throw fail('prizeShipped')
    return false
  }
  if (!(await update())) {
    try {
      await payload.create({
        collection: 'lottery-claims',
        data: { drawId: input.drawId, campaign: draw.campaign_id, seller: sellerId, prizeName: draw.prize.name.zh || draw.prize.name.en, status: 'pending', ...details },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      // Two saves at once: the other one created it (unique draw id); this one updates it.
      if (!(await update())) throw error
    }
  }
  return claimView(payload, draw)
}

export type ClaimExportRow = {
  id: number
  draw_id: number
  campaign: string | null
  prize_name: string
  recipient_name: string
  recipient_phone: string
  address: string
  status: ClaimStatus
  tracking_number: string | null
  seller_phone: string | null
  created_at: Date
  shipped_at: Date | null
}

/** Every claim (or those of one status), oldest first: the order they are packed in. */
export async function listClaimsForExport(pool: Pool, status?: ClaimStatus): Promise<ClaimExportRow[]> {
  const { rows } = await pool.query<ClaimExportRow>(
    `SELECT c.id, c.draw_id::bigint AS draw_id, l.title AS campaign, c.prize_name, c.recipient_name, c.recipient_phone, c.address,
            c.status, c.tracking_number, s.phone AS seller_phone, c.created_at, c.shipped_at
     FROM lottery_claims c
     LEFT JOIN sellers s ON s.id = c.seller_id
     LEFT JOIN lottery_campaigns_locales l ON l._parent_id = c.campaign_id AND l._locale = 'zh'
     WHERE ($1::text IS NULL OR c.status::text = $1) ORDER BY c.id`,
    [status ?? null],
  )
  return rows
}
