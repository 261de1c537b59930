/**
 * Portal sessions and login credentials. Only keyed hashes of tokens are stored, so a database
 * leak yields no usable session. Sessions last 30 days, end after 7 days unused, and are revoked
 * on logout. This module is the only code that touches the seller_sessions and
 * login_credentials tables.
 */
import { and, eq, gt, inArray, isNull, ne, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { SESSION_COOKIE } from '@/lib/auth/cookie-names'
import { cookieValue } from '@/lib/cookies'

import type { Seller } from '@payload-types'
import { login_credentials, seller_sessions } from '@/payload-generated-schema'
import { seller_sub_accounts } from '@/server/db/tables'

import { keyedHash, randomToken } from '@/server/platform/crypto'
import { fail } from '@/server/platform/errors'
import { type Team, teamOf } from '@/server/user/teams'

export { SESSION_COOKIE }
export const SESSION_DAYS = 30
export const SESSION_IDLE_DAYS = 7
/** lastUsedAt is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 3_600_000
export const CREDENTIAL_TTL_MS = 2 * 60_000

const tokenHash = (token: string) => keyedHash('session', token)
const credentialHash = (credential: string) => keyedHash('login-credential', credential)

export type NewSession = { token: string; controlToken: string; expiresAt: Date }

/**
 * `req`: written in its transaction (src/server/db/transaction.ts). `meta.subAccount`: the team
 * (seller_sub_accounts id) the session acts for, already checked against the seller's memberships.
 */
export async function createSession(payload: Payload, sellerId: number, meta: { ip: string; userAgent: string; subAccount?: number | null }, req?: PayloadRequest): Promise<NewSession> {
  const token = randomToken(32)
  const controlToken = randomToken(18)
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000)
  await payload.create({
    collection: 'seller-sessions',
    data: {
      seller: sellerId,
      tokenHash: tokenHash(token),
      controlToken,
      expiresAt: expiresAt.toISOString(),
      lastUsedAt: new Date().toISOString(),
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
      subAccount: meta.subAccount ?? null,
    },
    overrideAccess: true,
    req,
  })
  return { token, controlToken, expiresAt }
}

/** `team`: the main account the session acts for (chosen at login), or null for the seller's own. */
export type ActiveSession = { id: number; controlToken: string; expiresAt: string; seller: Seller; team: Team | null }

/**
 * The live session of a token with its seller, or null (unknown, expired, idle too long or
 * revoked, or acting for a team the seller was removed from since).
 */
export async function findSession(payload: Payload, token: string | undefined | null, now = new Date()): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null
  const idleSince = new Date(now.getTime() - SESSION_IDLE_DAYS * 86_400_000).toISOString()
  const { docs } = await payload.find({
    collection: 'seller-sessions',
    where: {
      and: [
        { tokenHash: { equals: tokenHash(token) } },
        { revokedAt: { exists: false } },
        { expiresAt: { greater_than: now.toISOString() } },
        // Sessions from before lastUsedAt existed count from their creation.
        { or: [{ lastUsedAt: { greater_than: idleSince } }, { and: [{ lastUsedAt: { exists: false } }, { createdAt: { greater_than: idleSince } }] }] },
      ],
    },
    depth: 1,
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const doc = docs[0]
  if (!doc || typeof doc.seller !== 'object' || !doc.seller) return null
  // Checked on every request: a removed member loses the team's access at once.
  const team = doc.subAccount ? await teamOf(payload.db.drizzle, doc.seller.id, doc.subAccount) : null
  if (doc.subAccount && !team) return null
  if (!doc.lastUsedAt || now.getTime() - new Date(doc.lastUsedAt).getTime() > TOUCH_EVERY_MS) {
    await payload.db.drizzle.update(seller_sessions).set({ lastUsedAt: now.toISOString() }).where(eq(seller_sessions.id, doc.id))
  }
  return { id: doc.id, controlToken: doc.controlToken, expiresAt: doc.expiresAt, seller: doc.seller, team }
}

export async function revokeSession(payload: Payload, sessionId: number): Promise<void> {
  await payload.db.drizzle.update(seller_sessions).set({ revokedAt: sql`now()` }).where(eq(seller_sessions.id, sessionId))
}

/** Every session of a seller (restricting an account, changing the password), except `keep` if given. */
export async function revokeSellerSessions(payload: Payload, sellerId: number, keep?: number): Promise<void> {
  const db = payload.db.drizzle
  // The seller's own sessions and every member's session acting for this account: a password
  // change locks out whoever held a session, including one who added themself as a member.
  const teams = db.select({ id: seller_sub_accounts.id }).from(seller_sub_accounts).where(eq(seller_sub_accounts.mainSellerId, sellerId))
  await db
    .update(seller_sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(or(eq(seller_sessions.seller, sellerId), inArray(seller_sessions.subAccount, teams)), isNull(seller_sessions.revokedAt), keep === undefined ? undefined : ne(seller_sessions.id, keep)))
}

export async function issueLoginCredential(payload: Payload, sellerId: number): Promise<string> {
  const credential = randomToken(24)
  await payload.create({
    collection: 'login-credentials',
    data: { seller: sellerId, credentialHash: credentialHash(credential), expiresAt: new Date(Date.now() + CREDENTIAL_TTL_MS).toISOString() },
    overrideAccess: true,
  })
  return credential
}

/** The seller a credential was issued to while it is still unspent and fresh (nothing spent), or null. */
export async function credentialSeller(payload: Payload, credential: string): Promise<number | null> {
  const [row] = await payload.db.drizzle
    .select({ sellerId: login_credentials.seller })
    .from(login_credentials)
    .where(and(eq(login_credentials.credentialHash, credentialHash(credential)), isNull(login_credentials.consumedAt), gt(login_credentials.expiresAt, sql`now()`)))
  return row?.sellerId ?? null
}

/** Consumes a credential atomically; returns its seller id. */
export async function consumeLoginCredential(payload: Payload, credential: string): Promise<number> {
  const rows = await payload.db.drizzle
    .update(login_credentials)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(login_credentials.credentialHash, credentialHash(credential)), isNull(login_credentials.consumedAt), gt(login_credentials.expiresAt, sql`now()`)))
    .returning({ sellerId: login_credentials.seller })
  // No row, or its seller was deleted since (the relation is then null).
  const sellerId = rows[0]?.sellerId
  if (!sellerId) throw fail('credentialInvalid')
  return sellerId
}

/** The seller signed in on a CMS request (e.g. reading their own upload), or null. */
export async function sellerOfRequest(req: PayloadRequest): Promise<Seller | null> {
  const session = await findSession(req.payload, cookieValue(req.headers.get('cookie'), SESSION_COOKIE))
  return session && session.seller.status !== 'restricted' ? session.seller : null
}
