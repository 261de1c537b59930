/**
 * Login → credential → session, registration, passwords, logout and the workbench's token
 * introspection (spec section 7). Each takes validated input and the request context and returns
 * the answer's body; src/server/http/json-service.ts does the HTTP part.
 */
import type { z } from 'zod'
import { accountOf } from '@/lib/auth/validation'

import { consumeLoginCredential, createSession, credentialSeller, findSession, type NewSession, revokeSession } from '@/server/auth/sessions'
import { trySmsCode, verifySmsCode } from '@/server/auth/sms-codes'
import { inTransaction } from '@/server/db/transaction'
import { ok, type RequestContext, type SellerContext } from '@/server/http/context'
import { hashPassword, verifyPassword } from '@/server/platform/crypto'
import { type ErrorName, fail, restricted } from '@/server/platform/errors'
import { assertKdfCapacity } from '@/server/platform/kdf-pool'
import type { Seller } from '@payload-types'

import { findSellerById, findSellerByPhone, markLoggedIn, sessionView, setPasswordHash } from './accounts'
import { checkCaptcha, limitAuthByIp } from './guards'
import { clearLoginAttempts, releaseLoginAttempt, reserveLoginAttempt } from './login-attempts'
import { answerLogin, distinctId } from './login-gate'
import { openAccount } from './new-seller'
import type * as schemas from './schemas'
import { type Team, teamOf } from './teams'

type Input<S extends z.ZodType> = z.output<S>

/** loginQbt3AccountV2: password (after the captcha) or SMS code → single-use login credential. */
export async function login(ctx: RequestContext, input: Input<typeof schemas.loginSchema>) {
  await limitAuthByIp(ctx)
  const db = ctx.db
  const phone = input.data.account
  let seller: Seller | null
  let newSubscriber = false
  let lotteryChances = 0

  if (input.action === 'smsAccountLogin') {
    // A first SMS login opens the account (newSubscriber), with the campaign that brought it: the
    // code and the account in one transaction, as a registration (below).
    const done = await inTransaction(ctx.payload, async (tx): Promise<{ refused: ErrorName } | { seller: Seller; created: boolean; lotteryChances: number }> => {
      const refused = await trySmsCode(tx.db, phone, 'log', input.data.messageCode)
      if (refused) return { refused }
      const existing = await findSellerByPhone(ctx.payload, phone, tx.req)
      return existing ? { seller: existing, created: false, lotteryChances: 0 } : openAccount(ctx, tx, phone, 'sms-login', input)
    })
    if ('refused' in done) throw fail(done.refused)
    seller = done.seller
    newSubscriber = done.created
    lotteryChances = done.lotteryChances
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

/**
 * createQbt3AccessTokenV2: spends the login credential, starts the session (cookies), acting for
 * the team chosen at account_select if any. A team the seller is not (or no longer) in is refused
 * before the credential is spent, so the seller can choose again.
 */
export async function createAccessToken(ctx: RequestContext, input: Input<typeof schemas.createTokenSchema>) {
  let team: Team | null = null
  if (input.subAccountId) {
    const owner = await credentialSeller(ctx.payload, input.loginCredential)
    if (!owner) throw fail('credentialInvalid')
    team = await teamOf(ctx.db, owner, input.subAccountId)
    if (!team) throw fail('subAccountUnavailable')
  }
  const sellerId = await consumeLoginCredential(ctx.payload, input.loginCredential)
  const seller = await findSellerById(ctx.payload, sellerId)
  if (!seller || (input.account && input.account !== seller.phone)) throw fail('credentialInvalid')
  if (seller.status === 'restricted') throw restricted()
  await markLoggedIn(ctx.db, seller.id)
  const session = await createSession(ctx.payload, seller.id, { ip: ctx.ip, userAgent: ctx.userAgent, subAccount: team?.id })
  return { ...ok({ data: sessionView(seller, team) }), session }
}

/**
 * One transaction: the SMS code, the account with what its registration brings, its login and its
 * session are written together or not at all. A registration the database's going away (or a
 * `kill -9`) cut off leaves nothing, and is sent again with the same code. A refusal commits what
 * it spent, as before: a wrong try counts, a right code for a registered phone is used.
 */
export async function register(ctx: RequestContext, input: Input<typeof schemas.registerSchema>) {
  await limitAuthByIp(ctx)
  // Hashed first: a busy server answers before the code is spent.
  const passwordHash = input.password ? await hashPassword(input.password) : undefined
  const done = await inTransaction(ctx.payload, async (tx): Promise<{ refused: ErrorName } | { seller: Seller; lotteryChances: number; session: NewSession }> => {
    // The code before the account: without a valid code nobody learns whether the phone is registered.
    const refused = await trySmsCode(tx.db, input.account, 'reg', input.code)
    if (refused) return { refused }
    if (await findSellerByPhone(ctx.payload, input.account, tx.req)) return { refused: 'phoneRegistered' }
    const { seller, created, lotteryChances } = await openAccount(ctx, tx, input.account, 'register', input, passwordHash)
    if (!created) return { refused: 'phoneRegistered' }
    await markLoggedIn(tx.db, seller.id)
    const session = await createSession(ctx.payload, seller.id, { ip: ctx.ip, userAgent: ctx.userAgent }, tx.req)
    return { seller, lotteryChances, session }
  })
  if ('refused' in done) throw fail(done.refused)
  const { seller, lotteryChances, session } = done
  return { ...ok({ isUpgrade: false, distinctId: distinctId(seller), data: sessionView(seller, null), lotteryChances }, 'registered'), session }
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

/**
 * For the workbench: is this session token live, whose is it (`seller`), and whose data it works
 * on (`mainAccount`: the seller, or the team's main account when `subAccount` is set).
 */
export async function introspect(ctx: RequestContext, input: Input<typeof schemas.introspectSchema>) {
  const session = await findSession(ctx.payload, input.token)
  if (!session || session.seller.status === 'restricted') return ok({ active: false })
  const { seller: me, team } = session
  const seller = { id: me.id, phone: accountOf(me.phone), distinctId: distinctId(me) }
  const mainAccount = team ? { id: team.mainSellerId, phone: accountOf(team.mainPhone), distinctId: distinctId({ id: team.mainSellerId }) } : seller
  return ok({ active: true, expiresAt: session.expiresAt, seller, mainAccount, subAccount: team ? { id: team.id, label: team.label } : null })
}
