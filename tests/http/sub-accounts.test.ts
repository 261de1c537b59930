/**
 * Sub-accounts over real HTTP (spec section 4 account_select): a main seller invites a member from
 * /account's calls (session + Control-T), the member accepts (or leaves) from their own session,
 * the member's password login then lists the team, the token
 * call for it starts a session the workbench's introspection reports as the main account's, and a
 * foreign team is refused in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type RunningServer, startProductionServer } from '../helpers/server'
import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { SellerClient, USER_API } from '../helpers/user-client'

const INTROSPECTION_SECRET = 'test-introspection-secret'
let server: RunningServer
let baseUrl: string

beforeAll(async () => {
  server = await startProductionServer(3254, { LOCAL_SMS_INBOX: 'true', INTROSPECTION_SECRET })
  baseUrl = server.url
})

afterAll(async () => {
  await server?.stop()
})

const PASSWORD = 'abc12345'

async function registered(language = 'en') {
  const client = new SellerClient(baseUrl, undefined, language)
  const phone = freshPhone()
  expect((await client.sendCode(phone, 'reg')).status).toBe(200)
  const answer = await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code: await lastSmsCode(baseUrl, phone, 'reg'), password: PASSWORD, tenantId: '1' })
  expect(answer.status).toBe(200)
  return { client, phone }
}

type Choice = { id: number; mainAccount: string; label: string | null }

async function passwordLogin(client: SellerClient, account: string) {
  const captcha = await client.solveCaptcha()
  return client.call<{ loginCredential: string; subAccount: Choice[] | null }>('POST', '/user/loginQbt3AccountV2', {
    appName: 'ozon',
    action: 'accountLoginV2',
    data: { account, password: PASSWORD, code: captcha.ticket, randstr: captcha.randstr, tenantId: '1' },
  })
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`

describe('sub-accounts over HTTP', () => {
  it('invites a member who accepts, lists the team at login, and starts a session acting for it', async () => {
    const main = await registered()
    const member = await registered()

    // A write without Control-T is refused (anti-forgery), with it the member is added.
    expect((await main.client.call('POST', '/user/subAccounts/add', { phone: member.phone, label: 'operations' }, { control: false })).status).toBe(403)
    const added = await main.client.call<{ data: { id: number } }>('POST', '/user/subAccounts/add', { phone: member.phone, label: 'operations' })
    expect(added.status).toBe(200)
    expect(added.body.message).toMatch(/Invitation sent/)
    const unregistered = await main.client.call('POST', '/user/subAccounts/add', { phone: freshPhone() })
    expect(unregistered.status).toBe(404)
    expect(unregistered.body.message).toMatch(/register first/)

    // Invited, not yet a member: the login offers no team until the member accepts.
    const early = await passwordLogin(new SellerClient(baseUrl, undefined, 'en'), member.phone)
    expect(early.body.subAccount).toBeNull()
    const invitations = await member.client.call<{ data: { invitations: Choice[] } }>('GET', '/user/subAccounts')
    expect(invitations.body.data.invitations).toEqual([{ id: added.body.data.id, mainAccount: masked(main.phone), label: 'operations' }])
    expect((await member.client.call('POST', '/user/subAccounts/accept', { id: added.body.data.id }, { control: false })).status).toBe(403)
    const accepted = await member.client.call('POST', '/user/subAccounts/accept', { id: added.body.data.id })
    expect(accepted.status).toBe(200)

    const fresh = new SellerClient(baseUrl, undefined, 'en')
    const login = await passwordLogin(fresh, member.phone)
    expect(login.body.subAccount).toEqual([{ id: added.body.data.id, mainAccount: masked(main.phone), label: 'operations' }])
    const token = await fresh.call('POST', '/user/createQbt3AccessTokenV2', { account: member.phone, loginCredential: login.body.loginCredential, checkChannelId: '2', subAccountId: added.body.data.id })
    expect(token.status).toBe(200)

    const info = await fresh.call<{ data: { mainAccount: string; subAccount: Choice | null } }>('GET', '/user/info')
    expect(info.body.data).toMatchObject({ mainAccount: masked(main.phone), subAccount: { id: added.body.data.id, label: 'operations' } })
    const introspected = await fetch(`${baseUrl}${USER_API}/user/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INTROSPECTION_SECRET}` },
      body: JSON.stringify({ token: fresh.cookies.get('userToken') }),
    })
    expect(await introspected.json()).toMatchObject({ active: true, seller: { phone: member.phone }, mainAccount: { phone: main.phone }, subAccount: { label: 'operations' } })

    // Removed: the session acting for the team ends at once.
    expect((await main.client.call('POST', '/user/subAccounts/remove', { id: added.body.data.id })).status).toBe(200)
    expect((await fresh.call('GET', '/user/info')).status).toBe(401)
  })

  it('lets the member leave a team they accepted, ending their sessions acting for it', async () => {
    const main = await registered()
    const member = await registered()
    const added = await main.client.call<{ data: { id: number } }>('POST', '/user/subAccounts/add', { phone: member.phone })
    expect((await member.client.call('POST', '/user/subAccounts/accept', { id: added.body.data.id })).status).toBe(200)
    const acting = new SellerClient(baseUrl, undefined, 'en')
    const login = await passwordLogin(acting, member.phone)
    expect((await acting.call('POST', '/user/createQbt3AccessTokenV2', { loginCredential: login.body.loginCredential, subAccountId: added.body.data.id })).status).toBe(200)

    const left = await member.client.call('POST', '/user/subAccounts/leave', { id: added.body.data.id })
    expect(left.status).toBe(200)
    expect((await acting.call('GET', '/user/info')).status).toBe(401)
    expect((await member.client.call('GET', '/user/info')).status).toBe(200)
  })

  it('refuses a team that is not the seller’s, in the caller’s language, and the own account still works', async () => {
    const main = await registered()
    const member = await registered()
    const added = await main.client.call<{ data: { id: number } }>('POST', '/user/subAccounts/add', { phone: member.phone })
    const stranger = await registered('ru')
    const client = new SellerClient(baseUrl, undefined, 'ru')
    const login = await passwordLogin(client, stranger.phone)
    expect(login.body.subAccount).toBeNull()
    const refused = await client.call('POST', '/user/createQbt3AccessTokenV2', { loginCredential: login.body.loginCredential, subAccountId: added.body.data.id })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/выберите другой/)
    expect((await client.call('POST', '/user/createQbt3AccessTokenV2', { loginCredential: login.body.loginCredential })).status).toBe(200)
  })
})
