/**
 * The teams a seller belongs to (seller_sub_accounts, see sub-accounts.ts): what the login answer
 * lists, and what a session acting for a team is checked against on every request
 * (src/server/auth/sessions.ts). Only queries here, so the session code can use them.
 */
import { and, asc, eq, ne } from '@payloadcms/db-postgres/drizzle'

import { maskPhone } from '@/lib/auth/validation'
import { sellers } from '@/payload-generated-schema'
import type { Db } from '@/server/db/drizzle'
import { seller_sub_accounts } from '@/server/db/tables'

/** A team a session acts for: the membership and its main seller (server side; the phone is full). */
export type Team = { id: number; mainSellerId: number; mainPhone: string; label: string | null }

/** One choice of the login's account_select step (the main seller's phone masked). */
export type SubAccountChoice = { id: number; mainAccount: string; label: string | null }

export const choiceOf = (team: Team): SubAccountChoice => ({ id: team.id, mainAccount: maskPhone(team.mainPhone), label: team.label })

const teamColumns = {
  id: seller_sub_accounts.id,
  mainSellerId: seller_sub_accounts.mainSellerId,
  mainPhone: sellers.phone,
  label: seller_sub_accounts.label,
}

/** The teams `memberId` belongs to, oldest first; a restricted main account offers no team. */
export async function teamsOf(db: Db, memberId: number): Promise<Team[]> {
  return db
    .select(teamColumns)
    .from(seller_sub_accounts)
    .innerJoin(sellers, eq(sellers.id, seller_sub_accounts.mainSellerId))
    .where(and(eq(seller_sub_accounts.memberSellerId, memberId), ne(sellers.status, 'restricted')))
    .orderBy(asc(seller_sub_accounts.id))
}

/** The membership `id` of `memberId` (still there, its main account not restricted), or null. */
export async function teamOf(db: Db, memberId: number, id: number): Promise<Team | null> {
  const [team] = await db
    .select(teamColumns)
    .from(seller_sub_accounts)
    .innerJoin(sellers, eq(sellers.id, seller_sub_accounts.mainSellerId))
    .where(and(eq(seller_sub_accounts.id, id), eq(seller_sub_accounts.memberSellerId, memberId), ne(sellers.status, 'restricted')))
  return team ?? null
}

/** The login answer's `subAccount`: the choices, or null when the seller is in no team. */
export async function loginChoices(db: Db, memberId: number): Promise<SubAccountChoice[] | null> {
  const teams = await teamsOf(db, memberId)
  return teams.length ? teams.map(choiceOf) : null
}

