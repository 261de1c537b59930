/**
 * Browser calls of the user service (/api/ram/ddqbt/v1, spec section 7) used by the login and
 * register sheets, through ONE shared client (risk header, Control-T, Accept-Language, the
 * error catalogue of spec section 8). Loaded with the sheets, not with every page.
 */
import axios, { AxiosHeaders, type AxiosInstance, type AxiosRequestConfig } from 'axios'
import { i18n } from 'next-i18next/pages'

import { SERVICE_CODES } from '@/lib/auth/codes'
import { isRiskCode } from '@/lib/auth/risk'
import type { SendType } from '@/lib/auth/rules'
import { createHttpClient, getAnonymousId } from '@/lib/http/client'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { splitLocalePath } from '@/lib/i18n/switch-locale'
import { showToast } from '@/lib/toast'
import type { UserAnswer, UserAnswers } from '@/server/services'
import { BOT_SIGNAL_KEY_PATH } from '@/lib/bot-signal/signal'
import { useUserStore } from '@/stores/user'

import { createSignalSealer } from './bot-signal'

export const USER_API = '/ram/ddqbt/v1'
/** Spec section 9: app, tenant and channel ids. */
export const APP_NAME = 'ozon'
export const TENANT_ID = '1'
export const REGISTER_CHANNEL_ID = '6'
export const TOKEN_CHANNEL_ID = '2'

/** Body codes the sheets switch on (spec section 8), as the service defines them. */
export const API_CODES = SERVICE_CODES

/** What every answer has (success or not): the body code and the message in the caller's language. */
export type ApiBody = { code: number | string; message?: string }

/** A path of the user service; its answer type comes from the server (src/server/http/answers.ts). */
export type UserPath = keyof UserAnswers
export type { UserAnswer }

/** UI strings of the `auth` namespace, outside React (the client's notices). */
export function translateAuth(key: string, options: Record<string, unknown> = {}): string {
  return i18n?.t(key, { ns: 'auth', ...options }) ?? key
}

function currentLocale(): Locale {
  const language = i18n?.language
  if (isLocale(language)) return language
  return typeof window === 'undefined' ? 'zh' : splitLocalePath(window.location.pathname).locale
}

let client: AxiosInstance | null = null

/** The shared client, created on first use (in the browser). */
export function authClient(): AxiosInstance {
  client ??= createHttpClient({
    getLocale: currentLocale,
    notify: (kind, messageKey, options) =>
      showToast(kind, translateAuth(messageKey), {
        persistent: options?.persistent,
        title: options?.titleKey ? translateAuth(options.titleKey) : undefined,
        key: options?.key,
      }),
    onSessionEnd: () => useUserStore.getState().logout(),
    reload: () => window.location.reload(),
  })
  return client
}

/** POST to a user-service path; the answer is typed by what the server's handler returns. */
export async function post<P extends UserPath>(path: P, body?: unknown, config?: AxiosRequestConfig): Promise<UserAnswer<P>> {
  return (await authClient().post<UserAnswer<P>>(`${USER_API}${path}`, body ?? {}, config)).data
}

/** GET a user-service path (query in `params`). */
export async function get<P extends UserPath>(path: P, params?: Record<string, string | number>): Promise<UserAnswer<P>> {
  return (await authClient().get<UserAnswer<P>>(`${USER_API}${path}`, { params })).data
}

/**
 * What a failed call answered: HTTP status, body code, the (already translated) message and, for
 * a 429, the whole seconds to wait (Retry-After, else a `params.seconds` in the body).
 */
export type ApiFailure = { status: number | null; code: unknown; message: string | null; retryAfter: number | null }

function positiveSeconds(value: unknown): number | null {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null
}

