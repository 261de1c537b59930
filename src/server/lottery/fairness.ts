/**
 * The server's side of the checkable lottery (src/lib/lottery/fairness.ts has the scheme): a
 * campaign's commitment is made when it is published (the CMS hook) or, for a campaign published
 * before commitments existed, at its first draw; its seed is kept sealed (src/server/platform/sealed.ts, a
 * key derived from PAYLOAD_SECRET) until the campaign ends, then shown with the public draw log.
 */
import { randomBytes } from 'node:crypto'

import { maskPhone } from '@/lib/auth/validation'
import { commitmentOf, FAIRNESS_SCHEME, type FairnessLog, type FairTable, tableDigestOf } from '@/lib/lottery/fairness'
import type { Db } from '@/server/db/drizzle'
import { keyedHash, serviceKey } from '@/server/platform/crypto'
import { fail } from '@/server/platform/errors'
import { logger } from '@/server/platform/log'
import { open, seal } from '@/server/platform/sealed'
import type { Campaign } from './campaigns'
import * as repository from './repository'

/** The seed's key: a database dump alone does not let anyone predict draws. */
const seedKey = () => serviceKey('lottery-seed')

/** The stored seed; one sealed under another PAYLOAD_SECRET is the operator's to mend: a 503 and a log line, not a 500. */
function openSeed(campaignId: number, sealed: string): string {
  try {
    return open(sealed, seedKey())
  } catch (error) {
    logger.error({ err: error, campaignId }, 'lottery: the seed cannot be opened (PAYLOAD_SECRET changed?)')
    throw fail('unavailable')
  }
}

/** A seller's public id in a campaign's draws: stable within it, different in each campaign, not the account, not guessable from it. */
export const playerIdOf = (campaignId: number, sellerId: number) => keyedHash('lottery-player', `${campaignId}|${sellerId}`).slice(0, 12).toUpperCase()

/**
 * The seed is revealed this long after the end: a draw that passed the window check just before
 * the end is committed (or refused) by then, so nobody holds the seed while a draw can still be made.
 */
const REVEAL_GRACE_MS = 60_000

type TableSource = Pick<Campaign, 'id' | 'noPrizeWeight'> & { prizes: ReadonlyArray<Pick<Campaign['prizes'][number], 'id' | 'kind' | 'stock' | 'weight'>> }

/**
 * What a campaign's draws depend on: its prizes in order (id, kind, stock, weight) and the "no
 * prize" weight. `awarded`: prizes won by draws without a number (made before the campaign was
 * committed, when commitments came): the table's stock is what they left, so the log's numbered draws verify.
 */
export function fairTableOf(campaign: TableSource, awarded: ReadonlyMap<string, number> = new Map()): FairTable {
  return {
    campaignId: campaign.id,
    noPrizeWeight: campaign.noPrizeWeight,
    prizes: campaign.prizes.map((prize) => ({ id: prize.id, kind: prize.kind, stock: Math.max(0, prize.stock - (awarded.get(prize.id) ?? 0)), weight: prize.weight })),
  }
}

/** The table a campaign commits to now, and its digest. */
async function tableOf(db: Db, campaign: TableSource): Promise<{ prizeTable: FairTable; tableDigest: string }> {
  const prizeTable = fairTableOf(campaign, await repository.winsByPrize(db, campaign.id, false))
  return { prizeTable, tableDigest: await tableDigestOf(prizeTable) }
}

async function newCommitment(campaignId: number, { prizeTable, tableDigest }: { prizeTable: FairTable; tableDigest: string }) {
  const seed = randomBytes(32).toString('hex')
  return { campaignId, sealedSeed: seal(seed, seedKey()), prizeTable, tableDigest, commitment: await commitmentOf(seed, tableDigest) }
}

/**
 * The CMS's commit of a published campaign: a new seed and commitment, or a new pair in place of
 * one no draw has used while the campaign has not started. False when the stored commitment is
 * for another table and may no longer change (the save is then refused).
 */
export async function commitCampaign(db: Db, campaign: TableSource & Pick<Campaign, 'startsAt'>, now: Date = new Date()): Promise<boolean> {
  const table = await tableOf(db, campaign)
  const existing = await repository.findCommitment(db, campaign.id)
  if (existing?.tableDigest === table.tableDigest) return true
  if (existing && (existing.lastSequence > 0 || now >= new Date(campaign.startsAt))) return false
  const row = await newCommitment(campaign.id, table)
  return existing ? repository.replaceUnusedCommitment(db, row) : repository.insertCommitment(db, row).then(() => true)
}

/** A commitment for a campaign that has none (published before commitments existed): made once, never replaced here. */
export async function commitLate(db: Db, campaign: TableSource): Promise<void> {
  await repository.insertCommitment(db, await newCommitment(campaign.id, await tableOf(db, campaign)))
}

/** The next sequence number and what the draw needs (the seed opened); the campaign is committed first if it never was. */
export async function nextDraw(tx: Db, campaign: Campaign): Promise<{ sequence: number; seed: string; table: FairTable }> {
  let row = await repository.takeSequence(tx, campaign.id)
  if (!row) {
    await commitLate(tx, campaign)
    row = await repository.takeSequence(tx, campaign.id)
  }
  if (!row) throw new Error(`lottery: campaign ${campaign.id} has no commitment`)
  return { sequence: row.lastSequence, seed: openSeed(campaign.id, row.sealedSeed), table: row.prizeTable }
}

export type PublicFairness = FairnessLog & {
  campaignId: number
  committedAt: string
  /** Whether the commitment was made before the campaign started (else it cannot prove much). */
  committedBeforeStart: boolean
  draws: Array<FairnessLog['draws'][number] & { seller: string }>
}

/**
 * What anyone may see: the commitment, the table and its digest, the draw log (sellers masked)
 * and, once the campaign has ended, the seed. Null when the campaign has no commitment yet.
 */
export async function publicFairness(db: Db, campaign: Campaign, now: Date = new Date()): Promise<PublicFairness | null> {
  const commitment = await repository.findCommitment(db, campaign.id)
  if (!commitment) return null
  const draws = await repository.loggedDraws(db, campaign.id)
  return {
    scheme: FAIRNESS_SCHEME,
    campaignId: campaign.id,
    commitment: commitment.commitment,
    tableDigest: commitment.tableDigest,
    table: commitment.prizeTable,
    committedAt: commitment.committedAt.toISOString(),
    committedBeforeStart: commitment.committedAt <= new Date(campaign.startsAt),
    seed: now.getTime() > Date.parse(campaign.endsAt) + REVEAL_GRACE_MS ? openSeed(campaign.id, commitment.sealedSeed) : null,
    draws: draws.map((draw) => ({ sequence: draw.sequence, player: draw.player, outcome: draw.prizeId, seller: draw.phone ? maskPhone(draw.phone) : '—' })),
  }
}
