/**
 * WeChat QR login and binding (spec sections 2, 4, 7: qr_code_login, qr_code_bind_wx). The
 * browser asks for a QR login (createLoginQrcode: a state ticket, also kept in an HttpOnly cookie),
 * goes to the provider's QR page, and comes back to /oauth with a code and the state; /oauth sends
 * both to identity/verify (wechatVerifyLogin), which checks the state against the cookie, trades
 * the code for the WeChat identity and, by what the scan was for:
 *  - login: the seller bound to that WeChat logs in (through the login gate: risk levels apply);
 *    an unknown WeChat is kept 15 minutes as a pending binding, and the seller proves a phone by
 *    SMS code (createUserAndBindWxV2): an existing account gets the WeChat, a new phone opens one;
 *  - bind: a logged-in seller confirms binding the scanned WeChat (addWeiXinBind);
 *  - verify: a risk verification by the bound WeChat.
 */
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { WECHAT_STATE_COOKIE } from '@/lib/auth/cookie-names'
import { localizedPath } from '@/lib/i18n/locales'

import type { Seller } from '@payload-types'
import { sellers } from '@/payload-generated-schema'
import { siteUrl } from '@/server/pages/chrome-props'
import { WechatError, type WechatIdentity, type WechatProvider } from '@/server/providers/wechat/types'
import { secureCookies } from '@/server/http/secure-cookies'
import { findSellerById, findSellerByPhone, wechatView } from '@/server/user/accounts'
import { safeEqual } from '@/server/platform/crypto'
import { fail } from '@/server/platform/errors'
import type * as schemas from './schemas'
import { consume } from '@/server/platform/limits'
import { limitKey } from '@/server/http/client-ip'
import { answerLogin, completeRiskVerification, type RiskTicketData } from '@/server/user/login-gate'
import { ok, type RequestContext, requireSeller, type SellerContext, type ServiceResult } from '@/server/http/context'
import { limitAuthByIp } from '@/server/user/guards'
import { openAccount } from '@/server/user/new-seller'
import type { Db } from '@/server/db/drizzle'
import { inTransaction } from '@/server/db/transaction'
import { verifySmsCode } from '@/server/auth/sms-codes'
import { issueTicket, peekTicket, takeTicket, takeTicketById } from '@/server/auth/tickets'

type Input<S extends z.ZodType> = z.output<S>

/** The browser that started a QR login: /oauth must come back in the same one. */
/** How long a QR login may take, from the QR code to the callback (WeChat's own QR lasts minutes). */
export const STATE_TTL_MS = 10 * 60_000
/** How long a scanned WeChat waits for its phone (SMS code) or the seller's confirmation. */
export const PENDING_TTL_MS = 15 * 60_000

export type Intent = 'login' | 'bind' | 'verify'
type StateData = { intent: Intent; returnTo: string | null; riskTicketId?: number }
type PendingData = { intent: 'login' | 'bind'; identity: WechatIdentity; returnTo: string | null }

function stateCookie(state: string | null): string {
  const secure = secureCookies() ? '; Secure' : ''
  return state
    ? `${WECHAT_STATE_COOKIE}=${state}; Path=/; Max-Age=${STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`
    : `${WECHAT_STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`
}

function wechatOf(ctx: RequestContext): WechatProvider {
  if (!ctx.providers.wechat) throw fail('wechatNotConfigured')
  return ctx.providers.wechat
}

export async function findSellerByWechat(payload: Payload, unionId: string): Promise<Seller | null> {
  const { docs } = await payload.find({ collection: 'sellers', where: { 'wechat.unionId': { equals: unionId } }, limit: 1, overrideAccess: true, showHiddenFields: true, depth: 0 })
  return docs[0] ?? null
}

const isUniqueViolation = (error: unknown) => {
  const cause = error as { code?: string; cause?: { code?: string } }
  return cause?.code === '23505' || cause?.cause?.code === '23505'
}