export function apiFailure(error: unknown): ApiFailure {
  if (axios.isAxiosError(error)) {
    const response = error.response
    const data = response?.data as { code?: unknown; message?: unknown; params?: { seconds?: unknown } } | undefined
    const retryAfter =
      response?.status === 429
        ? (positiveSeconds(AxiosHeaders.from(response.headers as AxiosHeaders).get('retry-after')) ?? positiveSeconds(data?.params?.seconds))
        : null
    return {
      status: response?.status ?? null,
      code: data?.code ?? null,
      message: typeof data?.message === 'string' && data.message ? data.message : null,
      retryAfter,
    }
  }
  return { status: null, code: null, message: null, retryAfter: null }
}

const botSignal = createSignalSealer(async () => (await get(BOT_SIGNAL_KEY_PATH)).data)

/** Loads the anti-bot signal's key and code ahead of a code or login request. */
export const warmBotSignal = botSignal.warm

/**
 * A code or login request with the anti-bot signal (spec section 9). A page left open past its
 * key's period is answered "stale" and sent once more with a fresh key (the service checks the
 * signal before the captcha, so the ticket is not spent).
 */
async function postWithSignal<P extends UserPath>(path: P, body: unknown, config: AxiosRequestConfig = {}): Promise<UserAnswer<P>> {
  const url = `${authClient().defaults.baseURL ?? ''}${USER_API}${path}`
  try {
    return await post(path, body, { ...config, headers: { ...(await botSignal.headersFor(url)) } })
  } catch (error) {
    if (apiFailure(error).code !== API_CODES.botSignalStale) throw error
    return post(path, body, { ...config, headers: { ...(await botSignal.headersFor(url, true)) } })
  }
}

/** Code requests show their own 429 (message and countdown), not the client's generic notice. */
const CODE_REQUEST: AxiosRequestConfig = { ownTooMany: true }

// --- Captcha ---------------------------------------------------------------------------------

/** A solved captcha (the local slider's, or Tencent's popup's). */
export type CaptchaAnswer = { ticket: string; randstr: string }
export type CaptchaSession = UserAnswer<'/captcha/getUserSessionId'>['data']

export async function getCaptchaSession(): Promise<CaptchaSession> {
  return (await post('/captcha/getUserSessionId')).data
}

/** `position` 0..1: where the slider was released. HTTP 400 / code 10005 when it missed. */
export async function verifyLocalCaptcha(challenge: string, position: number): Promise<CaptchaAnswer> {
  return (await post('/captcha/verifyLocal', { challenge, position })).data
}

// --- SMS codes -------------------------------------------------------------------------------

export function sendSmsCode(sendType: SendType, mobilePhone: string, answer: CaptchaAnswer) {
  return postWithSignal('/public/sendMessageV2', { appName: APP_NAME, sendType, mobilePhone, ...answer }, CODE_REQUEST)
}

/** Register sheet: checks the phone and sends a login code (exists) or a register code. */
export function hasUserSendMessage(mobilePhone: string, answer: CaptchaAnswer) {
  return postWithSignal('/user/hasUserSendMessageV2', { appName: APP_NAME, mobilePhone, tenantId: TENANT_ID, ...answer, channelId: REGISTER_CHANNEL_ID }, CODE_REQUEST)
}

/** Whether a phone is registered: needs a captcha answer (and is limited per IP) against enumeration. */
export function hasUserByMobile(phone: string, answer: CaptchaAnswer) {
  return get('/user/hasUserByMobile', { userName: phone, ...answer })
}

// --- Login, token, register, reset ---------------------------------------------------------

/** Invite and campaign fields sent with an SMS login or a registration (from the promote store). */
export type Attribution = {
  invite?: string
  invite_channel?: string
  searchWord?: string
  keyWord?: string
  expandInfo?: string
  utm_source?: string
  utm_medium?: string
  utm_campaign?: string
  utm_content?: string
  utm_term?: string
  /** Ours: the distribution channel's url code. */
  urlCode?: string
}

/** A login's answer: the credential, "verify on PC", or a risk challenge (spec section 8). */
export type LoginResponse = UserAnswer<'/user/loginQbt3AccountV2'>

