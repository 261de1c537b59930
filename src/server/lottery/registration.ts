/**
 * What a registration gives in a lottery (spec sections 3 and 4): a registration carrying an
 * activity (expandInfo.actId, from the activity sheet or an `aic` link) gives the new seller the
 * campaign's registration chances; an invite code (expandInfo.inviteCode) is recorded as an
 * invitation, which gives its owner the campaign's chances per invited seller once per invitee,
 * up to the campaign's caps (per inviter, per address or device a day). Only while the campaign runs.
 */
import type { Payload } from 'payload'

import { isPgId } from '@/lib/pg-int'
import { isVisitorId } from '@/server/attribution/collector'
import type { Transaction } from '@/server/db/transaction'
import { limitKey } from '@/server/http/client-ip'
import { keyedHash } from '@/server/platform/crypto'
import { campaignPhase, findCampaign } from './campaigns'
import { grantChances, recordInvitation, sellerByInviteCode } from './chances'

type ExpandInfo = { actId?: unknown; inviteCode?: unknown } | null | undefined

/** Where the registering request came from: its client address and, if any, its visitor id (cookie `vid`). */
export type RegistrationOrigin = { ip: string; visitorId: string | null }

/**
 * Chances the new seller got (0 when the registration carried no running activity). The origin
 * is kept only as keyed hashes: enough to count one address's invitations, not to read it back.
 * `tx`: in the registration's transaction (the account is not committed yet).
 */
export async function creditRegistration(
  payload: Payload,
  newSellerId: number,
  expandInfo: unknown,
  origin: RegistrationOrigin,
  now: Date = new Date(),
  tx?: Transaction,
): Promise<number> {
  const info = (expandInfo && typeof expandInfo === 'object' ? expandInfo : null) as ExpandInfo
  const activityId = Number(info?.actId)
  if (!isPgId(activityId)) return 0
  const campaign = await findCampaign(payload, activityId, tx?.req)
  if (!campaign || campaignPhase(campaign, now) !== 'running') return 0
  const db = tx?.db ?? payload.db.drizzle
  const granted = await grantChances(db, { campaignId: campaign.id, sellerId: newSellerId, source: 'registration', key: 'registration', count: campaign.chances.perRegistration })

  const inviteCode = typeof info?.inviteCode === 'string' ? info.inviteCode.slice(0, 16) : ''
  const inviterId = inviteCode ? await sellerByInviteCode(db, inviteCode) : null
  if (inviterId) {
    await recordInvitation(db, campaign, {
      inviterId,
      inviteeId: newSellerId,
      // An IPv6 host holds its whole /64: counted as one address, as the rate limits do.
      addressKey: keyedHash('lottery-invite-address', limitKey(origin.ip)),
      deviceKey: isVisitorId(origin.visitorId) ? keyedHash('lottery-invite-device', origin.visitorId) : null,
      now,
    })
  }
  return granted
}
