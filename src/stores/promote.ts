/** Invite and campaign data captured from landing URLs and sent at registration (spec section 3). */
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

import { readCampaign, SEARCH_KEYS, type SearchKey, UTM_KEYS, type UtmKey } from '@/lib/campaign'
import { writeLocal } from '@/lib/local-storage'

import { sharedStorage } from './persist'

/** Spec section 3: utm_term is also kept in its own localStorage item. */
export const UTM_TERM_KEY = 'utm_term'

/** searchWord, keyWord: the search that brought the visitor, sent with the invite (spec section 3). */
type PromoteFields = Record<UtmKey | SearchKey, string> & {
  invite_code: string
  utm: string
  /** JSON text { actId, inviteCode } for the registration body. */
  expandInfo: string
  /** The distribution channel's url code the visitor arrived with. */
  urlCode: string
}

/**
 * A site-relative path (one leading '/', not '//' or '/\'): never another site. Used for the
 * page a registration started on, which the success page's "Back to the page" link returns to.
 */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value)
}

/**
 * Where "Back to the page" leads: the stored start path (without a language prefix: the link keeps
 * the visitor's language), or the language's home ('/') when unknown or not a same-site path.
 */
export function registerBackHref(stored: unknown): string {
  return isSitePath(stored) ? stored : '/'
}

export type PromoteState = PromoteFields & {
  /**
   * The page (router.asPath, no language prefix) the registration started on; kept in memory only
   * (not in "ddqbt"), so it never outlives the visit. '' when unknown.
   */
  registerFrom: string
  /** Remember where the registration started; anything but a same-site path clears it. */
  setRegisterFrom(path: string): void
  /** Store whatever campaign data `search` (location.search) carries; absent values are kept. */
  capture(search: string): void
  /** After registration the invite has been used. */
  clearInvite(): void
}

const empty: PromoteFields = {
  invite_code: '',
  utm: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_content: '',
  utm_term: '',
  searchWord: '',
  keyWord: '',
  expandInfo: '',
  urlCode: '',
}

export const usePromoteStore = create<PromoteState>()(
  persist(
    (set) => ({
      ...empty,
      capture(search) {
        const campaign = readCampaign(search)
        const found: Partial<PromoteFields> = {}
        if (campaign.invite) {
          found.invite_code = campaign.invite.inviteCode
          found.utm = campaign.invite.utm
        }
        for (const key of [...UTM_KEYS, ...SEARCH_KEYS]) if (campaign[key]) found[key] = campaign[key]
        if (campaign.expandInfo) found.expandInfo = campaign.expandInfo
        if (campaign.urlCode) found.urlCode = campaign.urlCode
        if (found.utm_term) writeLocal(UTM_TERM_KEY, found.utm_term)
        if (Object.keys(found).length > 0) set(found)
      },
      // The channel's url code and the search words are used up with the invite: a later account is
      // not bound by an old link, nor credited with an old search.
      clearInvite: () => set({ invite_code: '', utm: '', urlCode: '', searchWord: '', keyWord: '' }),
      registerFrom: '',
      setRegisterFrom: (path) => set({ registerFrom: isSitePath(path) ? path : '' }),
    }),
    {
      name: 'promote',
      storage: sharedStorage<PromoteFields>(),
      partialize: ({ capture: _capture, clearInvite: _clearInvite, registerFrom: _from, setRegisterFrom: _setFrom, ...fields }) => fields,
      skipHydration: true,
    },
  ),
)
