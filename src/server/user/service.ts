/**
 * The user service's operations (spec section 7, DESIGN.md "The site's own services"). Each takes
 * validated input and the request context and returns the response body; src/server/http/json-service.ts
 * does the HTTP part (cookies, anti-forgery, risk header, errors).
 */
import type { z } from 'zod'

import { hasUnstorableText } from '@/lib/text/storable'

import type { Seller } from '@payload-types'
import { attributeNewSeller } from '@/server/attribution/new-seller'
import { boundChannel } from '@/server/distribution/channels'
import { loadCustomerService } from '@/server/content/customer-service'
import { creditRegistration } from '@/server/lottery/registration'
import {
  type Attribution,
  createSeller,
  findSellerById,
  findSellerByPhone,
  giveTrialOnce,
  markLoggedIn,
  markTrialWindowShown,
  productView,
  sellerView,
  setPasswordHash,
  wechatView,
} from './accounts'
import { limitKey } from '@/server/http/client-ip'
import { hashPassword, verifyPassword } from '@/server/platform/crypto'
import { CODES, fail, restricted } from '@/server/platform/errors'
import { sellerCategories } from './categories'
import { assertKdfCapacity } from '@/server/platform/kdf-pool'
import { consume } from '@/server/platform/limits'
import { clearLoginAttempts, releaseLoginAttempt, reserveLoginAttempt } from './login-attempts'
import type * as schemas from './schemas'
import { answerLogin, distinctId } from './login-gate'
import { consumeLoginCredential, createSession, findSession, revokeSession } from '@/server/auth/sessions'
import { sendSmsCode, verifySmsCode } from '@/server/auth/sms-codes'
import { ok, type RequestContext, type SellerContext } from '@/server/http/context'

type Input<S extends z.ZodType> = z.output<S>

export async function checkCaptcha(ctx: RequestContext, ticket: string, randstr: string): Promise<void> {
  const passed = await ctx.providers.captcha.verify({ ticket, randstr, userIp: ctx.ip })
  if (!passed) throw fail('captchaFailed')
}

export async function limitAuthByIp(ctx: RequestContext): Promise<void> {
  await consume(ctx.limits.authPerIpHour, limitKey(ctx.ip))
}

export function attributionOf(input: {
  appName?: string | null
  invite?: string | null
  invite_channel?: string | null
  firstId?: string | null
  searchWord?: string | null
  keyWord?: string | null
  expandInfo?: string | null
  utm_source?: string | null
  utm_medium?: string | null
  utm_campaign?: string | null
  utm_content?: string | null
  utm_term?: string | null
}): Attribution {
  let expandInfo: unknown = null
  if (input.expandInfo) {
    try {
      expandInfo = JSON.parse(input.expandInfo)
    } catch {
      expandInfo = { raw: input.expandInfo }
    }
    // An escaped NUL or lone surrogate ("\u0000" in a crafted link) is text again after parsing,
    // which the jsonb column refuses: the registration goes on without it rather than fail.
    if (hasUnstorableText(expandInfo)) expandInfo = null
  }
  return {
    appName: input.appName || null,
    invite: input.invite || null,
    inviteChannel: input.invite_channel || null,
    firstId: input.firstId || null,
    searchWord: input.searchWord || null,
    keyWord: input.keyWord || null,
    expandInfo: expandInfo as Attribution['expandInfo'],
    utmSource: input.utm_source || null,
    utmMedium: input.utm_medium || null,
    utmCampaign: input.utm_campaign || null,
    utmContent: input.utm_content || null,
    utmTerm: input.utm_term || null,
  }
}

/** Where a new account came from: its campaign touches and distribution channel (src/server/attribution). */
export function recordNewSeller(ctx: RequestContext, seller: Seller, input: Parameters<typeof attributionOf>[0] & { urlCode?: string | null }): Promise<void> {
  const fields = attributionOf(input)
  return attributeNewSeller(ctx.payload, seller, ctx.visitorId, { ...fields, urlCode: input.urlCode || null })
}

/**
 * The lottery chances a new account's registration gives (itself and its inviter, whose are
 * capped per address and device: hence the request's). A failure here is logged and costs the
 * seller nothing but the chance: the account is already open.
 */