/** Binds the WeChat to the seller (replacing an earlier one); a WeChat bound to someone else meanwhile is refused. */
async function bindWechat(db: Db, sellerId: number, identity: WechatIdentity): Promise<void> {
  try {
    await db
      .update(sellers)
      .set({
        wechat_unionId: identity.unionId,
        wechat_openId: identity.openId,
        wechat_nickname: identity.nickname,
        wechat_avatar: identity.avatar,
        wechat_boundAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(sellers.id, sellerId))
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('wechatBoundElsewhere')
    throw error
  }
}

/** POST /wechat/createLoginQrcode: where the browser goes to show WeChat's QR code. */
export async function createLoginQrcode(ctx: RequestContext, input: Input<typeof schemas.createQrcodeSchema>) {
  const wechat = wechatOf(ctx)
  await consume(ctx.limits.wechatQrPerIpHour, limitKey(ctx.ip))
  const db = ctx.db
  let sellerId: number | null = null
  const data: StateData = { intent: input.intent, returnTo: input.returnTo ?? null }
  // Binding needs the signed-in seller (the row lets guests ask for a login code).
  if (input.intent === 'bind') sellerId = requireSeller(ctx).id
  if (input.intent === 'verify') {
    const risk = input.riskTicket ? await peekTicket<RiskTicketData>(db, 'risk', input.riskTicket) : null
    if (!risk) throw fail('riskTicketInvalid')
    data.riskTicketId = risk.id
    data.returnTo = risk.data.extras.returnTo ?? data.returnTo
  }
  const { ticket: state, expiresAt } = await issueTicket(db, 'wechat-state', { sellerId, data, ttlMs: STATE_TTL_MS })
  const redirectUri = `${siteUrl()}${localizedPath('/oauth', ctx.locale)}`
  const url = wechat.authorizeUrl({ state, redirectUri, locale: ctx.locale })
  return { ...ok({ data: { url, state, expiresAt: expiresAt.toISOString(), provider: wechat.name } }), cookies: [stateCookie(state)] }
}

async function identityFromCode(ctx: RequestContext, wechat: WechatProvider, code: string): Promise<WechatIdentity> {
  try {
    return await wechat.exchangeCode(code)
  } catch (error) {
    if (!(error instanceof WechatError)) throw error
    ctx.payload.logger.warn({ msg: 'WeChat code refused', err: error.message, errcode: error.errcode })
    throw fail(error.errcode ? 'wechatCodeInvalid' : 'wechatUnavailable')
  }
}

/** identity/verify `wechatVerifyLogin`: the /oauth callback. */
export async function wechatCallback(ctx: RequestContext, input: { state: string; code?: string | null }) {
  const wechat = wechatOf(ctx)
  await limitAuthByIp(ctx)
  const db = ctx.db
  // Another browser's state (a forged callback link), or this browser's expired cookie.
  if (!ctx.wechatState || !safeEqual(ctx.wechatState, input.state)) throw fail('wechatStateMismatch')
  const state = await takeTicket<StateData>(db, 'wechat-state', input.state)
  if (!state) throw fail('wechatStateExpired')
  const result = await afterScan(ctx, wechat, state.data, state.sellerId, input.code ?? null)
  const { cookies = [] }: ServiceResult = result
  return { ...result, cookies: [...cookies, stateCookie(null)] }
}

async function afterScan(ctx: RequestContext, wechat: WechatProvider, state: StateData, stateSeller: number | null, code: string | null) {
  // WeChat comes back without a code when the seller declined on the phone.
  if (!code) throw fail('wechatDeclined')
  const identity = await identityFromCode(ctx, wechat, code)
  const db = ctx.db
  const owner = await findSellerByWechat(ctx.payload, identity.unionId)
  const withIntent = <R extends ServiceResult>(result: R) => ({ ...result, body: { ...result.body, intent: state.intent } })

  if (state.intent === 'verify') {
    const risk = state.riskTicketId ? await takeTicketById<RiskTicketData>(db, 'risk', state.riskTicketId) : null
    if (!risk?.sellerId) throw fail('riskTicketInvalid')
    if (!owner || owner.id !== risk.sellerId) throw fail('wechatMismatch')
    return withIntent(await completeRiskVerification(ctx, owner, risk, 'qrCode'))
  }

  if (state.intent === 'bind') {
    const seller = requireSeller(ctx)
    if (seller.id !== stateSeller) throw fail('unauthorized')
    if (owner && owner.id !== seller.id) throw fail('wechatBoundElsewhere')
    if (owner) return withIntent(ok({ bound: true, wechat: wechatView(owner) }, 'wechatBound'))
    const { ticket } = await issueTicket(db, 'wechat-pending', { sellerId: seller.id, data: { intent: 'bind', identity, returnTo: state.returnTo } satisfies PendingData, ttlMs: PENDING_TTL_MS })
    return withIntent(ok({ bindTicket: ticket, wechat: { nickname: identity.nickname, avatar: identity.avatar } }, 'wechatConfirmBind'))
  }

  if (owner) {
    // The profile follows WeChat (a new nickname or picture).
    if (identity.nickname !== owner.wechat?.nickname || identity.avatar !== owner.wechat?.avatar) await bindWechat(ctx.db, owner.id, identity)
    return withIntent(await answerLogin(ctx, owner, { returnTo: state.returnTo }, { via: 'wechat' }))
  }
  const { ticket } = await issueTicket(db, 'wechat-pending', { data: { intent: 'login', identity, returnTo: state.returnTo } satisfies PendingData, ttlMs: PENDING_TTL_MS })
  return withIntent(ok({ bindTicket: ticket, wechat: { nickname: identity.nickname, avatar: identity.avatar }, returnTo: state.returnTo }, 'wechatBindPhone'))
}

/**
 * POST /user/createUserAndBindWxV2: a scanned, unknown WeChat + a phone proven by its SMS code.
 * An account with that phone gets the WeChat; a new phone opens an account (a registration, with
 * its attribution and lottery chance). Proving the phone is also the risk verification.
 */
export async function createUserAndBindWx(ctx: RequestContext, input: Input<typeof schemas.createUserAndBindSchema>) {
  await limitAuthByIp(ctx)
  const db = ctx.db
  // Looked at first, so a stale binding does not spend the SMS code; taken after the code is right.
  const pending = await peekTicket<PendingData>(db, 'wechat-pending', input.bindTicket)
  if (!pending || pending.data.intent !== 'login') throw fail('wechatBindExpired')
  await verifySmsCode(ctx.payload, input.account, 'log', input.code)
  const taken = await takeTicket<PendingData>(db, 'wechat-pending', input.bindTicket)
  if (!taken) throw fail('wechatBindExpired')
  const { identity, returnTo } = taken.data

  let seller = await findSellerByPhone(ctx.payload, input.account)
  let newSubscriber = false
  let lotteryChances = 0
  const owner = await findSellerByWechat(ctx.payload, identity.unionId)
  if (owner && owner.id !== seller?.id) throw fail('wechatBoundElsewhere')
  if (seller?.wechat?.unionId && seller.wechat.unionId !== identity.unionId) throw fail('phoneHasOtherWechat')
  if (!seller) {
    // The new account and its WeChat in one transaction (src/server/db/transaction.ts): both or neither.
    const opened = await inTransaction(ctx.payload, async (tx) => {
      const account = await openAccount(ctx, tx, input.account, 'wechat', input)
      await bindWechat(tx.db, account.seller.id, identity)
      return account
    })
    seller = opened.seller
    newSubscriber = opened.created
    lotteryChances = opened.lotteryChances
  } else if (!owner) await bindWechat(ctx.db, seller.id, identity)
  // Read again: the binding just changed what the login gate looks at (the WeChat).
  const fresh = (await findSellerById(ctx.payload, seller.id)) ?? seller
  const result = await answerLogin(ctx, fresh, { newSubscriber, lotteryChances, returnTo }, { verified: true, via: 'sms' })
  return { ...result, body: { ...result.body, intent: 'login' } }
}

/** POST /user/addWeiXinBind?scentId=: the logged-in seller confirms the WeChat they scanned. */
export async function addWechatBind(ctx: SellerContext, input: Input<typeof schemas.addWechatBindSchema>) {
  const seller = ctx.session.seller
  const db = ctx.db
  const pending = await peekTicket<PendingData>(db, 'wechat-pending', input.scentId)
  if (!pending || pending.data.intent !== 'bind' || pending.sellerId !== seller.id) throw fail('wechatBindExpired')
  const taken = await takeTicket<PendingData>(db, 'wechat-pending', input.scentId)
  if (!taken) throw fail('wechatBindExpired')
  await bindWechat(ctx.db, seller.id, taken.data.identity)
  return ok({ data: { bound: true, nickname: taken.data.identity.nickname, avatar: taken.data.identity.avatar }, returnTo: taken.data.returnTo }, 'wechatBound')
}

/** POST /user/removeWeiXinBind (ours): the seller unbinds their WeChat (QR login stops working for them). */
export async function removeWechatBind(ctx: SellerContext) {
  const seller = ctx.session.seller
  await ctx.db
    .update(sellers)
    .set({ wechat_unionId: null, wechat_openId: null, wechat_nickname: null, wechat_avatar: null, wechat_boundAt: null, updatedAt: sql`now()` })
    .where(eq(sellers.id, seller.id))
  return ok({ data: { bound: false } }, 'wechatUnbound')
}

/** POST /wechat/localScan (ours): the local provider's simulated phone confirms as `name`. */
export async function localScan(ctx: RequestContext, input: Input<typeof schemas.localScanSchema>) {
  const local = ctx.providers.localWechat
  if (!local) throw fail('notFound')
  await consume(ctx.limits.wechatQrPerIpHour, limitKey(ctx.ip))
  const state = await peekTicket<StateData>(ctx.db, 'wechat-state', input.state)
  if (!state) throw fail('wechatStateExpired')
  const code = local.scan(input.name)
  const redirect = `${localizedPath('/oauth', ctx.locale)}?${new URLSearchParams({ code, state: input.state })}`
  return ok({ data: { code, redirect } })
}
