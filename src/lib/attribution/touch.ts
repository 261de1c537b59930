/**
 * How a visit arrived (issue 17): its campaign, source, medium and landing page, worked out from
 * the page's address alone. Shared by the collector (server) and the tracker (browser), which
 * sends only the query parameters named here, never the rest of a URL.
 */
import { readCampaign } from '@/lib/campaign'
import { isStorableText } from '@/lib/text/storable'

/** Query parameters that say where a visit came from (everything else stays in the browser). */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'code', 'utm', 'aic', 'actId', 'urlCode', 'appId', 'scope'] as const

export const NO_CAMPAIGN = '(none)'
export const DIRECT = '(direct)'
export const TOUCH_TEXT_MAX = 100
export const PATH_MAX = 200

/** What a promotion page sets for visitors who arrive without their own utm parameters. */
export type PromotionDefaults = { id: number; slug: string; code?: string | null; utmSource?: string | null; utmMedium?: string | null }

export type Touch = {
  campaign: string
  source: string
  medium: string
  content: string | null
  term: string | null
  inviteCode: string | null
  /** The page the visit landed on, without its language prefix (a promotion by its /promote/ address). */
  landing: string
  promotionId: number | null
}

/** Keeps only the campaign parameters of a query string. */
export function campaignSearch(search: string): string {
  const params = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const key of CAMPAIGN_PARAMS) {
    const value = params.get(key)
    if (value && isStorableText(value)) kept.set(key, value)
  }
  const text = kept.toString()
  return text ? `?${text}` : ''
}

/** Which promotion a path shows: by its /promote/ slug or its id. */
export type PromotionRef = { slug: string } | { id: number } | null

export function promotionRefOf(path: string): PromotionRef {
  const byId = /^(?:\/m)?\/promotion\/(\d{1,9})$/.exec(path)
  if (byId) return { id: Number(byId[1]) }
  const bySlug = /^\/promote\/(.+?)$/.exec(path)
  if (bySlug && !/(^|\/)success$/.test(bySlug[1]!)) return { slug: bySlug[1]! }
  return null
}

const clip = (value: string | undefined | null) => (value ? Array.from(value).slice(0, TOUCH_TEXT_MAX).join('') : null)

/**
 * The touch of a page view, or null when the view says nothing about where the visitor came
 * from (no campaign parameters and not a promotion page): such a view keeps the visitor's
 * earlier touch. A promotion's own campaign code and utm defaults fill what the URL leaves out.
 */
export function touchOf(path: string, search: string, promotion: PromotionDefaults | null): Touch | null {
  const campaign = readCampaign(search)
  const params = new URLSearchParams(search)
  const urlCode = clip(params.get('urlCode')?.trim())
  const activityInvite = campaign.expandInfo ? (JSON.parse(campaign.expandInfo) as { inviteCode?: string }).inviteCode : undefined
  const hasUtm = Boolean(campaign.utm_source || campaign.utm_medium || campaign.utm_campaign || campaign.utm_content || campaign.utm_term)
  if (!hasUtm && !campaign.invite && !activityInvite && !urlCode && !promotion) return null

  const inviteCode = campaign.invite?.inviteCode ?? activityInvite ?? null
  const referral = campaign.invite ? 'invite' : activityInvite ? 'lottery-invite' : urlCode ? `channel:${urlCode}` : null
  return {
    campaign: clip(campaign.utm_campaign ?? campaign.invite?.utm ?? promotion?.code) || NO_CAMPAIGN,
    source: clip(campaign.utm_source ?? referral ?? promotion?.utmSource) || DIRECT,
    medium: clip(campaign.utm_medium ?? (referral ? 'referral' : null) ?? promotion?.utmMedium) || NO_CAMPAIGN,
    content: clip(campaign.utm_content),
    term: clip(campaign.utm_term),
    inviteCode: clip(inviteCode),
    landing: promotion ? `/promote/${promotion.slug}` : Array.from(path).slice(0, PATH_MAX).join(''),
    promotionId: promotion?.id ?? null,
  }
}

/** Two touches of one visitor that describe the same arrival (a reload, a second page of it). */
export function sameArrival(a: Pick<Touch, 'campaign' | 'source' | 'medium' | 'landing'>, b: Pick<Touch, 'campaign' | 'source' | 'medium' | 'landing'>): boolean {
  return a.campaign === b.campaign && a.source === b.source && a.medium === b.medium && a.landing === b.landing
}
