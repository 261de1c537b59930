/**
 * Delivery details of won physical prizes (CMS collection lottery-claims). The winner writes
 * them and may change them until the prize is shipped; marketers ship from the admin.
 */
import type { Payload } from 'payload'
import { accountOf } from '@/lib/auth/rules'

import type { Db } from '@/server/db/drizzle'
import type { WonPrize } from '@/server/db/tables'
import { fail } from '@/server/platform/errors'
import * as repository from './repository'

export const CLAIM_STATUSES = ['pending', 'shipped'] as const satisfies readonly repository.ClaimStatus[]
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]

export type ClaimInput = { drawId: number; recipientName: string; recipientPhone: string; address: string }

export type ClaimView = {
  drawId: number
  prize: WonPrize
  createdAt: string
  claim: { recipientName: string; recipientPhone: string; address: string; status: ClaimStatus; trackingNumber: string | null; shippedAt: string | null } | null
}

type WonDraw = { id: number; campaignId: number; prize: WonPrize; createdAt: Date }

async function ownPhysicalPrize(db: Db, sellerId: number, drawId: number): Promise<WonDraw> {
  const draw = await repository.ownDraw(db, sellerId, drawId)
  if (!draw?.prize) throw fail('prizeNotFound')
  if (draw.prize.kind !== 'physical') throw fail('prizeNeedsNoDelivery')
  return { ...draw, prize: draw.prize }
}

/** A won physical prize of the seller with its delivery details (null until given). */
export async function getClaim(payload: Payload, sellerId: number, drawId: number): Promise<ClaimView> {
  return claimView(payload, await ownPhysicalPrize(payload.db.drizzle, sellerId, drawId))
}

async function claimView(payload: Payload, draw: WonDraw): Promise<ClaimView> {
  const drawId = draw.id
  const { docs } = await payload.find({ collection: 'lottery-claims', where: { drawId: { equals: drawId } }, depth: 0, limit: 1, overrideAccess: true })
  const claim = docs[0]
  return {
    drawId,
    prize: draw.prize,
    createdAt: draw.createdAt.toISOString(),
    claim: claim
      ? {
          recipientName: claim.recipientName,
          recipientPhone: accountOf(claim.recipientPhone),
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
  const db = payload.db.drizzle
  const draw = await ownPhysicalPrize(db, sellerId, input.drawId)
  const details = { recipientName: input.recipientName, recipientPhone: input.recipientPhone, address: input.address }
  // One statement that only changes a claim still pending: a marketer shipping it meanwhile wins.
  const update = async () => {
    if (await repository.updatePendingClaim(db, input.drawId, details)) return true
    if (await repository.claimExists(db, input.drawId)) throw fail('prizeShipped')
    return false
  }
  if (!(await update())) {
    try {
      await payload.create({
        collection: 'lottery-claims',
        data: { drawId: input.drawId, campaign: draw.campaignId, seller: sellerId, prizeName: draw.prize.name.zh || draw.prize.name.en, status: 'pending', ...details },
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

export type ClaimExportRow = Omit<Awaited<ReturnType<typeof repository.claimsForExport>>[number], 'campaignId' | 'createdAt' | 'shippedAt'> & {
  /** The campaign's title in Chinese (the default locale), as the marketers name it. */
  campaign: string | null
  createdAt: Date
  shippedAt: Date | null
}

/** Every claim (or those of one status), oldest first: the order they are packed in. */
export async function listClaimsForExport(payload: Payload, status?: ClaimStatus): Promise<ClaimExportRow[]> {
  const rows = await repository.claimsForExport(payload.db.drizzle, status)
  // Titles through the local API: a localized field's storage is Payload's own.
  const campaignIds = [...new Set(rows.map((row) => row.campaignId))]
  const { docs } = campaignIds.length
    ? await payload.find({
        collection: 'lottery-campaigns',
        where: { id: { in: campaignIds } },
        locale: 'zh',
        fallbackLocale: false,
        select: { title: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] }
  const titles = new Map(docs.map((doc) => [doc.id, doc.title ?? null]))
  return rows.map(({ campaignId, createdAt, shippedAt, ...row }) => ({
    ...row,
    campaign: titles.get(campaignId) ?? null,
    createdAt: new Date(createdAt),
    shippedAt: shippedAt === null ? null : new Date(shippedAt),
  }))
}
