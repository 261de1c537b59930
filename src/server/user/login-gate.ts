/**
 * The last step of every login (password, SMS, WeChat scan, passport code): a restricted account
 * is refused, "verify on PC" answers 10099, an account under a risk level (spec section 8) is
 * asked to verify first (src/lib/auth/risk.ts says how); everyone else gets the single-use login
 * credential that createQbt3AccessTokenV2 turns into a session.
 */
import { eq, sql } from '@payloadcms/db-postgres/drizzle'

import { clearsAfterVerification, isRiskCode, type LoginVia, type RiskCode, riskScene, type VerifyMode, verifyModes } from '@/lib/auth/risk'
import { accountOf, maskPhone } from '@/lib/auth/validation'

import type { Seller } from '@payload-types'
import { sellers } from '@/payload-generated-schema'
import { findSellerById } from './accounts'
import { keyedHash } from '@/server/platform/crypto'
import { CODES, fail, restricted } from '@/server/platform/errors'
import { type RequestContext, ok } from '@/server/http/context'
import { issueLoginCredential } from '@/server/auth/sessions'
import { issueTicket, takeTicket, type Ticket } from '@/server/auth/tickets'
import { loginChoices } from './teams'

/** A risk verification is valid this long: enough to fetch and type an SMS code, or scan. */
export const RISK_TICKET_TTL_MS = 10 * 60_000

/** Analytics id of a seller: stable, not the phone number. */
export const distinctId = (seller: Pick<Seller, 'id'>) => keyedHash('distinct-id', String(seller.id)).slice(0, 24)

export type LoginExtras = { newSubscriber?: boolean; lotteryChances?: number; returnTo?: string | null }

/** What the risk ticket remembers: the level met and how the login was made (its proof is no verification). */
export type RiskTicketData = { riskCode: RiskCode; via: LoginVia; extras: LoginExtras }

const modesOf = (seller: Seller, riskCode: RiskCode, via: LoginVia) =>
  verifyModes(riskCode, { wechatBound: Boolean(seller.wechat?.unionId), passwordSet: Boolean(seller.passwordHash), via })

export const riskCodeOf = (seller: Seller): RiskCode | null => (isRiskCode(seller.riskCode) ? (Number(seller.riskCode) as RiskCode) : null)

async function credentialAnswer(ctx: RequestContext, seller: Seller, extras: LoginExtras) {
  const loginCredential = await issueLoginCredential(ctx.payload, seller.id)
  const newSubscriber = Boolean(extras.newSubscriber)
  // The teams the seller may act for (account_select), or null: the seller's own account only.
  const subAccount = await loginChoices(ctx.db, seller.id)
  return ok({ mainAccount: accountOf(seller.phone), subAccount, loginCredential, distinctId: distinctId(seller), newSubscriber, lotteryChances: extras.lotteryChances ?? 0, returnTo: extras.returnTo ?? null })
}

/**
 * The answer to a login whose identity is proven. `verified`: the caller has just proven the phone
 * (an SMS code sent to it), which is the verification a risk level asks for.
 */
export async function answerLogin(
  ctx: RequestContext,
  seller: Seller,
  extras: LoginExtras = {},
  { verified = false, via }: { verified?: boolean; via: LoginVia },
) {
  if (seller.status === 'restricted') throw restricted()
  if (seller.verifyOnPc) return { body: { code: CODES.verifyOnPc, messageKey: 'verifyOnPc' } }
  const riskCode = riskCodeOf(seller)
  if (riskCode) {
    const modes = modesOf(seller, riskCode, via)
    if (!modes.length) return { body: { code: riskCode, riskScene: riskScene(riskCode), verifyModes: modes, messageKey: 'riskFrozen' } }
    if (verified && modes.includes('message')) return afterVerification(ctx, seller, riskCode, extras)
    const { ticket } = await issueTicket(ctx.db, 'risk', { sellerId: seller.id, data: { riskCode, via, extras } satisfies RiskTicketData, ttlMs: RISK_TICKET_TTL_MS })
    return {
      body: { code: riskCode, riskScene: riskScene(riskCode), verifyModes: modes, riskTicket: ticket, mobile: maskPhone(seller.phone), messageKey: 'riskVerify' },
    }
  }
  return credentialAnswer(ctx, seller, extras)
}

/** A verification passed: an anomalous-login code is lifted, then the credential as usual. */
async function afterVerification(ctx: RequestContext, seller: Seller, riskCode: RiskCode, extras: LoginExtras) {
  if (clearsAfterVerification(riskCode)) {
    await ctx.db.update(sellers).set({ riskCode: null, updatedAt: sql`now()` }).where(eq(sellers.id, seller.id))
  }
  return credentialAnswer(ctx, seller, extras)
}

/** Takes a risk ticket and its seller (fresh from the database: an admin may have changed them since). */
export async function takeRiskTicket(ctx: RequestContext, riskTicket: string): Promise<{ ticket: Ticket<RiskTicketData>; seller: Seller }> {
  const ticket = await takeTicket<RiskTicketData>(ctx.db, 'risk', riskTicket)
  const seller = ticket?.sellerId ? await findSellerById(ctx.payload, ticket.sellerId) : null
  if (!ticket || !seller) throw fail('riskTicketInvalid')
  return { ticket, seller }
}

/** The risk verification passed with `mode`: the credential, unless the account changed meanwhile. */
export async function completeRiskVerification(ctx: RequestContext, seller: Seller, ticket: Ticket<RiskTicketData>, mode: VerifyMode) {
  if (seller.status === 'restricted') throw restricted()
  const riskCode = riskCodeOf(seller)
  // Cleared by an admin meanwhile: nothing left to verify.
  if (!riskCode) return credentialAnswer(ctx, seller, ticket.data.extras)
  if (!modesOf(seller, riskCode, ticket.data.via ?? 'passport').includes(mode)) throw fail('riskModeRefused')
  return afterVerification(ctx, seller, riskCode, ticket.data.extras)
}
