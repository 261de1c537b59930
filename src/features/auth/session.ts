/**
 * What happens after the service accepted a login or a registration (spec section 4): the
 * login credential becomes a session, the user stores fill up (the reload sequence), and the
 * sheet closes with a welcome. Also logout.
 */
import { trackIdentity } from '@/lib/attribution/identity'
import { isSuccessCode } from '@/lib/http/client'
import { showToast } from '@/lib/toast'
import { usePromoteStore } from '@/stores/promote'
import { useUserStore } from '@/stores/user'

import * as api from './api'
import type { Fields } from '@/server/http/answers'

import { API_CODES, type ApiBody, type Attribution, type LoginResponse, type SessionInfo, translateAuth, type WechatCallbackAnswer } from './api'

export const AUTH_MESSAGE_KEYS = {
  welcome: 'message.welcome',
  activityRegistered: 'message.activityRegistered',
  infoError: 'message.infoError',
  promoteNotBound: 'message.promoteNotBound',
  promoteNoChannel: 'message.promoteNoChannel',
} as const

/** Invite and campaign data the promote store captured from landing URLs. */
export function attributionFromPromote(state: ReturnType<typeof usePromoteStore.getState>): Attribution {
  const value = (text: string) => text || undefined
  return {
    invite: value(state.invite_code),
    invite_channel: value(state.utm),
    searchWord: value(state.searchWord),
    keyWord: value(state.keyWord),
    expandInfo: value(state.expandInfo),
    utm_source: value(state.utm_source),
    utm_medium: value(state.utm_medium),
    utm_campaign: value(state.utm_campaign),
    utm_content: value(state.utm_content),
    utm_term: value(state.utm_term),
    urlCode: value(state.urlCode),
  }
}

/**
 * What a registration or first SMS login sends: the landing data, and in the activity variant
 * the lottery's actId (keeping an `aic` invite code the visitor arrived with).
 */
export function attributionForSheet(props: { variant: string; activityId?: number }): Attribution {
  const attribution = attributionFromPromote(usePromoteStore.getState())
  if (props.variant !== 'activity' || !props.activityId) return attribution
  let inviteCode: unknown
  try {
    inviteCode = attribution.expandInfo ? (JSON.parse(attribution.expandInfo) as { inviteCode?: unknown }).inviteCode : undefined
  } catch {
    inviteCode = undefined
  }
  return { ...attribution, expandInfo: JSON.stringify({ actId: props.activityId, ...(typeof inviteCode === 'string' ? { inviteCode } : {}) }) }
}

export type PromoteTypeOutcome = { promoteType: number | null; warningKey: string | null }

/**
 * Spec sections 4 and 8: code 30005 means "no private-domain channel" (type 0, silent); any
 * other failure warns "not bound"; a success without a channel type warns "no channel".
 */
export function promoteTypeOutcome(result: { ok: true; body: ApiBody & { payload?: { channelType?: number | null } | null } } | { ok: false; code: unknown }): PromoteTypeOutcome {
  const code = result.ok ? result.body.code : result.code
  if (code === API_CODES.promoteNotBound) return { promoteType: 0, warningKey: null }
  if (!result.ok || !isSuccessCode(result.body.code)) return { promoteType: null, warningKey: AUTH_MESSAGE_KEYS.promoteNotBound }
  const channelType = result.body.payload?.channelType
  if (channelType === null || channelType === undefined) return { promoteType: null, warningKey: AUTH_MESSAGE_KEYS.promoteNoChannel }
  return { promoteType: Number(channelType), warningKey: null }
}

/** The user store's info from a token or register response (flags copied to their own fields). */
export function saveUserInfo(info: SessionInfo): void {
  const store = useUserStore.getState()
  store.setInfo(info)
  store.setPasswordStatus(Boolean(info.user?.passwordStatus))
  store.setIsQDUser(Boolean(info.user?.isQDUser))
}

async function settle<T>(call: () => Promise<T>): Promise<{ ok: true; body: T } | { ok: false; code: unknown }> {
  try {
    return { ok: true, body: await call() }
  } catch (error) {
    return { ok: false, code: api.apiFailure(error).code }
  }
}

