/**
 * The lottery's calls (issue 16), in the user service's table (src/server/lottery/endpoints.ts,
 * under /lottery): the campaign's state and my chances, the draw, my draws, the winners, my
 * invitations, and the delivery details of a physical prize.
 */
import type { z } from 'zod'

import { maskPhone } from '@/lib/auth/validation'
import type { Locale } from '@/lib/i18n/locales'

import { fail } from '@/server/platform/errors'
import { ok, type RequestContext, type SellerContext } from '@/server/http/context'
import { type Campaign, campaignPhase, findCampaign, findCampaignById } from './campaigns'
import { availableChances, inviteCodeOf, listInvitations } from './chances'
import { getClaim, saveClaim } from './claims'
import { drawOnce, latestWinners, listDraws, type WonPrize } from './draws'
import { commitLate, publicFairness } from './fairness'
import type * as schemas from './schemas'

type Input<S extends z.ZodType> = z.output<S>

async function campaignOf(ctx: RequestContext, activityId: number): Promise<Campaign> {
  const campaign = await findCampaign(ctx.payload, activityId)
  if (!campaign) throw fail('activityNotFound')
  return campaign
}

/** A won prize in the caller's language. */
export function prizeIn(prize: WonPrize, locale: Locale) {
  return { id: prize.id, name: prize.name[locale], kind: prize.kind, imageUrl: prize.imageUrl, membershipDays: prize.membershipDays, couponCode: prize.couponCode }
}

/** The campaign's window and phase; for a signed-in seller also their chances and invite code. */
export async function status(ctx: RequestContext, input: Input<typeof schemas.activitySchema>) {
  const campaign = await campaignOf(ctx, input.actId)
  const now = new Date()
  const phase = campaignPhase(campaign, now)
  const db = ctx.db
  const seller = ctx.session?.seller
  return ok({
    data: {
      activityId: campaign.activityId,
      phase,
      startsAt: campaign.startsAt,
      endsAt: campaign.endsAt,
      loggedIn: Boolean(seller),
      chances: seller ? (phase === 'running' ? await availableChances(db, campaign, seller.id, now) : 0) : null,
      inviteCode: seller ? await inviteCodeOf(db, seller.id) : null,
      chancesPerInvite: campaign.chances.perInvite,
    },
  })
}

export async function draw(ctx: SellerContext, input: Input<typeof schemas.drawSchema>) {
  const seller = ctx.session.seller
  const campaign = await campaignOf(ctx, input.actId)
  const now = new Date()
  const phase = campaignPhase(campaign, now)
  if (phase === 'upcoming') throw fail('activityNotStarted')
  if (phase === 'ended') throw fail('activityEnded')
  const result = await drawOnce(ctx.db, campaign, seller.id, input.requestId, { now })
  if (result === 'noChance') throw fail('noChance')
  if (result === 'ended') throw fail('activityEnded')
  return ok({
    data: {
      drawId: result.drawId,
      won: result.prize !== null,
      prize: result.prize ? prizeIn(result.prize, ctx.locale) : null,
      createdAt: result.createdAt,
      replayed: result.replayed,
      chances: await availableChances(ctx.db, campaign, seller.id, now),
    },
  })
}

/** My draws (won and not), newest first, with each physical prize's delivery status. */
export async function records(ctx: SellerContext, input: Input<typeof schemas.activitySchema>) {
  const seller = ctx.session.seller
  const campaign = await campaignOf(ctx, input.actId)
  const draws = await listDraws(ctx.db, campaign.id, seller.id)
  return ok({ data: draws.map((entry) => ({ ...entry, prize: entry.prize ? prizeIn(entry.prize, ctx.locale) : null })) })
}

/** Every prize I won, in any campaign, newest first (/m/ReceivePrize). */
export async function prizes(ctx: SellerContext) {
  const seller = ctx.session.seller
  const draws = await listDraws(ctx.db, null, seller.id)
  return ok({ data: draws.map((entry) => ({ ...entry, prize: entry.prize ? prizeIn(entry.prize, ctx.locale) : null })) })
}

/** The latest winners, phones masked (the ticker). */
export async function winners(ctx: RequestContext, input: Input<typeof schemas.activitySchema>) {
  const campaign = await campaignOf(ctx, input.actId)
  const list = await latestWinners(ctx.db, campaign.id)
  return ok({ data: list.map((winner) => ({ phone: maskPhone(winner.phone), prizeName: winner.prizeName[ctx.locale], createdAt: winner.createdAt })) })
}

/**
 * The campaign's commitment, prize table and draw log (sellers masked), and once it has ended its
 * seed: what anyone needs to check every draw (src/lib/lottery/fairness.ts). Prize names in the
 * caller's language, beside the table (they are not part of it).
 */
export async function fairness(ctx: RequestContext, input: Input<typeof schemas.fairnessSchema>) {
  const campaign = input.campaignId ? await findCampaignById(ctx.payload, input.campaignId) : await campaignOf(ctx, input.actId)
  if (!campaign) throw fail('activityNotFound')
  let log = await publicFairness(ctx.db, campaign)
  if (!log) {
    // A campaign published before commitments existed is committed when first asked (the log says when).
    await commitLate(ctx.db, campaign)
    log = await publicFairness(ctx.db, campaign)
  }
  if (!log) throw fail('activityNotFound')
  return ok({
    data: {
      ...log,
      title: campaign.title[ctx.locale],
      activityId: campaign.activityId,
      startsAt: campaign.startsAt,
      endsAt: campaign.endsAt,
      phase: campaignPhase(campaign),
      prizeNames: Object.fromEntries(campaign.prizes.map((prize) => [prize.id, prize.name[ctx.locale]])),
    },
  })
}

/** The sellers I invited (phones masked): whether each counted toward my chances, why not, and what it gave. */
export async function invitations(ctx: SellerContext, input: Input<typeof schemas.activitySchema>) {
  const seller = ctx.session.seller
  const campaign = await campaignOf(ctx, input.actId)
  const list = await listInvitations(ctx.db, campaign.id, seller.id)
  return ok({ data: list.map((entry) => ({ ...entry, phone: entry.phone ? maskPhone(entry.phone) : null })) })
}

const claimIn = (view: Awaited<ReturnType<typeof getClaim>>, locale: Locale) => ({ ...view, prize: prizeIn(view.prize, locale) })

export async function claim(ctx: SellerContext, input: Input<typeof schemas.claimQuerySchema>) {
  const seller = ctx.session.seller
  return ok({ data: claimIn(await getClaim(ctx.payload, seller.id, input.drawId), ctx.locale) })
}

export async function saveDelivery(ctx: SellerContext, input: Input<typeof schemas.claimSchema>) {
  const seller = ctx.session.seller
  const view = await saveClaim(ctx.payload, seller.id, input)
  return ok({ data: claimIn(view, ctx.locale) }, 'deliverySaved')
}

