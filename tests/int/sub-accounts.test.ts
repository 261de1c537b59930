/**
 * Sub-accounts on a real database (src/server/user/sub-accounts.ts): a main seller adds and
 * removes team members; a member's login answer lists the teams (account_select), the token call
 * starts a session acting for the chosen one, and a team that is not the seller's is refused.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findSession } from '@/server/auth/sessions'
import { seller_sub_accounts } from '@/server/db/tables'
import type { RequestContext, SellerContext } from '@/server/http/context'
import { ServiceError } from '@/server/platform/errors'
import { limiters } from '@/server/platform/limits'
import { createSeller } from '@/server/user/accounts'
import { createAccessToken, introspect } from '@/server/user/login'
import { answerLogin } from '@/server/user/login-gate'
import { userInfo } from '@/server/user/profile'
import { addSubAccount, listSubAccounts, MAX_SUB_ACCOUNTS, removeSubAccount } from '@/server/user/sub-accounts'
import type { Seller } from '@payload-types'

import { freshPhone, storedPhone } from '../helpers/fixtures'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

function context(session: RequestContext['session'] = null): RequestContext {
  const pool = payload.db.pool
  return {
    payload,
    pool,
    db: payload.db.drizzle,
    providers: {} as RequestContext['providers'],
    limits: limiters(pool),
    ip: '198.51.100.77',
    userAgent: 'sub-accounts test',
    locale: 'en',
    acceptLanguage: 'en',
    edgeCountry: null,
    now: new Date(),
    session,
    visitorId: null,
    wechatState: null,
  }
}

const newSeller = async () => (await createSeller(payload, storedPhone(freshPhone()), {})).seller
/** How the service shows a mainland number (+86 dropped, the middle hidden). */
const masked = (phone: string) => `${phone.slice(-11, -8)}****${phone.slice(-4)}`

/** Logs `seller` in (the gate every login ends in), then spends the credential for `subAccountId`. */
async function logIn(seller: Seller, subAccountId?: number) {
  const answer = await answerLogin(context(), seller, {}, { via: 'password' })
  const body = answer.body as { loginCredential: string; subAccount: unknown }
  const token = await createAccessToken(context(), { loginCredential: body.loginCredential, subAccountId })
  return { answer: body, token }
}

async function sellerContext(token: string): Promise<SellerContext> {
  const session = await findSession(payload, token)
  if (!session) throw new Error('no session')
  return context(session) as SellerContext
}

async function ownSession(seller: Seller) {
  const { token } = await logIn(seller)
  return sellerContext(token.session.token)
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ServiceError ? error.messageKey : String(error)),
  )

