/**
 * Draw chances, invite codes and invitations (tables lottery_chances, lottery_invite_codes,
 * lottery_invitations). A chance is given once per (campaign, seller, source, key): a
 * registration, an invited seller (key: the invitee), a day (key: the date). Giving the same one
 * again changes nothing, so a retried registration or a burst of them cannot give two. An
 * invitation gives its inviter chances only when it counts: within the campaign's caps per
 * inviter and per address (or device) a day, decided under locks so no burst passes them.
 */
import type { Pool, PoolClient } from 'pg'

import { LOTTERY_DEFAULT_TIME_ZONE } from '@/lib/lottery/time'

import { inTransaction } from '@/server/db/transaction'
import { keyedHash } from '@/server/platform/crypto'
import type { Campaign } from './campaigns'

export type ChanceSource = 'registration' | 'invite' | 'daily'

type Db = Pool | PoolClient

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
  const { rowCount } = await db.query(
    `INSERT INTO lottery_chances (campaign_id, seller_id, source, source_key, invitee_id)
     SELECT $1, $2, $3, $4 || '#' || n, $6 FROM generate_series(1, $5::int) AS n
     ON CONFLICT (campaign_id, seller_id, source, source_key) DO NOTHING`,
    [grant.campaignId, grant.sellerId, grant.source, grant.key, grant.count, grant.inviteeId ?? null],
  )
  return rowCount ?? 0
}

/** Today's free chances, given when the seller first looks or draws that day. */
export function grantDailyChances(db: Db, campaign: Campaign, sellerId: number, now: Date): Promise<number> {
  return grantChances(db, { campaignId: campaign.id, sellerId, source: 'daily', key: dayKey(now), count: campaign.chances.daily })
}

/** Chances the seller can spend now: unspent ones plus today's free ones not given yet. */
export async function availableChances(db: Db, campaign: Campaign, sellerId: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ unspent: string; today: string }>(
    `SELECT count(*) FILTER (WHERE spent_at IS NULL) AS unspent,
            count(*) FILTER (WHERE source = 'daily' AND source_key LIKE $3 || '#%') AS today
     FROM lottery_chances WHERE seller_id = $1 AND campaign_id = $2`,
    [sellerId, campaign.id, dayKey(now)],
  )
  const unspent = Number(rows[0]?.unspent ?? 0)
  const today = Number(rows[0]?.today ?? 0)
  return unspent + Math.max(0, campaign.chances.daily - today)
}

