/** The signed-in seller: who they are, the reload sequence after login (spec section 7), feedback. */
import type { z } from 'zod'

import { loadCustomerService } from '@/server/content/customer-service'
import { boundChannel } from '@/server/distribution/channels'
import { ok, type RequestContext, type SellerContext } from '@/server/http/context'
import { CODES } from '@/server/platform/errors'

import { giveTrialOnce, markTrialWindowShown, productView, sellerView, sessionView, wechatView } from './accounts'
import { sellerCategories } from './categories'
import type * as schemas from './schemas'

type Input<S extends z.ZodType> = z.output<S>

export async function userInfo(ctx: SellerContext) {
  return ok({ data: sessionView(ctx.session.seller, ctx.session.team) })
}

/** The seller's channel profile: the header's avatar and the bound WeChat (nickname, picture). */
export async function channelUserInfo(ctx: SellerContext) {
  const seller = ctx.session.seller
  const wechat = wechatView(seller)
  const view = sellerView(seller).channelUserInfo
  return ok({ data: { ...view, comments: { avatar: wechat.avatar ?? view.comments.avatar }, wechat } })
}

/** Customer-service contact; empty WeChat QR URLs fall back to the first, that to the footer's first QR code. */
export async function followServiceInfo(ctx: RequestContext) {
  return ok({ ...(await loadCustomerService(ctx.payload, ctx.locale)) })
}

/** The newcomer trial (site-settings trialDays), given once per seller. */
export async function giveAway(ctx: SellerContext) {
  const seller = ctx.session.seller
  const settings = await ctx.payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const days = settings.trialDays ?? 0
  if (days <= 0) return ok({ data: { given: false, days: 0, reason: 'notOffered' } })
  const given = await giveTrialOnce(ctx.payload, seller.id, days)
  return ok({ data: given ? { given: true, days } : { given: false, days: 0, reason: 'alreadyGiven' } })
}

export async function openWindowConfig(ctx: SellerContext) {
  const seller = ctx.session.seller
  const membership = seller.membership ?? {}
  return ok({
    payload: [
      { openType: 'listModel', openFlag: false },
      { openType: 'trialVip', openFlag: Boolean(membership.trialGivenAt && !membership.trialWindowShownAt) },
    ],
  })
}

export async function trialWindowShown(ctx: SellerContext) {
  const seller = ctx.session.seller
  await markTrialWindowShown(ctx.payload, seller.id)
  return ok({ data: { shown: true } })
}

/**
 * The seller's promote (private-domain channel) type. Never bound: 30005 (silent, spec section 8).
 * Bound to a distribution channel that has since been removed or switched off: no type, which the
 * client reports as "missing channel".
 */
export async function promoteType(ctx: SellerContext) {
  const seller = ctx.session.seller
  if (seller.distributionChannel) {
    const channel = await boundChannel(ctx.payload, seller)
    if (!channel?.active) return ok({ payload: { channelType: null } })
  }
  if (seller.promoteChannelType == null) return { body: { code: CODES.promoteNotBound, messageKey: 'promoteNotBound' } }
  return ok({ payload: { channelType: seller.promoteChannelType } })
}

/** Category list and buy status (field spelled `playload`, as the front end reads it). */
export async function categoryList(ctx: SellerContext) {
  return ok({ playload: await sellerCategories(ctx.payload, ctx.session.seller, ctx.locale) })
}

/** Membership of the seller (field spelled `playLoad`, as the front end reads it). */
export async function productAndPolicy(ctx: SellerContext) {
  return ok({ playLoad: productView(ctx.session.seller) })
}

export async function feedback(ctx: SellerContext, input: Input<typeof schemas.feedbackSchema>) {
  const seller = ctx.session.seller
  await ctx.payload.create({
    collection: 'seller-feedback',
    data: { seller: seller.id, type: input.type ?? null, complaint: input.complaint ?? null, problemDescription: input.problemDescription, imgUrl: input.imgUrl ?? null },
    overrideAccess: true,
  })
  return ok({}, 'feedbackSaved')
}
