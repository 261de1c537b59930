/**
 * A new seller's attribution (issue 17): the visitor's first and last touch as the collector
 * recorded them, or, when the collector never saw the visitor (tracking blocked, the campaign
 * landed on another device's session), a touch made from the campaign fields the registration
 * itself carries. Stored once per seller (a copy of the touches' campaign fields, not a link to
 * the visitor); the report counts registrations from here. The registration's answer ends the
 * visitor id (src/server/http/json-service.ts), so what the seller browses next starts a new one.
 */
import { randomUUID } from 'node:crypto'

import type { Pool, PoolClient } from 'pg'

import { DIRECT, NO_CAMPAIGN, type Touch, TOUCH_TEXT_MAX } from '@/lib/attribution/touch'
import { inTransaction } from '@/server/db/transaction'
import { insertTouch, isVisitorId } from './collector'

/** What a touch looks like on the seller's record (readable in the admin). */
export type TouchView = { campaign: string; source: string; medium: string; landing: string; promotionId: number | null; at: string }

/** The registration's own campaign fields (the promote store's, sent with the form). */
export type RegistrationCampaign = {
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  utmContent?: string | null
  utmTerm?: string | null
  invite?: string | null
  inviteChannel?: string | null
}

const clip = (value: string | null | undefined) => (value ? Array.from(value).slice(0, TOUCH_TEXT_MAX).join('') : null)

/** A touch from the registration's fields, or null when they name no campaign. */
export function touchFromRegistration(fields: RegistrationCampaign, landing: string): Touch | null {
  const hasCampaign = fields.utmSource || fields.utmMedium || fields.utmCampaign || fields.invite
  if (!hasCampaign) return null
  return {
    campaign: clip(fields.utmCampaign ?? fields.inviteChannel) || NO_CAMPAIGN,
    source: clip(fields.utmSource ?? (fields.invite ? 'invite' : null)) || DIRECT,
    medium: clip(fields.utmMedium ?? (fields.invite ? 'referral' : null)) || NO_CAMPAIGN,
    content: clip(fields.utmContent),
    term: clip(fields.utmTerm),
    inviteCode: clip(fields.invite),
    landing,
    promotionId: null,
  }
}

type TouchRow = { id: string; campaign: string; source: string; medium: string; landing: string; promotion_id: number | null; created_at: Date }

const view = (row: TouchRow | undefined): TouchView | null =>
  row ? { campaign: row.campaign, source: row.source, medium: row.medium, landing: row.landing, promotionId: row.promotion_id, at: row.created_at.toISOString() } : null

async function touchRow(client: PoolClient, id: string | null): Promise<TouchRow | undefined> {
  if (!id) return undefined
  const { rows } = await client.query<TouchRow>('SELECT id, campaign, source, medium, landing, promotion_id, created_at FROM analytics_touches WHERE id = $1', [id])
  return rows[0]
}

/**
 * Records the registration of `sellerId` (once) and returns its first and last touch, with the
 * promotion the last touch landed on (its distribution channel may bind the seller).
 */
export async function attributeRegistration(
  pool: Pool,
  sellerId: number,
  visitorId: string | null,
  fields: RegistrationCampaign,
  now = new Date(),
): Promise<{ firstTouch: TouchView | null; lastTouch: TouchView | null }> {
  return inTransaction(pool, async (client) => {
    let visitor = isVisitorId(visitorId) ? visitorId : null
    let firstId: string | null = null
    let lastId: string | null = null
    if (visitor) {
      const { rows } = await client.query<{ first_touch_id: string | null; last_touch_id: string | null }>(
        'SELECT first_touch_id, last_touch_id FROM analytics_visitors WHERE id = $1',
        [visitor],
      )
      firstId = rows[0]?.first_touch_id ?? null
      lastId = rows[0]?.last_touch_id ?? null
      if (!rows[0]) visitor = null
    }
    if (!lastId) {
      const touch = touchFromRegistration(fields, '/register')
      if (touch) {
        visitor ??= randomUUID()
        await client.query('INSERT INTO analytics_visitors (id, created_at, last_seen_at) VALUES ($1, $2, $2) ON CONFLICT (id) DO NOTHING', [visitor, now])
        lastId = await insertTouch(client, visitor, touch, 'zh', now)
        firstId ??= lastId
      }
    }
    const first = await touchRow(client, firstId)
    const last = await touchRow(client, lastId)
    // The touches' campaign fields are copied, not linked: the seller is never tied to the visitor's history.
    await client.query(
      `INSERT INTO analytics_registrations (seller_id, created_at, first_campaign, first_source, first_medium, first_landing, first_promotion_id,
                                            last_campaign, last_source, last_medium, last_landing, last_promotion_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (seller_id) DO NOTHING`,
      [
        sellerId,
        now,
        first?.campaign ?? null,
        first?.source ?? null,
        first?.medium ?? null,
        first?.landing ?? null,
        first?.promotion_id ?? null,
        last?.campaign ?? null,
        last?.source ?? null,
        last?.medium ?? null,
        last?.landing ?? null,
        last?.promotion_id ?? null,
      ],
    )
    return { firstTouch: view(first), lastTouch: view(last) }
  })
}
