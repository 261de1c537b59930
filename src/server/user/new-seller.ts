/** A new account, opened whole: its attribution (campaign, channel, invite) and the lottery chances it may bring. */
import { hasUnstorableText } from '@/lib/text/storable'
import { attributeNewSeller } from '@/server/attribution/new-seller'
import { savepoint, type Transaction } from '@/server/db/transaction'
import { isDatabaseUnavailable } from '@/server/db/unavailable'
import type { RequestContext } from '@/server/http/context'
import { creditRegistration } from '@/server/lottery/registration'
import type { Seller } from '@payload-types'

import { type Attribution, createSeller } from './accounts'

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

type RegistrationInput = Parameters<typeof attributionOf>[0] & { urlCode?: string | null }

export type OpenedAccount = { seller: Seller; created: boolean; lotteryChances: number }

/**
 * Opens an account with what its registration brings, in the caller's transaction (written whole
 * or not at all: src/server/db/transaction.ts): the account, where it came from (its campaign
 * touches and distribution channel, src/server/attribution) and its lottery chances (its own and
 * its inviter's, capped per address and device: hence the request's). When a concurrent request
 * opened the account first (unique phone): that one, `created` false, nothing else written.
 */
export async function openAccount(
  ctx: RequestContext,
  tx: Transaction,
  phone: string,
  registeredVia: NonNullable<Attribution['registeredVia']>,
  input: RegistrationInput,
  /** From hashPassword, computed before the transaction. */
  passwordHash?: string,
): Promise<OpenedAccount> {
  const fields = attributionOf(input)
  const { seller, created } = await createSeller(ctx.payload, phone, { ...fields, registeredVia }, passwordHash, tx)
  if (!created) return { seller, created, lotteryChances: 0 }
  await attributeNewSeller(ctx.payload, seller, ctx.visitorId, { ...fields, urlCode: input.urlCode || null }, tx)
  return { seller, created, lotteryChances: await lotteryChancesFor(ctx, seller, tx) }
}

/**
 * The chances, in a savepoint of their own: a failure is logged and costs the seller nothing but
 * the chance (the account stays); an unreachable database ends the whole registration (a 503).
 */
async function lotteryChancesFor(ctx: RequestContext, seller: Seller, tx: Transaction): Promise<number> {
  try {
    const origin = { ip: ctx.ip, visitorId: ctx.visitorId }
    return await savepoint(tx, (db) => creditRegistration(ctx.payload, seller.id, seller.attribution?.expandInfo, origin, undefined, { db, req: tx.req }))
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error
    ctx.payload.logger.error({ err: error, seller: seller.id }, 'lottery: crediting a registration failed')
    return 0
  }
}
