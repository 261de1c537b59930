/**
 * Sub-accounts on a real database (src/server/user/sub-accounts.ts): a main seller invites and
 * removes team members; a member accepts, declines or leaves; a member's login answer lists the
 * accepted teams of usable main accounts (account_select), the token call starts a session acting
 * for the chosen one, and a team that is not the seller's is refused.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { eq } from '@payloadcms/db-postgres/drizzle'

import { sellers } from '@/payload-generated-schema'
import { findSession } from '@/server/auth/sessions'
import { guestContext, type RequestContext, type SellerContext } from '@/server/http/context'
import { ServiceError } from '@/server/platform/errors'
import { hashPassword } from '@/server/platform/crypto'
import { createSeller, setPasswordHash } from '@/server/user/accounts'
import { createAccessToken, introspect } from '@/server/user/login'
import { answerLogin } from '@/server/user/login-gate'
import { userInfo } from '@/server/user/profile'
import {
  acceptSubAccount,
  addSubAccount,
  leaveSubAccount,
  listSubAccounts,
  MAX_PENDING_INVITATIONS,
  MAX_SUB_ACCOUNTS,
  removeSubAccount,
} from '@/server/user/sub-accounts'
import type { Seller } from '@payload-types'

import { freshPhone, storedPhone } from '../helpers/fixtures'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

/** The services' context for one caller (an address of its own), signed in with `session` or a guest. */
function context(session: RequestContext['session'] = null): RequestContext {
  return { ...guestContext(payload, 'en'), ip: '198.51.100.77', userAgent: 'sub-accounts test', session }
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

/** `main` invites `member` (optionally labelled) and `member` accepts: the id of the team. */
async function team(main: Seller, member: Seller, label?: string) {
  const { body } = await addSubAccount(await ownSession(main), { phone: member.phone, label })
  await acceptSubAccount(await ownSession(member), { id: body.data.id })
  return body.data.id
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ServiceError ? error.messageKey : String(error)),
  )

