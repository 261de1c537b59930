/**
 * Draw chances, invite codes and invitations (tables lottery_chances, lottery_invite_codes,
 * lottery_invitations). A chance is given once per (campaign, seller, source, key): a
 * registration, an invited seller (key: the invitee), a day (key: the date). Giving the same one
 * again changes nothing, so a retried registration or a burst of them cannot give two. An
 * invitation gives its inviter chances only when it counts: within the campaign's caps per
 * inviter and per address (or device) a day, decided under locks so no burst passes them.
 */
import { LOTTERY_DEFAULT_TIME_ZONE } from '@/lib/lottery/time'

import type { Db } from '@/server/db/drizzle'
import { keyedHash } from '@/server/platform/crypto'
import type { Campaign } from './campaigns'
import * as repository from './repository'

export type ChanceSource = 'registration' | 'invite' | 'daily'

/** Daily chances follow the sellers' calendar day (LOTTERY_TIME_ZONE, default China's). */
export const LOTTERY_TIME_ZONE = process.env.LOTTERY_TIME_ZONE || LOTTERY_DEFAULT_TIME_ZONE

/** YYYY-MM-DD in the lottery's time zone. */
export function dayKey(now: Date, timeZone = LOTTERY_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** Gives `count` chances of one source and key (each once); how many were new. */
export async function grantChances(
  db: Db,
  grant: { campaignId: number; sellerId: number; source: ChanceSource; key: string; count: number; inviteeId?: number },
): Promise<number> {
  if (grant.count <= 0) return 0
  return repository.insertChances(db, grant)
}

/** Today's free chances, given when the seller first looks or draws that day. */
export function grantDailyChances(db: Db, campaign: Campaign, sellerId: number, now: Date): Promise<number> {
  return grantChances(db, { campaignId: campaign.id, sellerId, source: 'daily', key: dayKey(now), count: campaign.chances.daily })
}

/** Chances the seller can spend now: unspent ones plus today's free ones not given yet. */
export async function availableChances(db: Db, campaign: Campaign, sellerId: number, now: Date): Promise<number> {
  const { unspent, today } = await repository.chanceCounts(db, campaign.id, sellerId, dayKey(now))
  return unspent + Math.max(0, campaign.chances.daily - today)
}

/** A seller's invite code (the `aic` of invite links): stable, not guessable from the account. */
export async function inviteCodeOf(db: Db, sellerId: number): Promise<string> {
  const existing = await repository.findInviteCode(db, sellerId)
  if (existing) return existing
  const hash = keyedHash('lottery-invite-code', String(sellerId)).toUpperCase()
  // 10 characters; in the rare case another seller's code is the same, a longer one (unique to this seller).
  for (const code of [hash.slice(0, 10), hash.slice(0, 16)]) {
    await repository.insertInviteCode(db, sellerId, code)
    const stored = await repository.findInviteCode(db, sellerId)
    if (stored) return stored
  }
  throw new Error(`lottery: no invite code for seller ${sellerId}`)
}

/** Whose invite code this is (case-insensitive), or null. */
export async function sellerByInviteCode(db: Db, code: string): Promise<number | null> {
  return repository.sellerOfInviteCode(db, code.trim().toUpperCase())
}

/** Why an invitation did or did not give its inviter chances. */
export type InvitationReason = repository.InvitationReason

/** Two-key advisory locks of the invitation caps ("lti", "lta", "ltd"; draws use "lot"). */
const INVITER_LOCK = 0x6c7469
const ADDRESS_LOCK = 0x6c7461
const DEVICE_LOCK = 0x6c7464

export type NewInvitation = {
  inviterId: number
  inviteeId: number
  /** Keyed hash of the registering network address (IPv6: its /64). */
  addressKey: string
  /** Keyed hash of the registering browser's visitor id, when it had one. */
  deviceKey: string | null
  now: Date
}

/**
 * Records a registration made with `inviterId`'s invite code and, when it counts, gives the
 * inviter the campaign's chances per invite; why it did not count otherwise. Recorded once per
 * invitee: a repeat answers the first decision.
 */
export async function recordInvitation(db: Db, campaign: Campaign, invitation: NewInvitation): Promise<{ reason: InvitationReason; chances: number }> {
  const { inviterId, inviteeId, addressKey, deviceKey } = invitation
  const day = dayKey(invitation.now)
  return db.transaction(async (tx) => {
    // Everything that shares a cap waits here for the one before it to commit, so the counts below
    // include it: one inviter's registrations (maxInvites), one address's and one device's of the
    // day (invitesPerAddressDaily). Taken always in this order (inviter, address, device), so two
    // registrations never wait for each other in a circle.
    await repository.advisoryXactLock(tx, INVITER_LOCK, inviterId)
    await repository.advisoryXactLockText(tx, ADDRESS_LOCK, `${campaign.id}:${addressKey}:${day}`)
    if (deviceKey) await repository.advisoryXactLockText(tx, DEVICE_LOCK, `${campaign.id}:${deviceKey}:${day}`)

    const done = await repository.findInvitation(tx, campaign.id, inviteeId)
    if (done) return done

    const counts = await repository.countedInvitations(tx, { campaignId: campaign.id, inviterId, addressKey, deviceKey, day })
    const perAddress = campaign.chances.invitesPerAddressDaily
    const reason: InvitationReason =
      inviterId === inviteeId
        ? 'self'
        : counts.inviter >= campaign.chances.maxInvites
          ? 'inviterCap'
          : counts.address >= perAddress || counts.device >= perAddress
            ? 'addressDaily'
            : 'counted'
    // Given in this transaction: a counted invitation and its chances exist together or not at all.
    const chances =
      reason === 'counted'
        ? await grantChances(tx, { campaignId: campaign.id, sellerId: inviterId, source: 'invite', key: String(inviteeId), count: campaign.chances.perInvite, inviteeId })
        : 0
    await repository.insertInvitation(tx, { campaignId: campaign.id, inviterId, inviteeId, addressKey, deviceKey, day, counted: reason === 'counted', reason, chances })
    return { reason, chances }
  })
}

export type Invitation = { phone: string | null; registeredAt: string; counted: boolean; reason: InvitationReason; chances: number }

/** The sellers this seller invited into a campaign (newest first): whether each counted, why not, the chances it gave. */
export async function listInvitations(db: Db, campaignId: number, sellerId: number): Promise<Invitation[]> {
  const rows = await repository.invitationsOf(db, campaignId, sellerId)
  return rows.map((row) => ({ phone: row.phone, registeredAt: row.createdAt.toISOString(), counted: row.counted, reason: row.reason, chances: row.chances }))
}
