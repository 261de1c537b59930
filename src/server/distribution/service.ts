/**
 * The distribution service (spec section 7, /api/dis/distribution) and the coupon lobby
 * (/api/product/pay), on our database: channels and coupons are edited by marketers in the CMS
 * (distribution-channels, coupons); a seller is bound to a channel when registering through it.
 */
import { z } from 'zod'

import type { Coupon, DistributionChannel } from '@payload-types'
import { codePattern } from '@/lib/code-text'
import { fail } from '@/server/platform/errors'
import { ok, type SellerContext, type RequestContext } from '@/server/http/context'
import { activeChannelByUrlCode, boundChannel } from './channels'

const code = z.string().trim().regex(codePattern(40), 'badRequest')

// The spec's calls carry an appId (the client sends 'ozon', APP_NAME in src/features/auth/api.ts).
// It is checked like any code but never narrows the lookup: url codes and coupon ids are unique,
// and a row's appId is set in the CMS, a value the client cannot know (issue 16).
export const partnerChannelSchema = z.object({ urlCode: code, appId: code.optional() })
export const couponSchema = z.object({ couponId: code, appId: code.optional() })

/** What the public learns of a channel: who it is, never its contacts. */
const publicChannel = (channel: DistributionChannel) => ({
  channelId: channel.id,
  channelName: channel.name,
  urlCode: channel.urlCode,
  appId: channel.appId,
  channelType: channel.channelType,
})

/** GET /public/partnerChannel?appId&urlCode: the channel a link's url code names. */
export async function partnerChannel(ctx: RequestContext, input: z.output<typeof partnerChannelSchema>) {
  const channel = await activeChannelByUrlCode(ctx.payload, input.urlCode)
  if (!channel) throw fail('channelNotFound')
  return ok({ data: publicChannel(channel) })
}

/** The signed-in seller's channel, or null when not bound or no longer active. */
async function sellerChannel(ctx: SellerContext): Promise<DistributionChannel | null> {
  const channel = await boundChannel(ctx.payload, ctx.session.seller, ctx.locale)
  return channel?.active ? channel : null
}

/** GET /privateAreaChannel/loginUserChannel: the seller's private-domain channel (no verify-code check: spec section 7). */
export async function loginUserChannel(ctx: SellerContext) {
  const channel = await sellerChannel(ctx)
  return ok({ data: channel ? { ...publicChannel(channel), verifyCodeCheck: false } : null })
}

/** POST /distribution-channel/getUserCooperationOrgan: the organisation behind the seller's channel, with its contact. */
export async function cooperationOrgan(ctx: SellerContext) {
  const channel = await sellerChannel(ctx)
  const organ = channel?.organ
  return ok({
    data: channel
      ? { channelId: channel.id, organName: organ?.name || channel.name, contactName: organ?.contactName ?? null, contactPhone: organ?.contactPhone ?? null, wechatId: organ?.wechatId ?? null }
      : null,
  })
}

export type CouponStatus = 'active' | 'notStarted' | 'expired' | 'disabled'

export function couponStatus(coupon: Pick<Coupon, 'active' | 'validFrom' | 'validTo'>, now = new Date()): CouponStatus {
  if (!coupon.active) return 'disabled'
  if (now < new Date(coupon.validFrom)) return 'notStarted'
  if (now >= new Date(coupon.validTo)) return 'expired'
  return 'active'
}

/** GET /user-coupon-lobby/userCouponByCouponId?couponId&appId: a coupon as a landing link shows it. */
export async function couponById(ctx: RequestContext, input: z.output<typeof couponSchema>) {
  const { docs } = await ctx.payload.find({
    collection: 'coupons',
    where: { couponId: { equals: input.couponId } },
    locale: ctx.locale,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const coupon = docs[0]
  if (!coupon) throw fail('couponNotFound')
  return ok({
    data: {
      couponId: coupon.couponId,
      appId: coupon.appId,
      name: coupon.name,
      description: coupon.description ?? null,
      faceValue: coupon.faceValue,
      minSpend: coupon.minSpend ?? 0,
      validFrom: coupon.validFrom,
      validTo: coupon.validTo,
      status: couponStatus(coupon),
    },
  })
}
