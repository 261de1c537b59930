/**
 * The teams a seller belongs to (seller_sub_accounts, see sub-accounts.ts): what the login answer
 * lists, and what a session acting for a team is checked against on every request
 * (src/server/auth/sessions.ts). Only queries here, so the session code can use them.
 */
import { and, asc, eq, isNotNull, isNull, ne, sql, type SQL } from '@payloadcms/db-postgres/drizzle'

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

/**
 * A main account that may be worked on: not restricted, not frozen or otherwise under a risk code,
 * and not asked to verify on a PC (a member must not get around what the main account is held to).
 */
const mainUsable = and(ne(sellers.status, 'restricted'), isNull(sellers.riskCode), sql`${sellers.verifyOnPc} IS NOT TRUE`)

/** Rows of `memberId` with their usable main seller, accepted ones (teams) or pending ones (invitations). */
function memberships(db: Db, memberId: number, accepted: boolean, extra?: SQL) {
  return db
    .select(teamColumns)
    .from(seller_sub_accounts)
    .innerJoin(sellers, eq(sellers.id, seller_sub_accounts.mainSellerId))
    .where(
      and(
        eq(seller_sub_accounts.memberSellerId, memberId),
        accepted ? isNotNull(seller_sub_accounts.acceptedAt) : isNull(seller_sub_accounts.acceptedAt),
        mainUsable,
        extra,
      ),
    )
    .orderBy(asc(seller_sub_accounts.id))
}

/** The teams `memberId` accepted, oldest first; a main account that cannot be used offers no team. */
export async function teamsOf(db: Db, memberId: number): Promise<Team[]> {
  return memberships(db, memberId, true)
}

/** The invitations waiting for `memberId` to accept or decline them (same main-account rule). */
export async function invitationsOf(db: Db, memberId: number): Promise<Team[]> {
  return memberships(db, memberId, false)
}

/** The accepted membership `id` of `memberId` (still there, its main account usable), or null. */
export async function teamOf(db: Db, memberId: number, id: number): Promise<Team | null> {
  const [team] = await memberships(db, memberId, true, eq(seller_sub_accounts.id, id))
  return team ?? null
}

/** The login answer's `subAccount`: the choices, or null when the seller is in no team. */
export async function loginChoices(db: Db, memberId: number): Promise<SubAccountChoice[] | null> {
  const teams = await teamsOf(db, memberId)
  return teams.length ? teams.map(choiceOf) : null
}