export async function loadServiceInfo(): Promise<void> {
  const result = await settle(api.followServiceInfo)
  if (result.ok && isSuccessCode(result.body.code)) useUserStore.getState().setServiceInfo(result.body)
}

/**
 * Spec section 4 "Reload sequence": customer-service contact, trial giveaway, open-window
 * config, promote type, category list and buy status, product and policy. One failing step
 * does not stop the others: the user is logged in either way.
 */
export async function runReloadSequence(): Promise<void> {
  const store = () => useUserStore.getState()
  await loadServiceInfo()
  const trial = await settle(api.giveAway)
  store().setTrialGiven(trial.ok && isSuccessCode(trial.body.code) && trial.body.data?.given ? trial.body.data.days : null)

  const windows = await settle(api.openWindowConfig)
  if (windows.ok && isSuccessCode(windows.body.code)) store().setOpenWindow(windows.body.payload ?? [])

  const promote = promoteTypeOutcome(await settle(api.promoteType))
  store().setPromoteType(promote.promoteType)
  if (promote.warningKey) showToast('warning', translateAuth(promote.warningKey))

  const categories = await settle(api.userCategoryList)
  if (categories.ok && isSuccessCode(categories.body.code)) store().setCategories(categories.body.playload ?? null)

  const product = await settle(api.userProductAndPolicy)
  if (product.ok && isSuccessCode(product.body.code)) store().setProduct(product.body.playLoad ?? null)
}

/**
 * `done`: logged in, stores loaded. `partial`: logged in, but the WeChat info failed (warned).
 * `no-session`: the credential could not become a session (warned); the visitor is not logged in.
 * `expired`: the login's credential ran out (2 minutes) before a step was finished: log in again (warned).
 */
export type LoginCompletion = 'done' | 'partial' | 'no-session' | 'expired'

/**
 * Spec section 4 "Login success" and "Token creation": the credential becomes a session (the
 * service sets the cookies), the info is saved, the WeChat info fetched, then the reload sequence.
 */
export async function completeLogin(login: Fields<LoginResponse | WechatCallbackAnswer>, account: string, subAccountId?: number | null): Promise<LoginCompletion> {
  const credential = login.loginCredential
  if (!credential) {
    showToast('error', translateAuth(AUTH_MESSAGE_KEYS.infoError))
    return 'no-session'
  }
  // `subAccountId`: the team chosen at account_select. The credential is spent here and not kept.
  const token = await settle(() => api.createAccessToken(login.mainAccount || account, credential, subAccountId))
  if (!token.ok && token.code === api.API_CODES.credentialInvalid) {
    showToast('warning', translateAuth('message.loginExpired'))
    return 'expired'
  }
  if (!token.ok || !isSuccessCode(token.body.code) || !token.body.data) {
    showToast('error', translateAuth(AUTH_MESSAGE_KEYS.infoError))
    return 'no-session'
  }
  saveUserInfo(token.body.data)
  useUserStore.getState().setSubAccounts(login.subAccount)
  trackIdentity('login', login)

  const wechat = await settle(api.channelUserInfo)
  if (!wechat.ok || !isSuccessCode(wechat.body.code)) {
    showToast('warning', translateAuth(AUTH_MESSAGE_KEYS.infoError))
    return 'partial'
  }
  const current = useUserStore.getState().info
  const channel = wechat.body.data
  if (current && channel) {
    const avatar = channel.comments?.avatar ?? current.channelUserInfo?.comments?.avatar
    useUserStore.getState().setInfo({ ...current, channelUserInfo: { ...current.channelUserInfo, ...channel, comments: avatar ? { avatar } : {} } })
  }

  await runReloadSequence()
  return 'done'
}

/** Registered (and logged in by the service): save the session info and spend the invite. */
export function completeRegistration(info: SessionInfo): void {
  saveUserInfo(info)
  usePromoteStore.getState().clearInvite()
}

/** Ends the session on the server, clears the stores, reloads the page (spec section 4). */
export async function logoutAndReload(): Promise<void> {
  try {
    await api.logout()
  } catch {
    // Logged out locally regardless: the server session expires on its own.
  }
  useUserStore.getState().logout()
  window.location.reload()
}