/** What a verification answers (risk SMS or password, the WeChat scan's callback). */
export type VerifyAnswer = UserAnswer<'/user/identity/verify'>

/** A login answer that asks to verify first (spec section 8 risk codes). */
export type RiskChallenge = Extract<LoginResponse | VerifyAnswer, { riskScene: string }>

export function isRiskChallenge<A extends ApiBody>(answer: A): answer is Extract<A, { riskScene: string }> {
  return isRiskCode(answer.code) && 'riskScene' in answer
}

export function loginWithPassword(account: string, password: string, answer: CaptchaAnswer) {
  return postWithSignal('/user/loginQbt3AccountV2', {
    appName: APP_NAME,
    action: 'accountLoginV2',
    // The captcha ticket travels as data.code (spec section 7).
    data: { account, password, code: answer.ticket, randstr: answer.randstr, tenantId: TENANT_ID },
    firstId: getAnonymousId(),
  })
}

export function loginWithSms(account: string, messageCode: string, attribution: Attribution) {
  return postWithSignal('/user/loginQbt3AccountV2', {
    appName: APP_NAME,
    action: 'smsAccountLogin',
    data: { account, messageCode, tenantId: TENANT_ID },
    firstId: getAnonymousId(),
    ...attribution,
  })
}

/** The signed-in seller as /user/info, the token and the registration answer it. */
export type SessionInfo = UserAnswer<'/user/info'>['data']
export type SessionUser = SessionInfo['user']

/** `subAccountId`: the team chosen at account_select; none = the seller's own account. */
export function createAccessToken(account: string, loginCredential: string, subAccountId?: number | null) {
  return post('/user/createQbt3AccessTokenV2', { account, loginCredential, checkChannelId: TOKEN_CHANNEL_ID, ...(subAccountId ? { subAccountId } : {}) })
}

export type RegisterInput = { account: string; code: string; password?: string }

export function registerUser(input: RegisterInput, attribution: Attribution) {
  return post('/user/registerUserV2', {
    appName: APP_NAME,
    account: input.account,
    code: input.code,
    ...(input.password ? { password: input.password } : {}),
    tenantId: TENANT_ID,
    firstId: getAnonymousId(),
    ...attribution,
  })
}

export function resetPassword(phone: string, code: string, password: string, confirmPassword: string) {
  return post('/public/resetPassword', { phone, tenantId: TENANT_ID, code, password, confirmPassword })
}

/** A signed-in seller's new password (a res code to the account's phone); the session stays. */
export function setPassword(code: string, password: string, confirmPassword: string) {
  return post('/user/setPassword', { code, password, confirmPassword })
}

export function logout() {
  return post('/user/logout')
}

export function currentUser() {
  return get('/user/info')
}

// --- After login: WeChat info and the reload sequence ---------------------------------------

export function channelUserInfo() {
  return post('/user/channelUserInfo')
}

export function followServiceInfo() {
  return get('/user/queryFollowServiceInfo')
}

export function giveAway() {
  return get('/user-account/giveAway')
}

export function openWindowConfig() {
  return get('/qbt4-user-window/isOpenWindowV2')
}

export function promoteType() {
  return get('/user/promoteType')
}

/** Field spelled `playload`, as the service sends it. */
export function userCategoryList() {
  return post('/user-account/userCategoryList')
}

/** Field spelled `playLoad`, as the service sends it. */
export function userProductAndPolicy() {
  return post('/user-account/getUserProductAndPolicy')
}

export type FeedbackInput = { type: string; problemDescription: string }

/** Spec section 7: a GET with the feedback in the query. */
export function sendFeedback(input: FeedbackInput) {
  return get('/user-back/userFeedback', input)
}

// --- WeChat QR login and binding, risk verification ----------------------------------------

export type WechatIntent = 'login' | 'bind' | 'verify'

