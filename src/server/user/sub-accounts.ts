/**
 * Sub-accounts (spec section 4 account_select, "the user service returns subAccount"): a main
 * seller invites team members, each another registered seller; once a member accepts, they may log
 * in acting for the main account, and may leave at any time. The login answer lists the teams a
 * seller belongs to; the token call takes the chosen one, and the session keeps it
 * (seller_sessions.sub_account) while the membership lasts.
 */
import { and, asc, count, eq, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { z } from 'zod'

import { maskPhone } from '@/lib/auth/validation'
import { sellers } from '@/payload-generated-schema'
import { seller_sub_accounts } from '@/server/db/tables'
import { ok, type SellerContext } from '@/server/http/context'
import { fail } from '@/server/platform/errors'

import { findSellerByPhone } from './accounts'
import type * as schemas from './schemas'
import { choiceOf, invitationsOf, teamsOf } from './teams'

type Input<S extends z.ZodType> = z.output<S>

/** How many members one main account may have. */
export const MAX_SUB_ACCOUNTS = 20
/** How many invitations may wait for one member: nobody can be flooded with them. */
export const MAX_PENDING_INVITATIONS = 10

/** Sub-accounts are managed from the main account's own session, not while acting for a team. */
function ownSeller(ctx: SellerContext) {
  if (ctx.session.team) throw fail('subAccountTeamSession')
  return ctx.session.seller
}

/** /account: the seller's members (phones masked, pending or not), the teams the seller belongs to, and the invitations waiting. */
export async function listSubAccounts(ctx: SellerContext) {
  const sellerId = ctx.session.seller.id
  const [members, teams, invitations] = await Promise.all([
    ctx.db
      .select({
        id: seller_sub_accounts.id,
        phone: sellers.phone,
        label: seller_sub_accounts.label,
        createdAt: seller_sub_accounts.createdAt,
        acceptedAt: seller_sub_accounts.acceptedAt,
      })
      .from(seller_sub_accounts)
      .innerJoin(sellers, eq(sellers.id, seller_sub_accounts.memberSellerId))
      .where(eq(seller_sub_accounts.mainSellerId, sellerId))
      .orderBy(asc(seller_sub_accounts.id)),
    teamsOf(ctx.db, sellerId),
    invitationsOf(ctx.db, sellerId),
  ])
  return ok({
    data: {
      members: members.map((row) => ({
        id: row.id,
        account: maskPhone(row.phone),
        label: row.label,
        createdAt: row.createdAt.toISOString(),
        pending: row.acceptedAt === null,
      })),
      teams: teams.map(choiceOf),
      invitations: invitations.map(choiceOf),
      max: MAX_SUB_ACCOUNTS,
    },
  })
}

/** Invites a registered seller: the row stays pending (no team) until the member accepts it. */
export async function addSubAccount(ctx: SellerContext, input: Input<typeof schemas.addSubAccountSchema>) {
  const main = ownSeller(ctx)
  if (input.phone === main.phone) throw fail('subAccountSelf')
  const member = await findSellerByPhone(ctx.payload, input.phone)
  if (!member) throw fail('subAccountNotRegistered')
  const label = input.label || null
  const added = await ctx.db.transaction(async (tx) => {
    // One main account's additions one at a time: the count is then the count the insert sees.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('seller-sub-accounts'), ${main.id})`)
    const [counted] = await tx.select({ total: count() }).from(seller_sub_accounts).where(eq(seller_sub_accounts.mainSellerId, main.id))
    if ((counted?.total ?? 0) >= MAX_SUB_ACCOUNTS) return 'limit' as const
    // The member's waiting invitations one addition at a time too (always after the main's lock: no deadlock).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('seller-sub-account-invitations'), ${member.id})`)
    const [waiting] = await tx
      .select({ total: count() })
      .from(seller_sub_accounts)
      .where(and(eq(seller_sub_accounts.memberSellerId, member.id), isNull(seller_sub_accounts.acceptedAt)))
    if ((waiting?.total ?? 0) >= MAX_PENDING_INVITATIONS) return 'invitations' as const
    const rows = await tx
      .insert(seller_sub_accounts)
      .values({ mainSellerId: main.id, memberSellerId: member.id, label })
      .onConflictDoNothing()
      .returning({ id: seller_sub_accounts.id })
    // The pair is unique: nothing inserted means the member was already there.
    return rows.length ? rows[0] : ('exists' as const)
  })
  if (added === 'limit') throw fail('subAccountLimit', { max: MAX_SUB_ACCOUNTS })
  if (added === 'invitations') throw fail('subAccountInvitationsFull')
  if (added === 'exists') throw fail('subAccountExists')
  return ok({ data: { id: added.id, account: maskPhone(member.phone), label, pending: true } }, 'subAccountAdded')
}

/** Removing a member ends at once every session they had acting for this account (sessions.ts checks). */
export async function removeSubAccount(ctx: SellerContext, input: Input<typeof schemas.subAccountMembershipSchema>) {
  const main = ownSeller(ctx)
  const result = await ctx.db.delete(seller_sub_accounts).where(and(eq(seller_sub_accounts.id, input.id), eq(seller_sub_accounts.mainSellerId, main.id)))
  if (!result.rowCount) throw fail('subAccountUnknown')
  return ok({}, 'subAccountRemoved')
}

/** The member accepts an invitation: from now on it is a team offered at login (accepting twice is fine). */
export async function acceptSubAccount(ctx: SellerContext, input: Input<typeof schemas.subAccountMembershipSchema>) {
  const member = ownSeller(ctx)
  const rows = await ctx.db
    .update(seller_sub_accounts)
    .set({ acceptedAt: sql`coalesce(${seller_sub_accounts.acceptedAt}, now())` })
    .where(and(eq(seller_sub_accounts.id, input.id), eq(seller_sub_accounts.memberSellerId, member.id)))
    .returning({ id: seller_sub_accounts.id })
  if (!rows.length) throw fail('subAccountUnknown')
  return ok({}, 'subAccountAccepted')
}

/** The member declines an invitation or leaves a team; their sessions acting for it end (sessions.ts checks). */
export async function leaveSubAccount(ctx: SellerContext, input: Input<typeof schemas.subAccountMembershipSchema>) {
  const member = ownSeller(ctx)
  const [row] = await ctx.db
    .delete(seller_sub_accounts)
    .where(and(eq(seller_sub_accounts.id, input.id), eq(seller_sub_accounts.memberSellerId, member.id)))
    .returning({ acceptedAt: seller_sub_accounts.acceptedAt })
  if (!row) throw fail('subAccountUnknown')
  return ok({}, row.acceptedAt ? 'subAccountLeft' : 'subAccountDeclined')
}