export async function lotteryChancesFor(ctx: RequestContext, seller: Seller): Promise<number> {
  try {
    return await creditRegistration(ctx.payload, seller.id, seller.attribution?.expandInfo, { ip: ctx.ip, visitorId: ctx.visitorId })
  } catch (error) {
    ctx.payload.logger.error({ err: error, seller: seller.id }, 'lottery: crediting a registration failed')
    return 0
  }
}

export async function sendCode(ctx: RequestContext, input: Input<typeof schemas.sendCodeSchema>) {
  await checkCaptcha(ctx, input.ticket, input.randstr)
  await sendSmsCode(ctx, input.mobilePhone, input.sendType)
  return ok({ data: { code: CODES.ok } }, 'smsSent')
}

/** Register sheet: sends a login code to a known phone, a register code to a new one. */
export async function hasUserSendMessage(ctx: RequestContext, input: Input<typeof schemas.hasUserSendSchema>) {
  await checkCaptcha(ctx, input.ticket, input.randstr)
  const exist = Boolean(await findSellerByPhone(ctx.payload, input.mobilePhone))
  await sendSmsCode(ctx, input.mobilePhone, exist ? 'log' : 'reg')
  return ok({ exist, data: { code: CODES.ok } }, 'smsSent')
}

/** "Is this phone registered?": behind a captcha and a tight per-IP limit, so phones cannot be enumerated for free. */
export async function hasUserByMobile(ctx: RequestContext, input: Input<typeof schemas.hasUserByMobileSchema>) {
  await consume(ctx.limits.existencePerIpHour, limitKey(ctx.ip))
  await checkCaptcha(ctx, input.ticket, input.randstr)
  return ok({ exist: Boolean(await findSellerByPhone(ctx.payload, input.userName)) })
}

export async function captchaSession(ctx: RequestContext) {
  const { captchaClient, localCaptcha } = ctx.providers
  if (captchaClient.provider === 'tencent') return ok({ data: captchaClient })
  // The local provider always has its slider (src/server/providers/index.ts).
  if (!localCaptcha) throw fail('notFound')
  return ok({ data: { ...captchaClient, ...localCaptcha.issueChallenge() } })
}

export async function solveLocalCaptcha(ctx: RequestContext, input: Input<typeof schemas.localCaptchaSchema>) {
  const { localCaptcha } = ctx.providers
  if (!localCaptcha) throw fail('notFound')
  const solved = localCaptcha.solve(input.challenge, input.position)
  if (!solved) throw fail('captchaFailed')
  return ok({ data: solved })
}

/** loginQbt3AccountV2: password (after the captcha) or SMS code → single-use login credential. */
export async function login(ctx: RequestContext, input: Input<typeof schemas.loginSchema>) {
  await limitAuthByIp(ctx)
  const db = ctx.db
  const phone = input.data.account
  let seller: Seller | null
  let newSubscriber = false
  let lotteryChances = 0

  if (input.action === 'smsAccountLogin') {
    await verifySmsCode(ctx.payload, phone, 'log', input.data.messageCode)
    seller = await findSellerByPhone(ctx.payload, phone)
    if (!seller) {
      // A first SMS login opens the account (newSubscriber), with the campaign that brought it.
      const created = await createSeller(ctx.payload, phone, { ...attributionOf(input), registeredVia: 'sms-login' })
      seller = created.seller
      newSubscriber = created.created
      if (newSubscriber) {
        await recordNewSeller(ctx, seller, input)
        lotteryChances = await lotteryChancesFor(ctx, seller)
      }
    }
  } else {
    assertKdfCapacity()
    await checkCaptcha(ctx, input.data.code, input.data.randstr)
    // The attempt is taken before the password is checked (and kept as a failure unless it
    // succeeds), so concurrent guesses share the same budget as sequential ones.
    const reservation = await reserveLoginAttempt(db, phone)
    if (!reservation.granted) throw fail('locked', { seconds: reservation.waitSeconds })
    seller = await findSellerByPhone(ctx.payload, phone)
    let valid: boolean
    try {
      // Unknown phone, no password yet, wrong password: same work, same answer, same count.
      valid = await verifyPassword(input.data.password, seller?.passwordHash)
    } catch (error) {
      await releaseLoginAttempt(db, phone)
      throw error
    }
    if (!valid || !seller) throw fail('wrongCredentials')
  }

  if (seller.status === 'restricted') throw restricted()
  await clearLoginAttempts(db, phone)
  // An SMS login has just proven the phone: that is the verification a risk level asks for.
  const via = input.action === 'smsAccountLogin' ? 'sms' : 'password'
  return answerLogin(ctx, seller, { newSubscriber, lotteryChances }, { verified: via === 'sms', via })
}

