/**
 * Draw chances and invite codes (tables lottery_chances, lottery_invite_codes). A chance is given
 * once per (campaign, seller, source, key): a registration, an invited seller (key: the invitee),
 * a day (key: the date). Giving the same one again changes nothing, so a retried registration
 * or a burst of them cannot give two.
 */
import type { Pool, PoolClient } from 'pg'

import { keyedHash } from '../user/crypto'
import type { Campaign } from './campaigns'

export type ChanceSource = 'registration' | 'invite' | 'daily'

type Db = Pool | PoolClient

/** Daily chances follow the sellers' calendar day (LOTTERY_TIME_ZONE, default China's). */
export const LOTTERY_TIME_ZONE = process.env.LOTTERY_TIME_ZONE || 'Asia/Shanghai'

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

export type Invitation = { phone: string | null; registeredAt: string; chances: number }

/** The sellers this seller invited into a campaign (newest first), with the chances each gave. */
export async function listInvitations(db: Db, campaignId: number, sellerId: number): Promise<Invitation[]> {
  const { rows } = await db.query<{ phone: string | null; registered_at: Date; chances: string }>(
    `SELECT s.phone, min(c.created_at) AS registered_at, count(*) AS chances
     FROM lottery_chances c LEFT JOIN sellers s ON s.id = c.invitee_id
     WHERE c.seller_id = $1 AND c.campaign_id = $2 AND c.source = 'invite'
     GROUP BY split_part(c.source_key, '#', 1), s.phone ORDER BY registered_at DESC LIMIT 100`,
    [sellerId, campaignId],
  )
  return rows.map((row) => ({ phone: row.phone, registeredAt: row.registered_at.toISOString(), chances: Number(row.chances) }))
}
