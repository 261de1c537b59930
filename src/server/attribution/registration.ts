/**
 * A new seller's attribution (issue 17): the visitor's first and last touch as the collector
 * recorded them, or, when the collector never saw the visitor (tracking blocked, the campaign
 * landed on another device's session), a touch made from the campaign fields the registration
 * itself carries. Stored once per seller (a copy of the touches' campaign fields, not a link to
 * the visitor); the report counts registrations from here. The browser's signup call, not the
 * registration, ends the visitor id (collector.ts, decision 0018), so what the seller browses
 * next starts a new one.
 */
import { randomUUID } from 'node:crypto'

import { DIRECT, NO_CAMPAIGN, type Touch, TOUCH_TEXT_MAX } from '@/lib/attribution/touch'
import type { Db } from '@/server/db/drizzle'
import { isVisitorId } from './collector'
import * as repository from './repository'

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

const view = (row: repository.TouchRow | null): TouchView | null =>
  row ? { campaign: row.campaign, source: row.source, medium: row.medium, landing: row.landing, promotionId: row.promotionId, at: row.createdAt.toISOString() } : null

const touchRow = (tx: Db, id: number | null) => (id ? repository.findTouch(tx, id) : Promise.resolve(null))

/**
 * Records the registration of `sellerId` (once) and returns its first and last touch, with the
 * promotion the last touch landed on (its distribution channel may bind the seller).
 */
export async function attributeRegistration(
  db: Db,
  sellerId: number,
  visitorId: string | null,
  fields: RegistrationCampaign,
  now = new Date(),
): Promise<{ firstTouch: TouchView | null; lastTouch: TouchView | null }> {
  return db.transaction(async (tx) => {
    let visitor = isVisitorId(visitorId) ? visitorId : null
    let firstId: number | null = null
    let lastId: number | null = null
    if (visitor) {
      const touches = await repository.visitorTouchIds(tx, visitor)
      firstId = touches?.firstTouchId ?? null
      lastId = touches?.lastTouchId ?? null
      if (!touches) visitor = null
    }
    if (!lastId) {
      const touch = touchFromRegistration(fields, '/register')
      if (touch) {
        visitor ??= randomUUID()
        await repository.insertVisitor(tx, visitor, now)
        lastId = await repository.insertTouch(tx, visitor, touch, 'zh', now)
        firstId ??= lastId
      }
    }
    const first = await touchRow(tx, firstId)
    const last = await touchRow(tx, lastId)
    // The touches' campaign fields are copied, not linked: the seller is never tied to the visitor's history.
    await repository.insertRegistration(tx, {
      sellerId,
      createdAt: now,
      firstCampaign: first?.campaign ?? null,
      firstSource: first?.source ?? null,
      firstMedium: first?.medium ?? null,
      firstLanding: first?.landing ?? null,
      firstPromotionId: first?.promotionId ?? null,
      lastCampaign: last?.campaign ?? null,
      lastSource: last?.source ?? null,
      lastMedium: last?.medium ?? null,
      lastLanding: last?.landing ?? null,
      lastPromotionId: last?.promotionId ?? null,
    })
    return { firstTouch: view(first), lastTouch: view(last) }
  })
}
