/**
 * A draw, decided on the server in one transaction (tables lottery_draws, lottery_chances,
 * lottery_prize_awards, lottery_commitments): the seller's draws are serialized by an advisory
 * lock, so a retried request (same request id) answers the draw it already made and each chance
 * is spent once. The draw then takes the campaign's next sequence number (its commitment row stays
 * locked until the transaction ends, so the campaign's draws follow one another in that order),
 * and its outcome is the scheme's (src/lib/lottery/fairness.ts): the seed, the campaign, the
 * sequence number and the seller's player id, then the stock rule. A prize is taken by a statement
 * that only succeeds while its awarded count is below its stock, so no burst can give more than
 * the stock. A membership prize is added to the seller's membership in the same transaction.
 */
import type { Db } from '@/server/db/drizzle'
import type { WonPrize } from '@/server/db/tables'
import type { Campaign, Localized } from './campaigns'
import { grantDailyChances } from './chances'
import { oddsOutcome, withStock } from '@/lib/lottery/fairness'

import { nextDraw, playerIdOf } from './fairness'
import * as repository from './repository'

export type { WonPrize }

export type DrawResult = { drawId: number; prize: WonPrize | null; createdAt: string; replayed: boolean; sequence: number | null; player: string | null }

/** First key of the two-key advisory locks the lottery takes ("lot"). */
const LOCK_NAMESPACE = 0x6c6f74

const toResult = (row: repository.DrawRow, replayed: boolean): DrawResult => ({ drawId: row.id, prize: row.prize, createdAt: row.createdAt.toISOString(), replayed, sequence: row.sequence, player: row.player })

/**
 * Spends one of the seller's chances on a draw, or answers the draw this request id already
 * made. 'noChance' when the seller has none left. The caller checks the campaign's window.
 */
export async function drawOnce(
  db: Db,
  campaign: Campaign,
  sellerId: number,
  requestId: string,
  options: { now?: Date } = {},
): Promise<DrawResult | 'noChance' | 'ended'> {
  const now = options.now ?? new Date()
  return db.transaction(async (tx) => {
    await repository.advisoryXactLock(tx, LOCK_NAMESPACE, sellerId)
    const done = await repository.findDrawByRequest(tx, sellerId, requestId)
    if (done) return toResult(done, true)

    await grantDailyChances(tx, campaign, sellerId, now)
    const chanceId = await repository.spendChance(tx, campaign.id, sellerId)
    if (chanceId === null) return 'noChance' as const

    // Past the end (a draw that passed the window check and waited for the locks): nothing spent.
    if (Date.now() > Date.parse(campaign.endsAt)) return 'ended' as const
    const { sequence, seed, table } = await nextDraw(tx, campaign)
    const player = playerIdOf(campaign.id, sellerId)
    const odds = await oddsOutcome(seed, table, sequence, player)
    // Counted under the commitment's lock: the wins of every numbered draw before this one.
    const wonBefore = odds === null ? 0 : ((await repository.winsByPrize(tx, campaign.id, true)).get(odds) ?? 0)
    let prizeId = withStock(table, odds, wonBefore)
    const prize = campaign.prizes.find((candidate) => candidate.id === prizeId)

    if (prize) {
      // Taken only while below the stock (checked in this statement, a second guard beside the
      // lock): never an oversold prize.
      // The awards count every win (those from before the commitment too): the campaign's whole stock.
      if (!(await repository.takePrize(tx, campaign.id, prize.id, prize.stock))) prizeId = null
    }
    const won: WonPrize | null =
      prize && prizeId
        ? { id: prize.id, name: prize.name, kind: prize.kind, imageUrl: prize.image?.url ?? null, membershipDays: prize.membershipDays, couponCode: prize.couponCode }
        : null

    const inserted = await repository.insertDraw(tx, { campaignId: campaign.id, sellerId, requestId, chanceId, prize: won, sequence, player })
    if (won?.kind === 'membership' && won.membershipDays) {
      // Applied at once: the bonus runs on from today or from its current end, whichever is later.
      await repository.extendMembershipBonus(tx, sellerId, won.membershipDays)
    }
    return toResult(inserted, false)
  })
}

export type DrawRecord = {
  drawId: number
  prize: WonPrize | null
  createdAt: string
  claim: { status: 'pending' | 'shipped'; trackingNumber: string | null } | null
  /** What the verify page needs: the campaign, the draw's sequence number and the seller's player id (null for draws made before commitments). */
  campaignId: number
  sequence: number | null
  player: string | null
}

/**
 * The seller's draws, newest first, with the claim of each physical prize: those of one campaign
 * (`campaignId`), or the prizes won in every campaign (`campaignId` null: "my prizes").
 */
export async function listDraws(db: Db, campaignId: number | null, sellerId: number, limit = 100): Promise<DrawRecord[]> {
  const rows = await repository.drawsOf(db, campaignId, sellerId, limit)
  return rows.map((row) => ({ drawId: row.id, prize: row.prize, createdAt: row.createdAt.toISOString(), claim: row.claim, campaignId: row.campaignId, sequence: row.sequence, player: row.player }))
}

export type Winner = { phone: string; prizeName: Localized; createdAt: string }

/** The campaign's latest winners (phones unmasked: the caller masks them). */
export async function latestWinners(db: Db, campaignId: number, limit = 20): Promise<Winner[]> {
  const rows = await repository.latestWins(db, campaignId, limit)
  // A won draw always has its prize (prize_id and prize are written together).
  return rows.flatMap((row) => (row.prize ? [{ phone: row.phone, prizeName: row.prize.name, createdAt: row.createdAt.toISOString() }] : []))
}