describe('sub-accounts', () => {
  it('invites a registered seller, who is a team member only once they accept, and removes it', async () => {
    const [main, member] = [await newSeller(), await newSeller()]
    const ctx = await ownSession(main)
    const added = await addSubAccount(ctx, { phone: member.phone, label: 'operations' })
    expect(added.body.data).toMatchObject({ account: masked(member.phone), label: 'operations', pending: true })
    expect(added.body.messageKey).toBe('subAccountAdded')
    const id = added.body.data.id

    const memberCtx = await ownSession(member)
    expect((await listSubAccounts(ctx)).body.data.members).toEqual([expect.objectContaining({ id, account: masked(member.phone), label: 'operations', pending: true })])
    const invited = (await listSubAccounts(memberCtx)).body.data
    expect(invited.invitations).toEqual([{ id, mainAccount: masked(main.phone), label: 'operations' }])
    expect(invited.teams).toEqual([])
    // Pending: not offered at login, and not a team the token call accepts.
    expect((await logIn(member)).answer.subAccount).toBeNull()
    const credential = ((await answerLogin(context(), member, {}, { via: 'password' })).body as { loginCredential: string }).loginCredential
    expect(await refusal(createAccessToken(context(), { loginCredential: credential, subAccountId: id }))).toBe('subAccountUnavailable')
    // Only the member accepts, and only their own invitation.
    expect(await refusal(acceptSubAccount(ctx, { id }))).toBe('subAccountUnknown')

    expect((await acceptSubAccount(memberCtx, { id })).body.messageKey).toBe('subAccountAccepted')
    await acceptSubAccount(memberCtx, { id })
    expect((await listSubAccounts(ctx)).body.data.members).toEqual([expect.objectContaining({ id, pending: false })])
    const memberView = (await listSubAccounts(memberCtx)).body.data
    expect(memberView.teams).toEqual([{ id, mainAccount: masked(main.phone), label: 'operations' }])
    expect(memberView.invitations).toEqual([])
    expect((await logIn(member)).answer.subAccount).toEqual([{ id, mainAccount: masked(main.phone), label: 'operations' }])

    await removeSubAccount(ctx, { id })
    expect((await listSubAccounts(ctx)).body.data.members).toEqual([])
    expect(await refusal(removeSubAccount(ctx, { id }))).toBe('subAccountUnknown')
  })

  it('lets the member decline an invitation or leave a team, ending their sessions acting for it', async () => {
    const [main, member, other] = [await newSeller(), await newSeller(), await newSeller()]
    const { body } = await addSubAccount(await ownSession(main), { phone: member.phone })
    const own = (await logIn(member)).token.session.token
    const memberCtx = await sellerContext(own)
    // Someone else cannot decline it for them.
    expect(await refusal(leaveSubAccount(await ownSession(other), { id: body.data.id }))).toBe('subAccountUnknown')
    expect((await leaveSubAccount(memberCtx, { id: body.data.id })).body.messageKey).toBe('subAccountDeclined')
    expect((await listSubAccounts(memberCtx)).body.data.invitations).toEqual([])
    expect((await listSubAccounts(await ownSession(main))).body.data.members).toEqual([])

    const id = await team(other, member, 'ads')
    const acting = (await logIn(member, id)).token.session.token
    // Acting for the team, the member manages nothing; from their own account they leave.
    expect(await refusal(leaveSubAccount(await sellerContext(acting), { id }))).toBe('subAccountTeamSession')
    expect((await leaveSubAccount(memberCtx, { id })).body.messageKey).toBe('subAccountLeft')
    expect(await findSession(payload, acting)).toBeNull()
    expect(await findSession(payload, own)).not.toBeNull()
    expect((await logIn(member)).answer.subAccount).toBeNull()
    expect(await refusal(leaveSubAccount(memberCtx, { id }))).toBe('subAccountUnknown')
  })

  it(`caps the invitations waiting for one member at ${MAX_PENDING_INVITATIONS}`, async () => {
    const member = await newSeller()
    const ids: number[] = []
    for (let index = 0; index < MAX_PENDING_INVITATIONS; index += 1) ids.push((await addSubAccount(await ownSession(await newSeller()), { phone: member.phone })).body.data.id)
    const late = await ownSession(await newSeller())
    expect(await refusal(addSubAccount(late, { phone: member.phone }))).toBe('subAccountInvitationsFull')
    // Accepting (or declining) one frees a place.
    await acceptSubAccount(await ownSession(member), { id: ids[0] })
    expect((await addSubAccount(late, { phone: member.phone })).body.data).toMatchObject({ pending: true })
  })

  it('offers no team of a frozen or PC-verification main account, and ends sessions acting for it', async () => {
    const member = await newSeller()
    for (const hold of [{ riskCode: '90001' as const }, { verifyOnPc: true }]) {
      const main = await newSeller()
      const id = await team(main, member)
      const acting = (await logIn(member, id)).token.session.token
      await payload.db.drizzle.update(sellers).set(hold).where(eq(sellers.id, main.id))
      expect(await findSession(payload, acting)).toBeNull()
      expect((await logIn(member)).answer.subAccount).toBeNull()
      expect((await listSubAccounts(await ownSession(member))).body.data.teams).toEqual([])
      // Lifted: the team is offered again.
      await payload.db.drizzle.update(sellers).set({ riskCode: null, verifyOnPc: false }).where(eq(sellers.id, main.id))
      expect((await logIn(member)).answer.subAccount).toEqual([expect.objectContaining({ id })])
      await leaveSubAccount(await ownSession(member), { id })
    }
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
    const id = await team(main, member, 'ads')

    expect((await logIn(loner)).answer.subAccount).toBeNull()
    const { answer, token } = await logIn(member, id)
    expect(answer.subAccount).toEqual([{ id, mainAccount: masked(main.phone), label: 'ads' }])
    expect(token.body.data).toMatchObject({ mainAccount: masked(main.phone), subAccount: { id, label: 'ads' } })

    const ctx = await sellerContext(token.session.token)
    expect((await userInfo(ctx)).body.data).toMatchObject({ mainAccount: masked(main.phone), subAccount: { id, mainAccount: masked(main.phone), label: 'ads' } })
    const seen = await introspect(context(), { token: token.session.token })
    expect(seen.body).toMatchObject({ active: true, seller: { id: member.id }, mainAccount: { id: main.id, phone: main.phone.slice(3) }, subAccount: { id, label: 'ads' } })
    // Acting for a team, the member does not manage sub-accounts.
    expect(await refusal(addSubAccount(ctx, { phone: loner.phone }))).toBe('subAccountTeamSession')

    // The member's own account: no team in the session.
    const own = await logIn(member)
    expect(own.token.body.data).toMatchObject({ mainAccount: member.phone.slice(3), subAccount: null })
    expect((await introspect(context(), { token: own.token.session.token })).body).toMatchObject({ mainAccount: { id: member.id }, subAccount: null })
  })

  it('refuses a team the seller is not in, keeping the credential for another choice', async () => {
    const [main, member, stranger] = [await newSeller(), await newSeller(), await newSeller()]
    const id = await team(main, member)
    const answer = (await answerLogin(context(), stranger, {}, { via: 'password' })).body as { loginCredential: string }
    expect(await refusal(createAccessToken(context(), { loginCredential: answer.loginCredential, subAccountId: id }))).toBe('subAccountUnavailable')
    const own = await createAccessToken(context(), { loginCredential: answer.loginCredential })
    expect(own.body.data).toMatchObject({ subAccount: null })
  })

  it('ends a session acting for a team when the member is removed or the main account deleted', async () => {
    const [main, member] = [await newSeller(), await newSeller()]
    const mainCtx = await ownSession(main)
    const id = await team(main, member)
    const acting = (await logIn(member, id)).token.session.token
    const own = (await logIn(member)).token.session.token
    await removeSubAccount(mainCtx, { id })
    expect(await findSession(payload, acting)).toBeNull()
    expect(await findSession(payload, own)).not.toBeNull()

    // A main account that has logged in is deleted: its members' sessions for it end.
    const other = await newSeller()
    const second = (await logIn(member, await team(other, member))).token.session.token
    await payload.delete({ collection: 'sellers', id: other.id, overrideAccess: true })
    expect(await findSession(payload, second)).toBeNull()
    expect((await logIn(member)).answer.subAccount).toBeNull()
  })

  it('ends the members’ sessions for an account when its password changes (the owner takes it back)', async () => {
    const [main, member] = [await newSeller(), await newSeller()]
    const acting = (await logIn(member, await team(main, member))).token.session.token
    const own = (await logIn(member)).token.session.token
    await setPasswordHash(payload, main.id, await hashPassword('abc12345'))
    expect(await findSession(payload, acting)).toBeNull()
    expect(await findSession(payload, own)).not.toBeNull()
  })
})