/** createQbt3AccessTokenV2: spends the login credential, starts the session (cookies). */
export async function createAccessToken(ctx: RequestContext, input: Input<typeof schemas.createTokenSchema>) {
  const sellerId = await consumeLoginCredential(ctx.payload, input.loginCredential)
  const seller = await findSellerById(ctx.payload, sellerId)
  if (!seller || (input.account && input.account !== seller.phone)) throw fail('credentialInvalid')
  if (seller.status === 'restricted') throw restricted()
  await markLoggedIn(ctx.payload, seller.id)
  const session = await createSession(ctx.payload, seller.id, { ip: ctx.ip, userAgent: ctx.userAgent })
  return { ...ok({ data: sellerView(seller) }), session }
}

export async function register(ctx: RequestContext, input: Input<typeof schemas.registerSchema>) {
  await limitAuthByIp(ctx)
  // Hashed first: a busy server answers before the code is spent.
  const passwordHash = input.password ? await hashPassword(input.password) : undefined
  // The code before the account: without a valid code nobody learns whether the phone is registered.
  await verifySmsCode(ctx.payload, input.account, 'reg', input.code)
  if (await findSellerByPhone(ctx.payload, input.account)) throw fail('phoneRegistered')
  const { seller, created } = await createSeller(ctx.payload, input.account, { ...attributionOf(input), registeredVia: 'register' }, passwordHash)
  if (!created) throw fail('phoneRegistered')
  await markLoggedIn(ctx.payload, seller.id)
  const session = await createSession(ctx.payload, seller.id, { ip: ctx.ip, userAgent: ctx.userAgent })
  await recordNewSeller(ctx, seller, input)
  const lotteryChances = await lotteryChancesFor(ctx, seller)
  return { ...ok({ isUpgrade: false, distinctId: distinctId(seller), data: sellerView(seller), lotteryChances }, 'registered'), session, endVisitor: true }
}

export async function resetPassword(ctx: RequestContext, input: Input<typeof schemas.resetPasswordSchema>) {
  await limitAuthByIp(ctx)
  // Hashed first: a busy server answers before the code is spent.
  const passwordHash = await hashPassword(input.password)
  await verifySmsCode(ctx.payload, input.phone, 'res', input.code)
  const seller = await findSellerByPhone(ctx.payload, input.phone)
  // The caller proved they own the phone, so saying there is no account reveals nothing new.
  if (!seller) throw fail('noAccount')
  await setPasswordHash(ctx.payload, seller.id, passwordHash)
  await clearLoginAttempts(ctx.db, input.phone)
  return { ...ok({}, 'passwordReset'), ...(ctx.session?.seller.id === seller.id ? { session: 'clear' as const } : {}) }
}

/**
 * A signed-in seller sets or changes the password in place (ours, /account): an SMS code to the
 * account's own phone proves it is them. This session stays; every other one ends.
 */
export async function setPassword(ctx: SellerContext, input: Input<typeof schemas.setPasswordSchema>) {
  const seller = ctx.session.seller
  await limitAuthByIp(ctx)
  const passwordHash = await hashPassword(input.password)
  await verifySmsCode(ctx.payload, seller.phone, 'res', input.code)
  await setPasswordHash(ctx.payload, seller.id, passwordHash, ctx.session.id)
  await clearLoginAttempts(ctx.db, seller.phone)
  return ok({ data: { passwordStatus: true } }, 'passwordSaved')
}

