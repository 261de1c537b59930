/**
 * Lottery campaigns as the service and the pages use them (CMS collection lottery-campaigns).
 * The service reads a campaign with every language's prize names (a draw keeps what was won in
 * all three); the pages read one language, with the rules' rich text.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { DEFAULT_LOCALE, type Locale, LOCALES } from '@/lib/i18n/locales'
import type { PrizeKind } from '@/lib/lottery/prizes'
import type { LotteryCampaign, Media } from '@payload-types'
import { type ImageRef, toImageRef } from '@/server/content/media'

export type Localized = Record<Locale, string>

export type Prize = {
  /** The CMS array row's id: stable across edits, the key of the stock taken. */
  id: string
  name: Localized
  kind: PrizeKind
  image: ImageRef | null
  membershipDays: number | null
  couponCode: string | null
  /** How many to give away in total. */
  stock: number
  weight: number
}

export type Campaign = {
  id: number
  title: Localized
  activityId: number
  startsAt: string
  endsAt: string
  chances: {
    perRegistration: number
    perInvite: number
    daily: number
    /** At most this many invited sellers give one inviter chances (0: invitations give none). */
    maxInvites: number
    /** Registrations from one network address or device per day that count as invitations. */
    invitesPerAddressDaily: number
  }
  noPrizeWeight: number
  prizes: Prize[]
}

export type CampaignPhase = 'upcoming' | 'running' | 'ended'

export function campaignPhase(campaign: Pick<Campaign, 'startsAt' | 'endsAt'>, now: Date = new Date()): CampaignPhase {
  if (now < new Date(campaign.startsAt)) return 'upcoming'
  return now <= new Date(campaign.endsAt) ? 'running' : 'ended'
}

type AllLocales<T> = T | Partial<Record<Locale, T>> | null | undefined

/** A field read with locale 'all': each language, empty ones falling back to the default language. */
function localized(value: AllLocales<string>): Localized {
  const byLocale = (value && typeof value === 'object' ? value : { [DEFAULT_LOCALE]: value ?? '' }) as Partial<Record<Locale, string>>
  const fallback = byLocale[DEFAULT_LOCALE] || Object.values(byLocale).find(Boolean) || ''
  return Object.fromEntries(LOCALES.map((locale) => [locale, byLocale[locale] || fallback])) as Localized
}

const whole = (value: unknown, fallback = 0) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fallback)

type PrizeRow = NonNullable<LotteryCampaign['prizes']>[number]

/** What the pages may show of a prize (no stock, weight or coupon code), its name as read. */
function shownPrize(row: PrizeRow) {
  return {
    id: row.id ?? '',
    name: row.name,
    kind: row.kind,
    image: toImageRef(row.image as Media | number | null, 'card'),
    membershipDays: row.kind === 'membership' ? whole(row.membershipDays, 0) || null : null,
  }
}

function toCampaign(doc: LotteryCampaign): Campaign {
  return {
    id: doc.id,
    title: localized(doc.title as AllLocales<string>),
    activityId: doc.activityId,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    chances: {
      perRegistration: whole(doc.chances?.perRegistration),
      perInvite: whole(doc.chances?.perInvite),
      daily: whole(doc.chances?.daily),
      // Missing (a row older than the setting): the CMS's defaults, never "no cap".
      maxInvites: whole(doc.chances?.maxInvites, 10),
      invitesPerAddressDaily: whole(doc.chances?.invitesPerAddressDaily, 3),
    },
    noPrizeWeight: whole(doc.noPrizeWeight),
    prizes: (doc.prizes ?? []).flatMap((row) =>
      row.id
        ? [
            {
              ...shownPrize(row),
              name: localized(row.name as AllLocales<string>),
              couponCode: row.kind === 'coupon' ? row.couponCode || null : null,
              stock: whole(row.stock),
              weight: whole(row.weight),
            },
          ]
        : [],
    ),
  }
}

/** The published campaign with this activity id (the actId of links and registrations), or null. */
export async function findCampaign(payload: Payload, activityId: number, req?: PayloadRequest): Promise<Campaign | null> {
  return findPublished(payload, { activityId: { equals: activityId } }, req)
}

/** The published campaign with this id, or null. */
export async function findCampaignById(payload: Payload, id: number): Promise<Campaign | null> {
  return findPublished(payload, { id: { equals: id } })
}

async function findPublished(payload: Payload, where: Where, req?: PayloadRequest): Promise<Campaign | null> {
  const { docs } = await payload.find({
    collection: 'lottery-campaigns',
    where: { ...where, _status: { equals: 'published' } },
    locale: 'all',
    depth: 1,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return docs[0] ? toCampaign(docs[0]) : null
}

/**
 * Which campaign the lottery pages show: the running one (the latest started), else the next
 * to start, else the last to end; with drafts in draft mode. (The admin's Preview of one
 * campaign has its own page, /lottery/preview/:id.)
 */
export async function currentCampaignDoc(payload: Payload, locale: Locale, draft: boolean, now: Date = new Date()): Promise<LotteryCampaign | null> {
  const iso = now.toISOString()
  const first = async (where: Where, sort: string) =>
    (await payload.find({ collection: 'lottery-campaigns', where, sort, locale, depth: 1, limit: 1, draft, overrideAccess: draft })).docs[0] ?? null
  return (
    (await first({ startsAt: { less_than_equal: iso }, endsAt: { greater_than_equal: iso } }, '-startsAt')) ??
    (await first({ startsAt: { greater_than: iso } }, 'startsAt')) ??
    (await first({ endsAt: { less_than: iso } }, '-endsAt'))
  )
}

/** One language's view of a campaign's prize list (names from the page's language). */
export function prizeView(doc: LotteryCampaign) {
  return (doc.prizes ?? []).map(shownPrize)
}
