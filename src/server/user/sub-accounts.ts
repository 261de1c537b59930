/**
 * Sub-accounts (spec section 4 account_select, "the user service returns subAccount"): a main
 * seller adds team members, each another registered seller, who may then log in acting for the
 * main account. The login answer lists the teams a seller belongs to; the token call takes the
 * chosen one, and the session keeps it (seller_sessions.sub_account) while the membership lasts.
 */
import { and, asc, count, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { z } from 'zod'

import { maskPhone } from '@/lib/auth/validation'
import { sellers } from '@/payload-generated-schema'
import { seller_sub_accounts } from '@/server/db/tables'
import { ok, type SellerContext } from '@/server/http/context'
import { fail } from '@/server/platform/errors'

import type * as schemas from './schemas'
import { choiceOf, teamsOf } from './teams'

type Input<S extends z.ZodType> = z.output<S>

/** How many members one main account may have. */
export const MAX_SUB_ACCOUNTS = 20

/** Sub-accounts are managed from the main account's own session, not while acting for a team. */
function ownSeller(ctx: SellerContext) {
  if (ctx.session.team) throw fail('subAccountTeamSession')
  return ctx.session.seller
}

/** /account: the seller's members (phones masked) and the teams the seller belongs to. */
export async function listSubAccounts(ctx: SellerContext) {
  const sellerId = ctx.session.seller.id
  const [members, teams] = await Promise.all([
    ctx.db
      .select({ id: seller_sub_accounts.id, phone: sellers.phone, label: seller_sub_accounts.label, createdAt: seller_sub_accounts.createdAt })
      .from(seller_sub_accounts)
      .innerJoin(sellers, eq(sellers.id, seller_sub_accounts.memberSellerId))
      .where(eq(seller_sub_accounts.mainSellerId, sellerId))
      .orderBy(asc(seller_sub_accounts.id)),
    teamsOf(ctx.db, sellerId),
  ])
  return ok({
    data: {
      members: members.map((row) => ({ id: row.id, account: maskPhone(row.phone), label: row.label, createdAt: row.createdAt.toISOString() })),
      teams: teams.map(choiceOf),
      max: MAX_SUB_ACCOUNTS,
    },
  })
}

export async function addSubAccount(ctx: SellerContext, input: Input<typeof schemas.addSubAccountSchema>) {
  const main = ownSeller(ctx)
  if (input.phone === main.phone) throw fail('subAccountSelf')
  const [member] = await ctx.db.select({ id: sellers.id, phone: sellers.phone }).from(sellers).where(eq(sellers.phone, input.phone)).limit(1)
  if (!member) throw fail('subAccountNotRegistered')
  const label = input.label || null
  const added = await ctx.db.transaction(async (tx) => {
    // One main account's additions one at a time: the count is then the count the insert sees.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('seller-sub-accounts'), ${main.id})`)
    const [counted] = await tx.select({ total: count() }).from(seller_sub_accounts).where(eq(seller_sub_accounts.mainSellerId, main.id))
    if ((counted?.total ?? 0) >= MAX_SUB_ACCOUNTS) return 'limit' as const
    const rows = await tx
      .insert(seller_sub_accounts)
      .values({ mainSellerId: main.id, memberSellerId: member.id, label })
      .onConflictDoNothing()
      .returning({ id: seller_sub_accounts.id })
    // The pair is unique: nothing inserted means the member was already there.
    return rows.length ? rows[0] : ('exists' as const)
  })
  if (added === 'limit') throw fail('subAccountLimit', { max: MAX_SUB_ACCOUNTS })
  if (added === 'exists') throw fail('subAccountExists')
  return ok({ data: { id: added.id, account: maskPhone(member.phone), label } }, 'subAccountAdded')
}

/** Removing a member ends at once every session they had acting for this account (sessions.ts checks). */
export async function removeSubAccount(ctx: SellerContext, input: Input<typeof schemas.removeSubAccountSchema>) {
  const main = ownSeller(ctx)
  const result = await ctx.db.delete(seller_sub_accounts).where(and(eq(seller_sub_accounts.id, input.id), eq(seller_sub_accounts.mainSellerId, main.id)))
  if (!result.rowCount) throw fail('subAccountUnknown')
  return ok({}, 'subAccountRemoved')
}
