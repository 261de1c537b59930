/**
 * POST /user/identity/verify (spec section 7: risk verification, credential in data) and the
 * passport: the ways a login is finished other than the password or SMS forms.
 *  - wechatVerifyLogin: the /oauth callback of a WeChat scan (src/server/user/wechat.ts);
 *  - messageVerifyLogin (ours): a risk verification by the SMS code sent to the account's phone;
 *  - passwordVerifyLogin (ours): a risk verification by the password (same attempt budget as the
 *    password login);
 *  - auth2CodeLogin: a passport code for the client it was issued to → login credential.
 * GET /user/auth/passport issues that code to a logged-in seller for a registered client
 * (PASSPORT_CLIENTS: `clientId=https://origin`, comma separated), which receives it on its
 * callback URL: single sign-on for the workbench and sibling apps on other origins.
 */
import type { z } from 'zod'

import { maskPhone } from '@/lib/auth/validation'

import type { Seller } from '@payload-types'
import { findSellerById } from '@/server/user/accounts'
import { verifyPassword } from '@/server/platform/crypto'
import { fail } from '@/server/platform/errors'
import type * as schemas from './schemas'
import { assertKdfCapacity } from '@/server/platform/kdf-pool'
import { answerLogin, completeRiskVerification, type RiskTicketData, takeRiskTicket } from '@/server/user/login-gate'
import { clearLoginAttempts, releaseLoginAttempt, reserveLoginAttempt } from '@/server/user/login-attempts'
import { ok, type RequestContext, type SellerContext } from '@/server/http/context'
import { checkCaptcha, limitAuthByIp } from '@/server/user/guards'
import { sendSmsCode, verifySmsCode } from '@/server/auth/sms-codes'
import { issueTicket, peekTicket, takeTicket } from '@/server/auth/tickets'
import { wechatCallback } from './wechat'

type Input<S extends z.ZodType> = z.output<S>

/** A passport code is for the client's server to spend at once. */
export const PASSPORT_TTL_MS = 2 * 60_000

/** The seller a live risk ticket is about (not taken yet). */
async function riskSeller(ctx: RequestContext, credential: string): Promise<Seller> {
  const ticket = await peekTicket<RiskTicketData>(ctx.db, 'risk', credential)
  const seller = ticket?.sellerId ? await findSellerById(ctx.payload, ticket.sellerId) : null
  if (!seller) throw fail('riskTicketInvalid')
  return seller
}

export async function identityVerify(ctx: RequestContext, input: Input<typeof schemas.identityVerifySchema>) {
  if (input.action === 'wechatVerifyLogin') return wechatCallback(ctx, input.data)
  await limitAuthByIp(ctx)
  if (input.action === 'messageVerifyLogin') {
    // The code before the ticket is taken: a mistyped code leaves the verification open.
    const seller = await riskSeller(ctx, input.data.credential)
    await verifySmsCode(ctx.payload, seller.phone, 'log', input.data.messageCode)
    const { ticket, seller: current } = await takeRiskTicket(ctx, input.data.credential)
    return completeRiskVerification(ctx, current, ticket, 'message')
  }
  if (input.action === 'passwordVerifyLogin') return verifyByPassword(ctx, input.data.credential, input.data.password)
  const passport = await takeTicket<{ clientId: string }>(ctx.db, 'passport', input.data.code)
  if (!passport?.sellerId || passport.data.clientId !== input.data.clientId) throw fail('credentialInvalid')
  const seller = await findSellerById(ctx.payload, passport.sellerId)
  if (!seller) throw fail('credentialInvalid')
  return answerLogin(ctx, seller, {}, { via: 'passport' })
}

/**
 * The password as the verification: each try is taken from the account's password budget before
 * the hash is checked (src/server/user/login-attempts.ts), so guessing here is no cheaper than at
 * the login form; the ticket is taken only when the password is right.
 */
async function verifyByPassword(ctx: RequestContext, credential: string, password: string) {
  const db = ctx.db
  assertKdfCapacity()
  const seller = await riskSeller(ctx, credential)
  const reservation = await reserveLoginAttempt(db, seller.phone)
  if (!reservation.granted) throw fail('locked', { seconds: reservation.waitSeconds })
  let valid: boolean
  try {
    valid = await verifyPassword(password, seller.passwordHash)
  } catch (error) {
    await releaseLoginAttempt(db, seller.phone)
    throw error
  }
  if (!valid) throw fail('wrongCredentials')
  await clearLoginAttempts(db, seller.phone)
  const { ticket, seller: current } = await takeRiskTicket(ctx, credential)
  return completeRiskVerification(ctx, current, ticket, 'password')
}

/** POST /user/identity/sendCode (ours): the risk verification's SMS code, to the account's own phone. */
export async function sendRiskCode(ctx: RequestContext, input: Input<typeof schemas.identitySendCodeSchema>) {
  const seller = await riskSeller(ctx, input.credential)
  await checkCaptcha(ctx, input.ticket, input.randstr)
  await sendSmsCode(ctx, seller.phone, 'log')
  return ok({ mobile: maskPhone(seller.phone), data: { code: 200 } }, 'smsSent')
}

/** The clients a passport may be issued to: clientId → origin (PASSPORT_CLIENTS). */
export function passportClients(value = process.env.PASSPORT_CLIENTS ?? ''): Map<string, string> {
  const clients = new Map<string, string>()
  for (const entry of value.split(',')) {
    const [id, origin] = entry.split('=').map((part) => part?.trim())
    if (!id || !origin) continue
    try {
      clients.set(id, new URL(origin).origin)
    } catch {
      // A malformed entry registers nothing.
    }
  }
  return clients
}

/** GET /user/auth/passport?callbackUrl&clientId: the URL the browser goes to, carrying a single-use code. */
export async function passport(ctx: SellerContext, input: Input<typeof schemas.passportSchema>) {
  const seller = ctx.session.seller
  const origin = passportClients().get(input.clientId)
  let callback: URL | null = null
  try {
    callback = new URL(input.callbackUrl)
  } catch {
    callback = null
  }
  if (!origin || !callback || callback.origin !== origin) throw fail('passportClientUnknown')
  const { ticket, expiresAt } = await issueTicket(ctx.db, 'passport', { sellerId: seller.id, data: { clientId: input.clientId }, ttlMs: PASSPORT_TTL_MS })
  callback.searchParams.set('code', ticket)
  return ok({ data: { redirect: callback.toString(), expiresAt: expiresAt.toISOString() } })
}
