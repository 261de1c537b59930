/** A new account's attribution (campaign, channel, invite) and the lottery chances it may bring. */
import { hasUnstorableText } from '@/lib/text/storable'
import { attributeNewSeller } from '@/server/attribution/new-seller'
import type { RequestContext } from '@/server/http/context'
import { creditRegistration } from '@/server/lottery/registration'
import type { Seller } from '@payload-types'

import type { Attribution } from './accounts'

export function attributionOf(input: {
  appName?: string | null
  invite?: string | null
  invite_channel?: string | null
  firstId?: string | null
  searchWord?: string | null
  keyWord?: string | null
  expandInfo?: string | null
  utm_source?: string | null
  utm_medium?: string | null
  utm_campaign?: string | null
  utm_content?: string | null
  utm_term?: string | null
}): Attribution {
  let expandInfo: unknown = null
  if (input.expandInfo) {
    try {
      expandInfo = JSON.parse(input.expandInfo)
    } catch {
      expandInfo = { raw: input.expandInfo }
    }
    // An escaped NUL or lone surrogate ("\u0000" in a crafted link) is text again after parsing,
    // which the jsonb column refuses: the registration goes on without it rather than fail.
    if (hasUnstorableText(expandInfo)) expandInfo = null
  }
  return {
    appName: input.appName || null,
    invite: input.invite || null,
    inviteChannel: input.invite_channel || null,
    firstId: input.firstId || null,
    searchWord: input.searchWord || null,
    keyWord: input.keyWord || null,
    expandInfo: expandInfo as Attribution['expandInfo'],
    utmSource: input.utm_source || null,
    utmMedium: input.utm_medium || null,
    utmCampaign: input.utm_campaign || null,
    utmContent: input.utm_content || null,
    utmTerm: input.utm_term || null,
  }
}

/** Where a new account came from: its campaign touches and distribution channel (src/server/attribution). */
export function recordNewSeller(ctx: RequestContext, seller: Seller, input: Parameters<typeof attributionOf>[0] & { urlCode?: string | null }): Promise<void> {
  const fields = attributionOf(input)
  return attributeNewSeller(ctx.payload, seller, ctx.visitorId, { ...fields, urlCode: input.urlCode || null })
}

/**
 * The lottery chances a new account's registration gives (itself and its inviter, whose are
 * capped per address and device: hence the request's). A failure here is logged and costs the
 * seller nothing but the chance: the account is already open.
 */
export async function lotteryChancesFor(ctx: RequestContext, seller: Seller): Promise<number> {
  try {
    return await creditRegistration(ctx.payload, seller.id, seller.attribution?.expandInfo, { ip: ctx.ip, visitorId: ctx.visitorId })
  } catch (error) {
    ctx.payload.logger.error({ err: error, seller: seller.id }, 'lottery: crediting a registration failed')
    return 0
  }
}
