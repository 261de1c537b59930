/**
 * Campaign data carried in a landing URL (spec sections 2 "Other", 3 and 4): an invite code with
 * its campaign code, utm_* parameters, the search that led here (searchWord, keyWord) and an
 * activity invite (aic) sent at registration.
 */
import { isCode } from './code-text'
import { isPgId } from './pg-int'
import { isStorableText } from '@/lib/text/storable'

/** Spec section 9: default activity id. */
export const DEFAULT_ACTIVITY_ID = 4
export const CAMPAIGN_VALUE_MAX = 100

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const
export type UtmKey = (typeof UTM_KEYS)[number]

/**
 * Spec section 3 "Invite data": the search words a search ad puts in its landing URL. Only these
 * exact names: the site's own header search links carry `keyword`, which is no invite data.
 */
export const SEARCH_KEYS = ['searchWord', 'keyWord'] as const
export type SearchKey = (typeof SEARCH_KEYS)[number]

export type Campaign = Partial<Record<UtmKey | SearchKey, string>> & {
  invite?: { inviteCode: string; utm: string }
  /** JSON text: { actId, inviteCode } */
  expandInfo?: string
  /** A distribution channel's url code (registration channel, spec section 3). */
  urlCode?: string
}

/** Only what `search` actually carries; values trimmed and capped, empty ones ignored. */
export function readCampaign(search: string): Campaign {
  const params = new URLSearchParams(search)
  // Capped by characters (code points), so an emoji is never cut in half into a lone surrogate.
  // A value PostgreSQL cannot store (a %00 in a crafted link) is ignored like an absent one.
  const read = (key: string) => {
    const value = Array.from(params.get(key)?.trim() ?? '').slice(0, CAMPAIGN_VALUE_MAX).join('')
    return value && isStorableText(value) ? value : undefined
  }
  const campaign: Campaign = {}

  // A `scope` parameter marks an OAuth-style callback, whose `code` is not an invite code.
  const inviteCode = read('code')
  const utm = read('utm')
  if (inviteCode && utm && !params.has('scope')) campaign.invite = { inviteCode, utm }

  for (const key of [...UTM_KEYS, ...SEARCH_KEYS]) {
    const value = read(key)
    if (value) campaign[key] = value
  }

  const activityInvite = read('aic')
  // An invite into another lottery than the default one names it (actId, ours).
  const activityId = Number(read('actId'))
  const actId = isPgId(activityId) ? activityId : DEFAULT_ACTIVITY_ID
  if (activityInvite) campaign.expandInfo = JSON.stringify({ actId, inviteCode: activityInvite })
  const urlCode = read('urlCode')
  if (isCode(urlCode, 40)) campaign.urlCode = urlCode
  return campaign
}
