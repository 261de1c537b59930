/** Who is logged in and what they bought (spec section 3 "User state"). Only `info` is persisted. */
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

import { formatDateTime } from '@/lib/format/date'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { IS_LOGIN_KEY, removeLocal, writeLocal } from '@/lib/local-storage'

import { sharedStorage } from './persist'

/** The token response, kept loosely typed: the back end owns its shape. */
export type UserInfo = {
  user: Record<string, unknown> | null
  channelUserInfo?: { comments?: { avatar?: string | null } }
  [key: string]: unknown
}

/** A team the seller may act for (the login's subAccount list, /user/info's subAccount). */
import type { SubAccountChoice } from '@/server/user/teams'

export type { SubAccountChoice }

/**
 * Who is logged in, read from the kept session info (spec section 4 "Login success: keep account,
 * credential, main and sub accounts"): the seller's own account, the account the session works
 * for, and the team chosen at account_select (or null). The single-use login credential is never
 * kept: it is spent by the token call, and the session itself stays in the HttpOnly cookie.
 */
export function loginIdentity(info: UserInfo | null): { account: string; mainAccount: string; subAccount: SubAccountChoice | null } {
  const account = typeof info?.user?.account === 'string' ? info.user.account : ''
  const mainAccount = typeof info?.mainAccount === 'string' && info.mainAccount ? info.mainAccount : account
  const sub = info?.subAccount as SubAccountChoice | null | undefined
  return { account, mainAccount, subAccount: sub && typeof sub.id === 'number' ? sub : null }
}

export type UserProduct = {
  /** 'YYYY-MM-DD HH:mm:ss' (local time), or null. */
  maturityTime: string | null
  bonus?: { endTime?: string | null } | null
  [key: string]: unknown
}
export type RawProduct = Omit<UserProduct, 'maturityTime'> & { maturityTime?: string | number | null }

export type MainCategory = { typeId: number | string; typeName?: string; [key: string]: unknown }
export type CategoryBuyStatus = { bindableNum?: number; buyNum?: number; canNextBind?: boolean }
export type CategoryList = CategoryBuyStatus & { categorys?: MainCategory[] | null }

export type ServiceInfo = { weChatUrl?: string | null; weChatUrl2?: string | null; weChatUrl3?: string | null; weChatUrl4?: string | null; nickName?: string | null }
export type OpenWindowItem = { openType?: string; openFlag?: unknown; [key: string]: unknown }

type UserFields = {
  info: UserInfo | null
  /** The teams the last login offered at account_select (not persisted). */
  subAccounts: SubAccountChoice[]
  product: UserProduct | null
  mainCategory: Record<string, MainCategory>
  categoryBuyStatus: CategoryBuyStatus | null
  weChatUrl: string
  weChatUrl2: string
  weChatUrl3: string
  weChatUrl4: string
  serviceNickName: string
  locale: Locale
  openWindowV2: OpenWindowItem[]
  isFilterAbnormal: boolean
  promoteType: number | null
  passwordStatus: boolean
  isQDUser: boolean
  /** Days of the newcomer trial the last login's giveaway granted (the pricing page says so), or null. */
  trialGiven: number | null
}

export type UserState = UserFields & {
  setInfo(info: UserInfo | null): void
  setProduct(product: RawProduct | null): void
  setCategories(list: CategoryList | null): void
  setServiceInfo(service: ServiceInfo | null): void
  setOpenWindow(payload: OpenWindowItem[] | null): void
  setPromoteType(promoteType: number | null): void
  setLocale(locale: Locale): void
  setPasswordStatus(passwordStatus: boolean): void
  setIsQDUser(isQDUser: boolean): void
  setTrialGiven(days: number | null): void
  setSubAccounts(choices: SubAccountChoice[] | null | undefined): void
  logout(): void
}

// What logout clears (spec section 4).
const signedOut = {
  info: null,
  subAccounts: [] as SubAccountChoice[],
  product: null,
  mainCategory: {},
  categoryBuyStatus: null,
  weChatUrl: '',
  weChatUrl2: '',
  weChatUrl3: '',
  weChatUrl4: '',
  serviceNickName: '',
  promoteType: null,
  trialGiven: null,
} satisfies Partial<UserFields>

const initial: UserFields = {
  ...signedOut,
  locale: DEFAULT_LOCALE,
  openWindowV2: [],
  isFilterAbnormal: false,
  passwordStatus: false,
  isQDUser: false,
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      ...initial,
      setInfo(info) {
        if (info) writeLocal(IS_LOGIN_KEY, 'true')
        set({ info })
      },
      setProduct(product) {
        set({ product: product ? { ...product, maturityTime: formatDateTime(product.maturityTime) || null } : null })
      },
      setCategories(list) {
        const categories = list?.categorys ?? []
        set({
          mainCategory: Object.fromEntries(categories.map((category) => [String(category.typeId), category])),
          categoryBuyStatus: list ? { bindableNum: list.bindableNum, buyNum: list.buyNum, canNextBind: list.canNextBind } : null,
        })
      },
      setServiceInfo(service) {
        // Spec section 3: the 2nd-4th QR codes fall back to the first.
        const first = service?.weChatUrl ?? ''
        set({
          weChatUrl: first,
          weChatUrl2: service?.weChatUrl2 || first,
          weChatUrl3: service?.weChatUrl3 || first,
          weChatUrl4: service?.weChatUrl4 || first,
          serviceNickName: service?.nickName ?? '',
        })
      },
      setOpenWindow(payload) {
        const list = payload ?? []
        const listModel = list.find((item) => item.openType === 'listModel')
        set({ openWindowV2: list, isFilterAbnormal: Boolean(listModel?.openFlag) })
      },
      setPromoteType: (promoteType) => set({ promoteType }),
      setLocale: (locale) => set({ locale }),
      setPasswordStatus: (passwordStatus) => set({ passwordStatus }),
      setIsQDUser: (isQDUser) => set({ isQDUser }),
      setTrialGiven: (trialGiven) => set({ trialGiven }),
      setSubAccounts: (choices) => set({ subAccounts: choices ?? [] }),
      logout() {
        removeLocal(IS_LOGIN_KEY)
        set(signedOut)
      },
    }),
    {
      name: 'info',
      storage: sharedStorage<UserInfo | null>(),
      partialize: (state) => state.info,
      // `undefined` = nothing stored yet: keep the current state.
      merge: (persisted, current) => (persisted === undefined ? current : { ...current, info: (persisted as UserInfo | null) ?? null }),
      // Restored by hydrateStores() after the first render, so server and client HTML agree.
      skipHydration: true,
    },
  ),
)