/** Where the browser goes to show WeChat's QR code (the state cookie is set by the answer). */
export function createWechatQrcode(intent: WechatIntent, options: { returnTo?: string; riskTicket?: string } = {}) {
  const params = new URLSearchParams({ appId: APP_NAME, channelId: REGISTER_CHANNEL_ID, intent })
  if (options.returnTo) params.set('returnTo', options.returnTo)
  if (options.riskTicket) params.set('riskTicket', options.riskTicket)
  // A query on a POST (spec): axios writes URLSearchParams as they are.
  return post('/wechat/createLoginQrcode', undefined, { params })
}

/** The local provider's simulated phone confirms as this WeChat user. */
export function localWechatScan(state: string, name: string) {
  return post('/wechat/localScan', { state, name })
}

/** What /oauth works with: the callback's answer (login, bind, or verify) or a phone bound to the scanned WeChat. */
export type WechatCallbackAnswer = VerifyAnswer | UserAnswer<'/user/createUserAndBindWxV2'>

export function wechatCallback(state: string, code: string | null) {
  return post('/user/identity/verify', { action: 'wechatVerifyLogin', data: { state, ...(code ? { code } : {}) } })
}

export function createUserAndBindWechat(bindTicket: string, account: string, code: string, attribution: Attribution) {
  return post('/user/createUserAndBindWxV2', { appName: APP_NAME, bindTicket, account, code, firstId: getAnonymousId(), ...attribution })
}

export function addWechatBind(scentId: string) {
  return post('/user/addWeiXinBind', undefined, { params: new URLSearchParams({ scentId }) })
}

export function removeWechatBind() {
  return post('/user/removeWeiXinBind')
}

/** The risk verification's SMS code, sent to the account's own phone. */
export function sendRiskCode(credential: string, answer: CaptchaAnswer) {
  return postWithSignal('/user/identity/sendCode', { credential, ...answer }, CODE_REQUEST)
}

export function verifyRiskBySms(credential: string, messageCode: string) {
  return post('/user/identity/verify', { action: 'messageVerifyLogin', data: { credential, messageCode } })
}

export function verifyRiskByPassword(credential: string, password: string) {
  return post('/user/identity/verify', { action: 'passwordVerifyLogin', data: { credential, password } })
}

// --- Ozon shops (/moreShopAuthorize) -------------------------------------------------------

export type SellerShop = UserAnswer<'/user-shop/list'>['data']['list'][number]

export function listShops() {
  return get('/user-shop/list')
}

export function authorizeShop(input: { clientId: string; apiKey: string; name?: string }) {
  return post('/user-shop/authorize', input)
}

export function deleteShop(id: number) {
  return post('/user-shop/delete', { id })
}

// --- Saved calculations (/calculator → save; compared on /account) ----------------------------

export type SavedCalculation = UserAnswer<'/calculator/saved/list'>['data']['list'][number]

export function listSavedCalculations() {
  return get('/calculator/saved/list')
}

export function saveCalculation(input: { name: string; query: string }) {
  return post('/calculator/saved/save', input)
}

export function deleteSavedCalculation(id: number) {
  return post('/calculator/saved/delete', { id })
}

// --- Sub-accounts (/account; chosen at login's account_select) -------------------------------

export type SubAccounts = UserAnswer<'/user/subAccounts'>['data']

export function listSubAccounts() {
  return get('/user/subAccounts')
}

export function addSubAccount(phone: string, label: string) {
  return post('/user/subAccounts/add', { phone, label })
}

export function removeSubAccount(id: number) {
  return post('/user/subAccounts/remove', { id })
}

/** The member's side: accept an invitation (it becomes a team offered at login). */
export function acceptSubAccount(id: number) {
  return post('/user/subAccounts/accept', { id })
}

/** The member's side: decline an invitation or leave a team. */
export function leaveSubAccount(id: number) {
  return post('/user/subAccounts/leave', { id })
}