describe('sub-accounts', () => {
  it('adds a registered seller with a label, lists it masked on both sides, and removes it', async () => {
    const [main, member] = [await newSeller(), await newSeller()]
    const ctx = await ownSession(main)
    const added = await addSubAccount(ctx, { phone: member.phone, label: 'operations' })
    expect(added.body.data).toMatchObject({ account: masked(member.phone), label: 'operations' })

    expect((await listSubAccounts(ctx)).body.data.members).toEqual([expect.objectContaining({ id: added.body.data.id, account: masked(member.phone), label: 'operations' })])
    const memberView = await listSubAccounts(await ownSession(member))
    expect(memberView.body.data.teams).toEqual([{ id: added.body.data.id, mainAccount: masked(main.phone), label: 'operations' }])

    await removeSubAccount(ctx, { id: added.body.data.id })
    expect((await listSubAccounts(ctx)).body.data.members).toEqual([])
    expect(await refusal(removeSubAccount(ctx, { id: added.body.data.id }))).toBe('subAccountUnknown')
  })

  it('refuses an unregistered phone, the seller themself, a member twice, and more than the cap', async () => {
    const [main, member] = [await newSeller(), await newSeller()]
    const ctx = await ownSession(main)
    expect(await refusal(addSubAccount(ctx, { phone: storedPhone(freshPhone()) }))).toBe('subAccountNotRegistered')
    expect(await refusal(addSubAccount(ctx, { phone: main.phone }))).toBe('subAccountSelf')
    await addSubAccount(ctx, { phone: member.phone })
    expect(await refusal(addSubAccount(ctx, { phone: member.phone, label: 'again' }))).toBe('subAccountExists')

    for (let index = 1; index < MAX_SUB_ACCOUNTS; index += 1) await addSubAccount(ctx, { phone: (await newSeller()).phone })
    expect((await listSubAccounts(ctx)).body.data.members).toHaveLength(MAX_SUB_ACCOUNTS)
    expect(await refusal(addSubAccount(ctx, { phone: (await newSeller()).phone }))).toBe('subAccountLimit')
  })

  it('lists the teams in the login answer and starts a session acting for the chosen one', async () => {
    const [main, member, loner] = [await newSeller(), await newSeller(), await newSeller()]
    const { body } = await addSubAccount(await ownSession(main), { phone: member.phone, label: 'ads' })
    const team = body.data.id

    expect((await logIn(loner)).answer.subAccount).toBeNull()
    const { answer, token } = await logIn(member, team)
    expect(answer.subAccount).toEqual([{ id: team, mainAccount: masked(main.phone), label: 'ads' }])
    expect(token.body.data).toMatchObject({ mainAccount: masked(main.phone), subAccount: { id: team, label: 'ads' } })

    const ctx = await sellerContext(token.session.token)
    expect((await userInfo(ctx)).body.data).toMatchObject({ mainAccount: masked(main.phone), subAccount: { id: team, mainAccount: masked(main.phone), label: 'ads' } })
    const seen = await introspect(context(), { token: token.session.token })
    expect(seen.body).toMatchObject({ active: true, seller: { id: member.id }, mainAccount: { id: main.id, phone: main.phone.slice(3) }, subAccount: { id: team, label: 'ads' } })
    // Acting for a team, the member does not manage sub-accounts.
    expect(await refusal(addSubAccount(ctx, { phone: loner.phone }))).toBe('subAccountTeamSession')

    // The member's own account: no team in the session.
    const own = await logIn(member)
    expect(own.token.body.data).toMatchObject({ mainAccount: member.phone.slice(3), subAccount: null })
    expect((await introspect(context(), { token: own.token.session.token })).body).toMatchObject({ mainAccount: { id: member.id }, subAccount: null })
  })

  it('refuses a team the seller is not in, keeping the credential for another choice', async () => {
    const [main, member, stranger] = [await newSeller(), await newSeller(), await newSeller()]
    const { body } = await addSubAccount(await ownSession(main), { phone: member.phone })
    const answer = (await answerLogin(context(), stranger, {}, { via: 'password' })).body as { loginCredential: string }
    expect(await refusal(createAccessToken(context(), { loginCredential: answer.loginCredential, subAccountId: body.data.id }))).toBe('subAccountUnavailable')
    const own = await createAccessToken(context(), { loginCredential: answer.loginCredential })
    expect(own.body.data).toMatchObject({ subAccount: null })
  })

  it('ends a session acting for a team when the member is removed or the main account deleted', async () => {
    const [main, member] = [await newSeller(), await newSeller()]
    const mainCtx = await ownSession(main)
    const { body } = await addSubAccount(mainCtx, { phone: member.phone })
    const acting = (await logIn(member, body.data.id)).token.session.token
    const own = (await logIn(member)).token.session.token
    await removeSubAccount(mainCtx, { id: body.data.id })
    expect(await findSession(payload, acting)).toBeNull()
    expect(await findSession(payload, own)).not.toBeNull()

    // A main account that never logged in (a seller with sessions cannot be deleted today).
    const other = await newSeller()
    const [again] = await payload.db.drizzle.insert(seller_sub_accounts).values({ mainSellerId: other.id, memberSellerId: member.id }).returning()
    const second = (await logIn(member, again.id)).token.session.token
    await payload.delete({ collection: 'sellers', id: other.id, overrideAccess: true })
    expect(await findSession(payload, second)).toBeNull()
    expect((await logIn(member)).answer.subAccount).toBeNull()
  })
})
