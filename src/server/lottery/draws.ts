/**
 * A draw, decided on the server in one transaction (tables lottery_draws, lottery_chances,
 * lottery_prize_awards): the seller's draws are serialized by an advisory lock, so a retried
 * request (same request id) answers the draw it already made and each chance is spent once;
 * a prize is taken by a statement that only succeeds while its awarded count is below its
 * stock, so no burst can give more than the stock. A membership prize is added to the
 * seller's membership in the same transaction.
 */
import type { Pool } from 'pg'

import type { PrizeKind } from '@/lib/lottery/prizes'
import { inTransaction } from '@/server/db/transaction'
import type { Campaign, Localized } from './campaigns'
import { grantDailyChances } from './chances'
import { cryptoRandomBelow, drawPrize, type RandomBelow } from './draw'

/** What a draw won, as it was when won (a later edit of the campaign does not change it). */
export type WonPrize = {
  id: string
  name: Localized
  kind: PrizeKind
  imageUrl: string | null
  membershipDays: number | null
  couponCode: string | null
}

export type DrawResult = { drawId: number; prize: WonPrize | null; createdAt: string; replayed: boolean }

/** First key of the two-key advisory locks the lottery takes ("lot"). */
const LOCK_NAMESPACE = 0x6c6f74

type DrawRow = { id: string; prize: WonPrize | null; created_at: Date }
const toResult = (row: DrawRow, replayed: boolean): DrawResult => ({ drawId: Number(row.id), prize: row.prize, createdAt: row.created_at.toISOString(), replayed })

/**
 * Spends one of the seller's chances on a draw, or answers the draw this request id already
 * made. 'noChance' when the seller has none left. The caller checks the campaign's window.
 */
export async function drawOnce(
  pool: Pool,
  campaign: Campaign,
  sellerId: number,
  requestId: string,
  options: { now?: Date; randomBelow?: RandomBelow } = {},
): Promise<DrawResult | 'noChance'> {
  const now = options.now ?? new Date()
  return inTransaction(pool, async (db) => {
    await db.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE, sellerId])
    const done = await db.query<DrawRow>('SELECT id, prize, created_at FROM lottery_draws WHERE seller_id = $1 AND request_id = $2', [sellerId, requestId])
    if (done.rows[0]) return toResult(done.rows[0], true)

    await grantDailyChances(db, campaign, sellerId, now)
    const chance = await db.query<{ id: string }>(
      `UPDATE lottery_chances SET spent_at = now()
       WHERE id = (SELECT id FROM lottery_chances WHERE seller_id = $1 AND campaign_id = $2 AND spent_at IS NULL ORDER BY id LIMIT 1)
       RETURNING id`,
      [sellerId, campaign.id],
    )
    if (!chance.rows[0]) return 'noChance' as const

    const awards = await db.query<{ prize_id: string; awarded: number }>('SELECT prize_id, awarded FROM lottery_prize_awards WHERE campaign_id = $1', [campaign.id])
    const awarded = new Map(awards.rows.map((row) => [row.prize_id, row.awarded]))
    const left = campaign.prizes.map((prize) => ({ id: prize.id, weight: prize.weight, stock: prize.stock - (awarded.get(prize.id) ?? 0) }))
    let prizeId = drawPrize(left, campaign.noPrizeWeight, options.randomBelow ?? cryptoRandomBelow)
    const prize = campaign.prizes.find((candidate) => candidate.id === prizeId)

    if (prize) {
      // Taken only while below the stock (checked in this statement): a prize taken meanwhile by
      // other draws makes this one "no prize", never an oversold one.
      const taken = await db.query(
        `INSERT INTO lottery_prize_awards AS a (campaign_id, prize_id, awarded) VALUES ($1, $2, 1)
         ON CONFLICT (campaign_id, prize_id) DO UPDATE SET awarded = a.awarded + 1 WHERE a.awarded < $3
         RETURNING awarded`,
        [campaign.id, prize.id, prize.stock],
      )
      if (taken.rowCount !== 1) prizeId = null
    }
    const won: WonPrize | null =
      prize && prizeId
        ? { id: prize.id, name: prize.name, kind: prize.kind, imageUrl: prize.image?.url ?? null, membershipDays: prize.membershipDays, couponCode: prize.couponCode }
        : null

    const inserted = await db.query<DrawRow>(
      `INSERT INTO lottery_draws (campaign_id, seller_id, request_id, chance_id, prize_id, prize)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, prize, created_at`,
      [campaign.id, sellerId, requestId, chance.rows[0].id, won?.id ?? null, won ? JSON.stringify(won) : null],
    )
    if (won?.kind === 'membership' && won.membershipDays) {
      // Applied at once: the bonus runs on from today or from its current end, whichever is later.
      await db.query(
        `UPDATE sellers SET membership_bonus_end_time = GREATEST(COALESCE(membership_bonus_end_time, now()), now()) + make_interval(days => $2), updated_at = now()
         WHERE id = $1`,
        [sellerId, won.membershipDays],
      )
    }
    return toResult(inserted.rows[0], false)
  })
}

export type DrawRecord = {
  drawId: number
  prize: WonPrize | null
  createdAt: string
  claim: { status: 'pending' | 'shipped'; trackingNumber: string | null } | null
}

/**
 * The seller's draws, newest first, with the claim of each physical prize: those of one campaign
 * (`campaignId`), or the prizes won in every campaign (`campaignId` null: "my prizes").
 */
export async function listDraws(pool: Pool, campaignId: number | null, sellerId: number, limit = 100): Promise<DrawRecord[]> {
  const { rows } = await pool.query<DrawRow & { status: 'pending' | 'shipped' | null; tracking_number: string | null }>(
    `SELECT d.id, d.prize, d.created_at, c.status, c.tracking_number
     FROM lottery_draws d LEFT JOIN lottery_claims c ON c.draw_id = d.id
     WHERE d.seller_id = $1 AND (d.campaign_id = $2 OR ($2::int IS NULL AND d.prize_id IS NOT NULL)) ORDER BY d.id DESC LIMIT $3`,
    [sellerId, campaignId, limit],
  )
  return rows.map((row) => ({
    drawId: Number(row.id),
    prize: row.prize,
    createdAt: row.created_at.toISOString(),
    claim: row.status ? { status: row.status, trackingNumber: row.tracking_number } : null,
  }))
}

export type Winner = { phone: string; prizeName: Localized; createdAt: string }

/** The campaign's latest winners (phones unmasked: the caller masks them). */
export async function latestWinners(pool: Pool, campaignId: number, limit = 20): Promise<Winner[]> {
  const { rows } = await pool.query<{ phone: string; prize: WonPrize; created_at: Date }>(
    `SELECT s.phone, d.prize, d.created_at FROM lottery_draws d JOIN sellers s ON s.id = d.seller_id
     WHERE d.campaign_id = $1 AND d.prize_id IS NOT NULL ORDER BY d.id DESC LIMIT $2`,
    [campaignId, limit],
  )
  return rows.map((row) => ({ phone: row.phone, prizeName: row.prize.name, createdAt: row.created_at.toISOString() }))
}

/** How many of each prize have been won. */
export async function awardedCounts(pool: Pool, campaignId: number): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ prize_id: string; awarded: number }>('SELECT prize_id, awarded FROM lottery_prize_awards WHERE campaign_id = $1', [campaignId])
  return new Map(rows.map((row) => [row.prize_id, row.awarded]))
}
