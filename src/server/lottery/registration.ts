/**
 * What a registration gives in a lottery (spec sections 3 and 4): a registration carrying an
 * activity (expandInfo.actId, from the activity sheet or an `aic` link) gives the new seller the
 * campaign's registration chances; an invite code (expandInfo.inviteCode) gives its owner the
 * campaign's chances per invited seller, once per invitee. Only while the campaign runs.
 */
import type { Payload } from 'payload'

import { isPgId } from '../../lib/pg-int'
import { campaignPhase, findCampaign } from './campaigns'
import { grantChances, sellerByInviteCode } from './chances'

type ExpandInfo = { actId?: unknown; inviteCode?: unknown } | null | undefined

/** Chances the new seller got (0 when the registration carried no running activity). */
export async function creditRegistration(payload: Payload, newSellerId: number, expandInfo: unknown, now: Date = new Date()): Promise<number> {
  const info = (expandInfo && typeof expandInfo === 'object' ? expandInfo : null) as ExpandInfo
  const activityId = Number(info?.actId)
  if (!isPgId(activityId)) return 0
  const campaign = await findCampaign(payload, activityId)
  if (!campaign || campaignPhase(campaign, now) !== 'running') return 0
  const pool = payload.db.pool
  const granted = await grantChances(pool, { campaignId: campaign.id, sellerId: newSellerId, source: 'registration', key: 'registration', count: campaign.chances.perRegistration })

  const inviteCode = typeof info?.inviteCode === 'string' ? info.inviteCode.slice(0, 16) : ''
  const inviterId = inviteCode ? await sellerByInviteCode(pool, inviteCode) : null
  if (inviterId && inviterId !== newSellerId) {
    await grantChances(pool, { campaignId: campaign.id, sellerId: inviterId, source: 'invite', key: String(newSellerId), count: campaign.chances.perInvite, inviteeId: newSellerId })
  }
  return granted
}
