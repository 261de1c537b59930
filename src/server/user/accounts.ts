/**
 * Seller accounts (table sellers, through Payload's local API or its typed Drizzle schema, never
 * raw column names): lookup, registration with attribution, passwords, the newcomer trial, and
 * what the browser sees.
 */
import { and, eq, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { formatDateTime } from '@/lib/format/date'
import { accountOf, maskPhone } from '@/lib/auth/validation'

import type { Seller } from '@payload-types'
import { sellers } from '@/payload-generated-schema'
import { revokeSellerSessions } from '@/server/auth/sessions'
import type { Db } from '@/server/db/drizzle'
import { savepoint, type Transaction } from '@/server/db/transaction'

import { choiceOf, type Team } from './teams'

/** `req`: read in its transaction (src/server/db/transaction.ts). */
export async function findSellerByPhone(payload: Payload, phone: string, req?: PayloadRequest): Promise<Seller | null> {
  const { docs } = await payload.find({
    collection: 'sellers',
    where: { phone: { equals: phone } },
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
    req,
  })
  return docs[0] ?? null
}

/** A seller by id with the hidden fields (password hash), or null when there is none. */
export async function findSellerById(payload: Payload, id: number): Promise<Seller | null> {
  return payload.findByID({ collection: 'sellers', id, overrideAccess: true, showHiddenFields: true, depth: 0, disableErrors: true })
}

export type Attribution = NonNullable<Seller['attribution']>

/**
 * Creates the account, or returns the existing one when a concurrent request created it first
 * (unique phone): registering twice at once never yields two accounts. In a transaction (`tx`)
 * the insert is a savepoint, so a lost race leaves the transaction usable.
 */
export async function createSeller(
  payload: Payload,
  phone: string,
  attribution: Attribution,
  /** From hashPassword, computed before the SMS code was spent. */
  passwordHash?: string,
  tx?: Transaction,
): Promise<{ seller: Seller; created: boolean }> {
  const create = () =>
    payload.create({
      collection: 'sellers',
      data: {
        phone,
        status: 'active',
        attribution,
        ...(passwordHash ? { passwordHash, passwordSetAt: new Date().toISOString() } : {}),
      },
      overrideAccess: true,
      showHiddenFields: true,
      req: tx?.req,
    })
  try {
    const seller = await (tx ? savepoint(tx, create) : create())
    return { seller, created: true }
  } catch (error) {
    const existing = await findSellerByPhone(payload, phone, tx?.req)
    if (existing) return { seller: existing, created: false }
    throw error
  }
}

/** `keepSession`: the session that set it stays (a signed-in seller on /account); every other one ends. */
export async function setPasswordHash(payload: Payload, sellerId: number, passwordHash: string, keepSession?: number): Promise<void> {
  await payload.update({
    collection: 'sellers',
    id: sellerId,
    data: { passwordHash, passwordSetAt: new Date().toISOString() },
    overrideAccess: true,
  })
  // A new password ends every other session (someone may have known the old one).
  await revokeSellerSessions(payload, sellerId, keepSession)
}

export async function markLoggedIn(db: Db, sellerId: number): Promise<void> {
  await db.update(sellers).set({ lastLoginAt: sql`now()` }).where(eq(sellers.id, sellerId))
}

/**
 * Gives the newcomer trial once: one conditional update, so two concurrent calls can never both
 * give it. The days are added to any membership still running.
 */
export async function giveTrialOnce(payload: Payload, sellerId: number, days: number): Promise<boolean> {
  const given = await payload.db.drizzle
    .update(sellers)
    .set({
      membership_trialGivenAt: sql`now()`,
      membership_maturityTime: sql`GREATEST(COALESCE(${sellers.membership_maturityTime}, now()), now()) + make_interval(days => ${days})`,
    })
    .where(and(eq(sellers.id, sellerId), isNull(sellers.membership_trialGivenAt)))
    .returning({ id: sellers.id })
  return given.length === 1
}

/** The "trial given" window was shown (once). */
export async function markTrialWindowShown(payload: Payload, sellerId: number): Promise<void> {
  await payload.db.drizzle
    .update(sellers)
    .set({ membership_trialWindowShownAt: sql`now()` })
    .where(and(eq(sellers.id, sellerId), isNull(sellers.membership_trialWindowShownAt)))
}

/** The user info the browser keeps (spec section 3 "info"); never the token or hashes. */
export function sellerView(seller: Seller) {
  return {
    user: {
      id: seller.id,
      account: accountOf(seller.phone),
      mobile: maskPhone(seller.phone),
      nickName: seller.nickName || maskPhone(seller.phone),
      passwordStatus: Boolean(seller.passwordHash || seller.passwordSetAt),
      isQDUser: seller.promoteChannelType != null,
      createdAt: seller.createdAt,
    },
    // The session token stays in the HttpOnly cookie; the browser never needs to read it.
    accessToken: null,
    channelUserInfo: { comments: { avatar: null as string | null }, nickName: seller.nickName || maskPhone(seller.phone) },
  }
}

/**
 * A session's seller as the token call and /user/info answer it (spec section 3 "info", section 4
 * "keep account, main and sub accounts"): `mainAccount` is the account the session works for (the
 * seller's own, or the team's main account, masked), `subAccount` the team chosen at login or null.
 */
export function sessionView(seller: Seller, team: Team | null) {
  return { ...sellerView(seller), mainAccount: team ? maskPhone(team.mainPhone) : accountOf(seller.phone), subAccount: team ? choiceOf(team) : null }
}

/** Membership as the product-and-policy call reports it (dates as YYYY-MM-DD HH:mm:ss). */
export function productView(seller: Seller) {
  const membership = seller.membership ?? {}
  return {
    maturityTime: membership.maturityTime ? formatDateTime(new Date(membership.maturityTime)) : null,
    bonus: membership.bonusEndTime ? { endTime: formatDateTime(new Date(membership.bonusEndTime)) } : null,
    // The newcomer trial is given once: the account page stops offering it.
    trialUsed: Boolean(membership.trialGivenAt),
    // Spec section 3's plan code (4-16, 50, 51, 114-117), or null.
    planCode: membership.planCode ? Number(membership.planCode) : null,
  }
}

/** What the account page and the header show of a bound WeChat (never the ids). */
export function wechatView(seller: Seller) {
  const wechat = seller.wechat ?? {}
  return { bound: Boolean(wechat.unionId), nickname: wechat.unionId ? (wechat.nickname ?? null) : null, avatar: wechat.unionId ? (wechat.avatar ?? null) : null }
}