export async function logout(ctx: RequestContext) {
  if (ctx.session) await revokeSession(ctx.payload, ctx.session.id)
  return { ...ok({}, 'loggedOut'), session: 'clear' as const }
}

export async function userInfo(ctx: SellerContext) {
  return ok({ data: sellerView(ctx.session.seller) })
}

/** The seller's channel profile: the header's avatar and the bound WeChat (nickname, picture). */
export async function channelUserInfo(ctx: SellerContext) {
  const seller = ctx.session.seller
  const wechat = wechatView(seller)
  const view = sellerView(seller).channelUserInfo
  return ok({ data: { ...view, comments: { avatar: wechat.avatar ?? view.comments.avatar }, wechat } })
}

/** Customer-service contact; empty WeChat QR URLs fall back to the first, that to the footer's first QR code. */
export async function followServiceInfo(ctx: RequestContext) {
  return ok({ ...(await loadCustomerService(ctx.payload, ctx.locale)) })
}

/** The newcomer trial (site-settings trialDays), given once per seller. */
export async function giveAway(ctx: SellerContext) {
  const seller = ctx.session.seller
  const settings = await ctx.payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const days = settings.trialDays ?? 0
  if (days <= 0) return ok({ data: { given: false, days: 0, reason: 'notOffered' } })
  const given = await giveTrialOnce(ctx.payload, seller.id, days)
  return ok({ data: given ? { given: true, days } : { given: false, days: 0, reason: 'alreadyGiven' } })
}

export async function openWindowConfig(ctx: SellerContext) {
  const seller = ctx.session.seller
  const membership = seller.membership ?? {}
  return ok({
    payload: [
      { openType: 'listModel', openFlag: false },
      { openType: 'trialVip', openFlag: Boolean(membership.trialGivenAt && !membership.trialWindowShownAt) },
    ],
  })
}

export async function trialWindowShown(ctx: SellerContext) {
  const seller = ctx.session.seller
  await markTrialWindowShown(ctx.payload, seller.id)
  return ok({ data: { shown: true } })
}

/**
 * The seller's promote (private-domain channel) type. Never bound: 30005 (silent, spec section 8).
 * Bound to a distribution channel that has since been removed or switched off: no type, which the
 * client reports as "missing channel".
 */
export async function promoteType(ctx: SellerContext) {
  const seller = ctx.session.seller
  if (seller.distributionChannel) {
    const channel = await boundChannel(ctx.payload, seller)
    if (!channel?.active) return ok({ payload: { channelType: null } })
  }
  if (seller.promoteChannelType == null) return { body: { code: CODES.promoteNotBound, messageKey: 'promoteNotBound' } }
  return ok({ payload: { channelType: seller.promoteChannelType } })
}

/** Category list and buy status (field spelled `playload`, as the front end reads it). */
export async function categoryList(ctx: SellerContext) {
  return ok({ playload: await sellerCategories(ctx.payload, ctx.session.seller, ctx.locale) })
}

/** Membership of the seller (field spelled `playLoad`, as the front end reads it). */
export async function productAndPolicy(ctx: SellerContext) {
  return ok({ playLoad: productView(ctx.session.seller) })
}

export async function feedback(ctx: SellerContext, input: Input<typeof schemas.feedbackSchema>) {
  const seller = ctx.session.seller
  await ctx.payload.create({
    collection: 'seller-feedback',
    data: { seller: seller.id, type: input.type ?? null, complaint: input.complaint ?? null, problemDescription: input.problemDescription, imgUrl: input.imgUrl ?? null },
    overrideAccess: true,
  })
  return ok({}, 'feedbackSaved')
}

/** For the workbench: is this session token live, and whose is it. */
export async function introspect(ctx: RequestContext, input: Input<typeof schemas.introspectSchema>) {
  const session = await findSession(ctx.payload, input.token)
  if (!session || session.seller.status === 'restricted') return ok({ active: false })
  return ok({ active: true, expiresAt: session.expiresAt, seller: { id: session.seller.id, phone: session.seller.phone, distinctId: distinctId(session.seller) } })
}

