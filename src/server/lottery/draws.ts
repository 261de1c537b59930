/**
 * A draw, decided on the server in one transaction (tables lottery_draws, lottery_chances,
 * lottery_prize_awards): the seller's draws are serialized by an advisory lock, so a retried
 * request (same request id) answers the draw it already made and each chance is spent once;
 * a prize is taken by a statement that only succeeds while its awarded count is below its
 * stock, so no burst can give more than the stock. A membership prize is added to the
 * seller's membership in the same transaction.
 */
import type { Db } from '@/server/db/drizzle'
import type { WonPrize } from '@/server/db/tables'
import type { Campaign, Localized } from './campaigns'
import { grantDailyChances } from './chances'
import { cryptoRandomBelow, drawPrize, type RandomBelow } from './draw'
import * as repository from './repository'

export type { WonPrize }

export type DrawResult = { drawId: number; prize: WonPrize | null; createdAt: string; replayed: boolean }

/** First key of the two-key advisory locks the lottery takes ("lot"). */
const LOCK_NAMESPACE = 0x6c6f74

const toResult = (row: repository.DrawRow, replayed: boolean): DrawResult => ({ drawId: row.id, prize: row.prize, createdAt: row.createdAt.toISOString(), replayed })

/**
 * Spends one of the seller's chances on a draw, or answers the draw this request id already
 * made. 'noChance' when the seller has none left. The caller checks the campaign's window.
 */
export async function drawOnce(
  db: Db,
  campaign: Campaign,
  sellerId: number,
  requestId: string,
  options: { now?: Date; randomBelow?: RandomBelow } = {},
): Promise<DrawResult | 'noChance'> {
  const now = options.now ?? new Date()
  return db.transaction(async (tx) => {
    await repository.advisoryXactLock(tx, LOCK_NAMESPACE, sellerId)
    const done = await repository.findDrawByRequest(tx, sellerId, requestId)
    if (done) return toResult(done, true)

    await grantDailyChances(tx, campaign, sellerId, now)
    const chanceId = await repository.spendChance(tx, campaign.id, sellerId)
    if (chanceId === null) return 'noChance' as const

    const awarded = await repository.awardedCounts(tx, campaign.id)
    const left = campaign.prizes.map((prize) => ({ id: prize.id, weight: prize.weight, stock: prize.stock - (awarded.get(prize.id) ?? 0) }))
    let prizeId = drawPrize(left, campaign.noPrizeWeight, options.randomBelow ?? cryptoRandomBelow)
    const prize = campaign.prizes.find((candidate) => candidate.id === prizeId)

    if (prize) {
      // Taken only while below the stock (checked in this statement): a prize taken meanwhile by
      // other draws makes this one "no prize", never an oversold one.
      if (!(await repository.takePrize(tx, campaign.id, prize.id, prize.stock))) prizeId = null
    }
    const won: WonPrize | null =
      prize && prizeId
        ? { id: prize.id, name: prize.name, kind: prize.kind, imageUrl: prize.image?.url ?? null, membershipDays: prize.membershipDays, couponCode: prize.couponCode }
        : null

    const inserted = await repository.insertDraw(tx, { campaignId: campaign.id, sellerId, requestId, chanceId, prize: won })
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
}

/**
 * The seller's draws, newest first, with the claim of each physical prize: those of one campaign
 * (`campaignId`), or the prizes won in every campaign (`campaignId` null: "my prizes").
 */
export async function listDraws(db: Db, campaignId: number | null, sellerId: number, limit = 100): Promise<DrawRecord[]> {
  const rows = await repository.drawsOf(db, campaignId, sellerId, limit)
  return rows.map((row) => ({ drawId: row.id, prize: row.prize, createdAt: row.createdAt.toISOString(), claim: row.claim }))
}

export type Winner = { phone: string; prizeName: Localized; createdAt: string }

/** The campaign's latest winners (phones unmasked: the caller masks them). */
export async function latestWinners(db: Db, campaignId: number, limit = 20): Promise<Winner[]> {
  const rows = await repository.latestWins(db, campaignId, limit)
  // A won draw always has its prize (prize_id and prize are written together).
  return rows.flatMap((row) => (row.prize ? [{ phone: row.phone, prizeName: row.prize.name, createdAt: row.createdAt.toISOString() }] : []))
}