/** A seller's invite code (the `aic` of invite links): stable, not guessable from the account. */
export async function inviteCodeOf(db: Db, sellerId: number): Promise<string> {
  const existing = await db.query<{ code: string }>('SELECT code FROM lottery_invite_codes WHERE seller_id = $1', [sellerId])
  if (existing.rows[0]) return existing.rows[0].code
  const hash = keyedHash('lottery-invite-code', String(sellerId)).toUpperCase()
  // 10 characters; in the rare case another seller's code is the same, a longer one (unique to this seller).
  for (const code of [hash.slice(0, 10), hash.slice(0, 16)]) {
    await db.query('INSERT INTO lottery_invite_codes (seller_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [sellerId, code])
    const { rows } = await db.query<{ code: string }>('SELECT code FROM lottery_invite_codes WHERE seller_id = $1', [sellerId])
    if (rows[0]) return rows[0].code
  }
  throw new Error(`lottery: no invite code for seller ${sellerId}`)
}

/** Whose invite code this is (case-insensitive), or null. */
export async function sellerByInviteCode(db: Db, code: string): Promise<number | null> {
  const { rows } = await db.query<{ seller_id: number }>('SELECT seller_id FROM lottery_invite_codes WHERE code = $1', [code.trim().toUpperCase()])
  return rows[0]?.seller_id ?? null
}

/** Why an invitation did or did not give its inviter chances. */
export type InvitationReason = 'counted' | 'inviterCap' | 'addressDaily' | 'self'

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
export async function recordInvitation(pool: Pool, campaign: Campaign, invitation: NewInvitation): Promise<{ reason: InvitationReason; chances: number }> {
  const { inviterId, inviteeId, addressKey, deviceKey } = invitation
  const day = dayKey(invitation.now)
  return inTransaction(pool, async (db) => {
    // Everything that shares a cap waits here for the one before it to commit, so the counts below
    // include it: one inviter's registrations (maxInvites), one address's and one device's of the
    // day (invitesPerAddressDaily). Taken always in this order (inviter, address, device), so two
    // registrations never wait for each other in a circle.
    await db.query('SELECT pg_advisory_xact_lock($1, $2)', [INVITER_LOCK, inviterId])
    await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_LOCK, `${campaign.id}:${addressKey}:${day}`])
    if (deviceKey) await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [DEVICE_LOCK, `${campaign.id}:${deviceKey}:${day}`])

    const done = await db.query<{ reason: InvitationReason; chances: number }>(
      'SELECT reason, chances FROM lottery_invitations WHERE campaign_id = $1 AND invitee_id = $2',
      [campaign.id, inviteeId],
    )
    if (done.rows[0]) return done.rows[0]

    const { rows } = await db.query<{ inviter: string; address: string; device: string }>(
      `SELECT count(*) FILTER (WHERE inviter_id = $2) AS inviter,
              count(*) FILTER (WHERE address_key = $3 AND day = $5) AS address,
              count(*) FILTER (WHERE device_key = $4 AND day = $5) AS device
       FROM lottery_invitations
       WHERE campaign_id = $1 AND counted AND (inviter_id = $2 OR (day = $5 AND (address_key = $3 OR device_key = $4)))`,
      [campaign.id, inviterId, addressKey, deviceKey, day],
    )
    const counts = rows[0]
    const perAddress = campaign.chances.invitesPerAddressDaily
    const reason: InvitationReason =
      inviterId === inviteeId
        ? 'self'
        : Number(counts?.inviter ?? 0) >= campaign.chances.maxInvites
          ? 'inviterCap'
          : Number(counts?.address ?? 0) >= perAddress || Number(counts?.device ?? 0) >= perAddress
            ? 'addressDaily'
            : 'counted'
    // Given in this transaction: a counted invitation and its chances exist together or not at all.
    const chances =
      reason === 'counted'
        ? await grantChances(db, { campaignId: campaign.id, sellerId: inviterId, source: 'invite', key: String(inviteeId), count: campaign.chances.perInvite, inviteeId })
        : 0
    await db.query(
      `INSERT INTO lottery_invitations (campaign_id, inviter_id, invitee_id, address_key, device_key, day, counted, reason, chances)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [campaign.id, inviterId, inviteeId, addressKey, deviceKey, day, reason === 'counted', reason, chances],
    )
    return { reason, chances }
  })
}

export type Invitation = { phone: string | null; registeredAt: string; counted: boolean; reason: InvitationReason; chances: number }

/** The sellers this seller invited into a campaign (newest first): whether each counted, why not, the chances it gave. */
export async function listInvitations(db: Db, campaignId: number, sellerId: number): Promise<Invitation[]> {
  const { rows } = await db.query<{ phone: string | null; created_at: Date; counted: boolean; reason: InvitationReason; chances: number }>(
    `SELECT s.phone, i.created_at, i.counted, i.reason, i.chances
     FROM lottery_invitations i LEFT JOIN sellers s ON s.id = i.invitee_id
     WHERE i.inviter_id = $1 AND i.campaign_id = $2 ORDER BY i.id DESC LIMIT 100`,
    [sellerId, campaignId],
  )
  return rows.map((row) => ({ phone: row.phone, registeredAt: row.created_at.toISOString(), counted: row.counted, reason: row.reason, chances: row.chances }))
}
