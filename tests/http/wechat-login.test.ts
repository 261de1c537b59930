/**
 * Issue 19: WeChat QR login and binding, risk verification and the passport, over real HTTP on
 * PostgreSQL. One server runs the local WeChat provider (the simulated scan page's calls); a
 * second runs the real WeChat Open Platform provider against a local server that speaks WeChat's
 * protocol (sns/oauth2/access_token, sns/userinfo).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVICE_CODES } from '@/lib/auth/codes'

import { forgetResendGate, freshPhone, lastSmsCode } from '../helpers/fixtures'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer } from '../helpers/server'
import { SellerClient } from '../helpers/user-client'

let server: RunningServer
let token: string

beforeAll(async () => {
  server = await startProductionServer(3244, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true', PASSPORT_CLIENTS: 'workbench=http://workbench.test:8080,other=https://other.test' })
  token = await adminToken(server.url)
})

afterAll(async () => {
  await server?.stop()
})

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

type Scan = { status: number; body: Record<string, unknown> & { code: number | string; message: string } }

/** Starts a QR login in `client` and plays the phone: the local scan page confirms as `name`. */
async function scan(client: SellerClient, name: string, query: Record<string, string> = {}): Promise<{ code: string; state: string }> {
  const started = await client.call<{ data: { url: string; state: string; provider: string } }>('POST', '/wechat/createLoginQrcode', undefined, { query: { appId: 'ozon', channelId: '6', ...query } })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  expect(started.body.data.provider).toBe('local')
  const { state } = started.body.data
  const prefix = client.language === 'zh' ? '' : `/${client.language}`
  expect(started.body.data.url).toBe(`${prefix}/oauth/wechat-scan?state=${encodeURIComponent(state)}`)
  const scanned = await client.call<{ data: { code: string; redirect: string } }>('POST', '/wechat/localScan', { state, name })
  expect(scanned.status, JSON.stringify(scanned.body)).toBe(200)
  expect(scanned.body.data.redirect).toBe(`${prefix}/oauth?${new URLSearchParams({ code: scanned.body.data.code, state })}`)
  return { code: scanned.body.data.code, state }
}

/** What /oauth does with the code and state it came back with. */
const callback = (client: SellerClient, code: string | null, state: string) =>
  client.call('POST', '/user/identity/verify', { action: 'wechatVerifyLogin', data: { state, ...(code === null ? {} : { code }) } }) as Promise<Scan>

async function startSession(client: SellerClient, loginCredential: unknown) {
  const session = await client.call('POST', '/user/createQbt3AccessTokenV2', { loginCredential })
  expect(session.status, JSON.stringify(session.body)).toBe(200)
  return session
}

async function smsCode(client: SellerClient, phone: string): Promise<string> {
  await forgetResendGate(phone)
  const sent = await client.sendCode(phone, 'log')
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  return lastSmsCode(server.url, phone, 'log')
}

async function registeredSeller(language = 'zh'): Promise<{ client: SellerClient; phone: string; id: number }> {
  const client = new SellerClient(server.url, undefined, language)
  const phone = freshPhone()
  await client.sendCode(phone, 'reg')
  const code = await lastSmsCode(server.url, phone, 'reg')
  const registered = await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code, password: 'abc12345', tenantId: '1' })
  expect(registered.status, JSON.stringify(registered.body)).toBe(200)
  const info = await client.call<{ data: { user: { id: number } } }>('GET', '/user/info')
  return { client, phone, id: info.body.data.user.id }
}

async function setRisk(sellerId: number, riskCode: string | null) {
  await cmsAsAdmin(server.url, token, `/sellers/${sellerId}`, { method: 'PATCH', body: JSON.stringify({ riskCode }) })
}

async function passwordLogin(client: SellerClient, phone: string, password = 'abc12345') {
  const captcha = await client.solveCaptcha()
  return client.call('POST', '/user/loginQbt3AccountV2', { appName: 'ozon', action: 'accountLogin', data: { account: phone, password, code: captcha.ticket, randstr: captcha.randstr, tenantId: '1' } })
}

describe('WeChat QR login with the local provider', () => {
  it('an unknown WeChat binds a new phone (a registration); the next scan logs straight in', async () => {
    const name = `微信用户 ${unique()}`
    const browser = new SellerClient(server.url)
    const first = await scan(browser, name, { returnTo: '/QACommunity' })
    const answer = await callback(browser, first.code, first.state)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ code: 200, intent: 'login', wechat: { nickname: name }, returnTo: '/QACommunity', message: '请绑定手机号以完成微信登录' })
    expect(answer.body.loginCredential).toBeUndefined()
    // The state cookie is spent with the callback.
    expect(browser.cookies.has('wx_state')).toBe(false)

    const phone = freshPhone()
    const code = await smsCode(browser, phone)
    const bound = await browser.call('POST', '/user/createUserAndBindWxV2', { bindTicket: answer.body.bindTicket, account: phone, code, appName: 'ozon', utm_source: 'wechat-test' })
    expect(bound.status, JSON.stringify(bound.body)).toBe(200)
    expect(bound.body).toMatchObject({ code: 200, mainAccount: phone, newSubscriber: true, returnTo: '/QACommunity' })
    await startSession(browser, bound.body.loginCredential)
    const profile = await browser.call<{ data: { wechat: { bound: boolean; nickname: string } } }>('POST', '/user/channelUserInfo')
    expect(profile.body.data.wechat).toEqual({ bound: true, nickname: name, avatar: null })
    // The pending binding was used once.
    const again = await browser.call('POST', '/user/createUserAndBindWxV2', { bindTicket: answer.body.bindTicket, account: phone, code: '123456' })
    expect(again.status).toBe(400)

    // Another browser, same WeChat user: logged in at once, no phone asked.
    const laptop = new SellerClient(server.url, undefined, 'en')
    const second = await scan(laptop, name)
    const login = await callback(laptop, second.code, second.state)
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ code: 200, intent: 'login', mainAccount: phone, newSubscriber: false })
    await startSession(laptop, login.body.loginCredential)
    const me = await laptop.call<{ data: { user: { account: string } } }>('GET', '/user/info')
    expect(me.body.data.user.account).toBe(phone)
  })

  it('an existing account gets the WeChat when its phone is proven; a phone already bound to another WeChat is refused', async () => {
    const { phone } = await registeredSeller()
    const browser = new SellerClient(server.url)
    const name = `老用户 ${unique()}`
    const scanned = await scan(browser, name)
    const answer = await callback(browser, scanned.code, scanned.state)
    // A wrong SMS code leaves the binding open; the right one finishes it.
    const wrong = await browser.call('POST', '/user/createUserAndBindWxV2', { bindTicket: answer.body.bindTicket, account: phone, code: '000000' })
    expect(wrong.status).toBe(400)
    const code = await smsCode(browser, phone)
    const bound = await browser.call('POST', '/user/createUserAndBindWxV2', { bindTicket: answer.body.bindTicket, account: phone, code })
    expect(bound.status, JSON.stringify(bound.body)).toBe(200)
    expect(bound.body).toMatchObject({ mainAccount: phone, newSubscriber: false })

    // A second WeChat for the same phone.
    const other = new SellerClient(server.url, undefined, 'en')
    const otherScan = await scan(other, `另一个 ${unique()}`)
    const otherAnswer = await callback(other, otherScan.code, otherScan.state)
    const refused = await other.call('POST', '/user/createUserAndBindWxV2', { bindTicket: otherAnswer.body.bindTicket, account: phone, code: await smsCode(other, phone) })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('This phone number is already linked to another WeChat')
  })

  it('the callback must come back to the browser that started it, once, with a code', async () => {
    const starter = new SellerClient(server.url)
    const { code, state } = await scan(starter, `user ${unique()}`)
    // A forged link opened in another browser (no state cookie): refused, in that browser's language.
    const attacker = new SellerClient(server.url, undefined, 'ru')
    const forged = await callback(attacker, code, state)
    expect(forged.status).toBe(400)
    expect(forged.body).toMatchObject({ code: SERVICE_CODES.wechatState, message: 'Этот вход начат не в этом браузере. Отсканируйте QR-код ещё раз здесь' })
    // Same browser, five tabs at once: one finishes, the rest find the state spent.
    const cookie = starter.cookies.get('wx_state')!
    const tabs = Array.from({ length: 5 }, () => {
      const tab = new SellerClient(server.url, starter.ip)
      tab.cookies.set('wx_state', cookie)
      return callback(tab, code, state)
    })
    const statuses = (await Promise.all(tabs)).map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 400, 400, 400, 400])

    // Declined on the phone: WeChat comes back without a code.
    const declined = new SellerClient(server.url, undefined, 'en')
    const started = await scan(declined, `user ${unique()}`)
    const answer = await callback(declined, null, started.state)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: SERVICE_CODES.wechatDeclined, message: 'You declined the WeChat login' })
  })

  it('a scan code is single use and must be signed by the local provider', async () => {
    const browser = new SellerClient(server.url)
    const { code } = await scan(browser, `user ${unique()}`)
    const { state } = await scan(browser, `user ${unique()}`)
    const forged = await callback(browser, `${code.split('.')[0]}.AAAA`, state)
    expect(forged.status).toBe(400)
    expect(forged.body.code).toBe(SERVICE_CODES.wechatCode)
    const next = await scan(browser, `user ${unique()}`)
    expect((await callback(browser, code, next.state)).status).toBe(200)
    const replay = await scan(browser, `user ${unique()}`)
    expect((await callback(browser, code, replay.state)).body.code).toBe(SERVICE_CODES.wechatCode)
  })

  it('bad input is a 400 in the caller language, never a 500', async () => {
    const browser = new SellerClient(server.url, undefined, 'en')
    const bad = await browser.call('POST', '/wechat/createLoginQrcode', undefined, { query: { intent: 'steal' } })
    expect(bad.status).toBe(400)
    const open = await browser.call('POST', '/wechat/createLoginQrcode', undefined, { query: { returnTo: '//evil.example/x' } })
    expect(open.status).toBe(400)
    const started = await browser.call<{ data: { state: string } }>('POST', '/wechat/createLoginQrcode')
    const empty = await browser.call('POST', '/wechat/localScan', { state: started.body.data.state, name: '   ' })
    expect(empty.body).toMatchObject({ code: 400, message: 'Please enter a WeChat name' })
    const nul = await browser.call('POST', '/wechat/localScan', { state: started.body.data.state, name: 'a\u0000b' })
    expect(nul.status).toBe(400)
    const bind = await browser.call('POST', '/wechat/createLoginQrcode', undefined, { query: { intent: 'bind' } })
    expect(bind.status).toBe(401)
    for (const data of [{}, { state: 'x'.repeat(400) }, { state: 7 }]) {
      const answer = await browser.call('POST', '/user/identity/verify', { action: 'wechatVerifyLogin', data })
      expect(answer.status).toBe(400)
    }
  })
})

describe('binding WeChat to a logged-in account', () => {
  it('scan, confirm, see it on the account, unbind; a WeChat bound elsewhere is refused', async () => {
    const { client } = await registeredSeller('en')
    const name = `bind ${unique()}`
    const scanned = await scan(client, name, { intent: 'bind', returnTo: '/account' })
    const answer = await callback(client, scanned.code, scanned.state)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toMatchObject({ intent: 'bind', wechat: { nickname: name }, message: 'Confirm linking this WeChat to your account' })
    const confirmed = await client.call('POST', '/user/addWeiXinBind', undefined, { query: { scentId: String(answer.body.bindTicket) } })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(confirmed.body).toMatchObject({ message: 'WeChat linked', data: { bound: true, nickname: name }, returnTo: '/account' })
    expect((await client.call<{ data: { wechat: { bound: boolean } } }>('POST', '/user/channelUserInfo')).body.data.wechat.bound).toBe(true)

    // The same WeChat user on another account.
    const { client: other } = await registeredSeller('en')
    const otherScan = await scan(other, name, { intent: 'bind' })
    const refused = await callback(other, otherScan.code, otherScan.state)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('This WeChat is already linked to another account')

    // Unbound: the WeChat no longer logs in to the account (it asks for a phone again).
    expect((await client.call('POST', '/user/removeWeiXinBind')).status).toBe(200)
    const browser = new SellerClient(server.url)
    const loginScan = await scan(browser, name)
    const login = await callback(browser, loginScan.code, loginScan.state)
    expect(login.body.loginCredential).toBeUndefined()
    expect(login.body.bindTicket).toBeTruthy()
  })

  it("another seller cannot confirm someone else's pending binding", async () => {
    const { client } = await registeredSeller()
    const scanned = await scan(client, `bind ${unique()}`, { intent: 'bind' })
    const answer = await callback(client, scanned.code, scanned.state)
    const { client: other } = await registeredSeller()
    const stolen = await other.call('POST', '/user/addWeiXinBind', undefined, { query: { scentId: String(answer.body.bindTicket) } })
    expect(stolen.status).toBe(400)
    expect((await client.call('POST', '/user/addWeiXinBind', undefined, { query: { scentId: String(answer.body.bindTicket) } })).status).toBe(200)
  })
})

describe('risk verification', () => {
  it('a risk code asks for an SMS code to the account phone before any session; an anomalous login clears after it', async () => {
    const { phone, id } = await registeredSeller('en')
    await setRisk(id, '70001')
    const browser = new SellerClient(server.url, undefined, 'en')
    const login = await passwordLogin(browser, phone)
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ code: 70001, riskScene: 'anomalous_low_level', verifyModes: ['message'], message: "For your account's safety, please verify it's you" })
    expect(login.body.loginCredential).toBeUndefined()
    expect(login.body.mobile).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`)
    const riskTicket = String(login.body.riskTicket)

    // The code goes to the account's own phone, after the captcha.
    await forgetResendGate(phone)
    const captcha = await browser.solveCaptcha()
    const sent = await browser.call('POST', '/user/identity/sendCode', { credential: riskTicket, ...captcha })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const code = await lastSmsCode(server.url, phone, 'log')
    const wrong = await browser.call('POST', '/user/identity/verify', { action: 'messageVerifyLogin', data: { credential: riskTicket, messageCode: code === '111111' ? '222222' : '111111' } })
    expect(wrong.status).toBe(400)
    const verified = await browser.call('POST', '/user/identity/verify', { action: 'messageVerifyLogin', data: { credential: riskTicket, messageCode: code } })
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    await startSession(browser, verified.body.loginCredential)
    // Lifted: the next login goes straight through; the ticket was used once.
    expect((await passwordLogin(new SellerClient(server.url), phone)).body.loginCredential).toBeTruthy()
    const reuse = await browser.call('POST', '/user/identity/verify', { action: 'messageVerifyLogin', data: { credential: riskTicket, messageCode: code } })
    expect(reuse.status).toBe(400)
  })

  it('freeze high refuses the login; a level stays until an admin clears it; an SMS login counts as the verification', async () => {
    const { phone, id } = await registeredSeller('en')
    await setRisk(id, '90004')
    const frozen = await passwordLogin(new SellerClient(server.url, undefined, 'en'), phone)
    expect(frozen.body).toMatchObject({ code: 90004, riskScene: 'freeze_high_level', verifyModes: [], message: 'This account is frozen. Please contact customer service' })
    expect(frozen.body.riskTicket).toBeUndefined()

    await setRisk(id, '90001')
    const browser = new SellerClient(server.url)
    expect((await passwordLogin(browser, phone)).body.code).toBe(90001)
    // SMS login proves the phone: credential at once, and the level stays.
    const sms = await browser.call('POST', '/user/loginQbt3AccountV2', { appName: 'ozon', action: 'smsAccountLogin', data: { account: phone, messageCode: await smsCode(browser, phone) } })
    expect(sms.body.loginCredential).toBeTruthy()
    expect((await passwordLogin(new SellerClient(server.url), phone)).body.code).toBe(90001)
    await setRisk(id, null)
    expect((await passwordLogin(new SellerClient(server.url), phone)).body.loginCredential).toBeTruthy()
  })

  it('a seller with WeChat bound may verify by scanning it; another WeChat is refused; freeze medium takes only the SMS code', async () => {
    const { client, phone, id } = await registeredSeller()
    const name = `risk ${unique()}`
    const bindScan = await scan(client, name, { intent: 'bind' })
    const pending = await callback(client, bindScan.code, bindScan.state)
    await client.call('POST', '/user/addWeiXinBind', undefined, { query: { scentId: String(pending.body.bindTicket) } })
    await setRisk(id, '90002')

    const browser = new SellerClient(server.url)
    const login = await passwordLogin(browser, phone)
    expect(login.body).toMatchObject({ code: 90002, riskScene: 'freeze_low_level', verifyModes: ['message', 'qrCode'] })
    const riskTicket = String(login.body.riskTicket)
    const wrongScan = await scan(browser, `someone else ${unique()}`, { intent: 'verify', riskTicket })
    const wrong = await callback(browser, wrongScan.code, wrongScan.state)
    expect(wrong.status).toBe(400)
    expect(wrong.body.code).toBe(SERVICE_CODES.wechatMismatch)

    const retry = await passwordLogin(browser, phone)
    const rightScan = await scan(browser, name, { intent: 'verify', riskTicket: String(retry.body.riskTicket) })
    const verified = await callback(browser, rightScan.code, rightScan.state)
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    expect(verified.body).toMatchObject({ intent: 'verify', mainAccount: phone })
    await startSession(browser, verified.body.loginCredential)

    // A WeChat scan of a seller under a risk level is itself asked to verify: by SMS or the
    // password, not by the same WeChat again.
    const scanLogin = new SellerClient(server.url)
    const loginScan = await scan(scanLogin, name)
    const challenge = await callback(scanLogin, loginScan.code, loginScan.state)
    expect(challenge.body).toMatchObject({ code: 90002, intent: 'login', verifyModes: ['message', 'password'] })
    const sameWechat = await scan(scanLogin, name, { intent: 'verify', riskTicket: String(challenge.body.riskTicket) })
    expect((await callback(scanLogin, sameWechat.code, sameWechat.state)).status).toBe(400)
    const loginAgain = await scan(scanLogin, name)
    const again = await callback(scanLogin, loginAgain.code, loginAgain.state)
    const ticket = String(again.body.riskTicket)
    const wrongPassword = await scanLogin.call('POST', '/user/identity/verify', { action: 'passwordVerifyLogin', data: { credential: ticket, password: 'wrong-pass1' } })
    expect(wrongPassword.status).toBe(400)
    expect(wrongPassword.body.code).toBe(SERVICE_CODES.wrongCredentials)
    const right = await scanLogin.call('POST', '/user/identity/verify', { action: 'passwordVerifyLogin', data: { credential: ticket, password: 'abc12345' } })
    expect(right.status, JSON.stringify(right.body)).toBe(200)
    await startSession(scanLogin, right.body.loginCredential)
    // After a password login the password is no verification.
    const byPassword = await passwordLogin(new SellerClient(server.url), phone)
    expect(byPassword.body.verifyModes).toEqual(['message', 'qrCode'])
    const refused = await scanLogin.call('POST', '/user/identity/verify', { action: 'passwordVerifyLogin', data: { credential: String(byPassword.body.riskTicket), password: 'abc12345' } })
    expect(refused.status).toBe(400)

    await setRisk(id, '90003')
    const medium = await passwordLogin(new SellerClient(server.url), phone)
    expect(medium.body).toMatchObject({ code: 90003, riskScene: 'freeze_medium_level', verifyModes: ['message'] })
    const mediumScan = await scan(browser, name, { intent: 'verify', riskTicket: String(medium.body.riskTicket) })
    expect((await callback(browser, mediumScan.code, mediumScan.state)).status).toBe(400)
  })
})

describe('passport (single sign-on for registered clients)', () => {
  it('a logged-in seller gets a single-use code on a registered callback; the client trades it for a login', async () => {
    const { client, phone } = await registeredSeller()
    const refused = await client.call('GET', '/user/auth/passport', undefined, { query: { clientId: 'workbench', callbackUrl: 'https://evil.example/cb' } })
    expect(refused.status).toBe(400)
    expect((await client.call('GET', '/user/auth/passport', undefined, { query: { clientId: 'nobody', callbackUrl: 'http://workbench.test:8080/cb' } })).status).toBe(400)
    const issued = await client.call<{ data: { redirect: string } }>('GET', '/user/auth/passport', undefined, { query: { clientId: 'workbench', callbackUrl: 'http://workbench.test:8080/sso/callback?next=%2Fdashboard' } })
    expect(issued.status, JSON.stringify(issued.body)).toBe(200)
    const redirect = new URL(issued.body.data.redirect)
    expect(`${redirect.origin}${redirect.pathname}`).toBe('http://workbench.test:8080/sso/callback')
    expect(redirect.searchParams.get('next')).toBe('/dashboard')
    const code = redirect.searchParams.get('code')!

    const workbench = new SellerClient(server.url)
    expect((await workbench.call('POST', '/user/identity/verify', { action: 'auth2CodeLogin', data: { code, clientId: 'other' } })).status).toBe(400)
    const login = await workbench.call('POST', '/user/identity/verify', { action: 'auth2CodeLogin', data: { code, clientId: 'workbench' } })
    // The wrong client's try spent it: codes are single use, whoever presents them.
    expect(login.status).toBe(400)

    const second = await client.call<{ data: { redirect: string } }>('GET', '/user/auth/passport', undefined, { query: { clientId: 'workbench', callbackUrl: 'http://workbench.test:8080/cb' } })
    const secondCode = new URL(second.body.data.redirect).searchParams.get('code')!
    const ok = await workbench.call('POST', '/user/identity/verify', { action: 'auth2CodeLogin', data: { code: secondCode, clientId: 'workbench' } })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.mainAccount).toBe(phone)
    expect((await workbench.call('POST', '/user/identity/verify', { action: 'auth2CodeLogin', data: { code: secondCode, clientId: 'workbench' } })).status).toBe(400)
    expect((await new SellerClient(server.url).call('GET', '/user/auth/passport', undefined, { query: { clientId: 'workbench', callbackUrl: 'http://workbench.test:8080/cb' } })).status).toBe(401)
  })
})

/** A stand-in for api.weixin.qq.com: the two calls of website login, with WeChat's error shapes. */
function fakeWechat(): Promise<{ server: Server; url: string; codes: Map<string, { openid: string; unionid: string; nickname: string }>; calls: string[] }> {
  const codes = new Map<string, { openid: string; unionid: string; nickname: string }>()
  const tokens = new Map<string, { openid: string; unionid: string; nickname: string }>()
  const calls: string[] = []
  const fake = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    calls.push(url.pathname)
    // WeChat labels its JSON text/plain.
    res.setHeader('content-type', 'text/plain')
    if (url.pathname === '/sns/oauth2/access_token') {
      if (url.searchParams.get('appid') !== 'wx-test-app' || url.searchParams.get('secret') !== 'test-secret' || url.searchParams.get('grant_type') !== 'authorization_code') {
        return res.end(JSON.stringify({ errcode: 40125, errmsg: 'invalid appsecret' }))
      }
      const user = codes.get(url.searchParams.get('code') ?? '')
      if (!user) return res.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }))
      codes.delete(url.searchParams.get('code')!)
      const accessToken = `at-${Math.random().toString(36).slice(2)}`
      tokens.set(accessToken, user)
      return res.end(JSON.stringify({ access_token: accessToken, expires_in: 7200, refresh_token: 'rt', openid: user.openid, scope: 'snsapi_login', unionid: user.unionid }))
    }
    if (url.pathname === '/sns/userinfo') {
      const user = tokens.get(url.searchParams.get('access_token') ?? '')
      if (!user || user.openid !== url.searchParams.get('openid')) return res.end(JSON.stringify({ errcode: 40001, errmsg: 'invalid credential' }))
      return res.end(JSON.stringify({ openid: user.openid, nickname: user.nickname, sex: 0, headimgurl: 'https://thirdwx.qlogo.cn/mmopen/test/132', privilege: [], unionid: user.unionid }))
    }
    res.statusCode = 404
    res.end('{}')
  })
  return new Promise((resolve) => fake.listen(0, '127.0.0.1', () => resolve({ server: fake, url: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`, codes, calls })))
}

describe('WeChat QR login with the real provider against a server speaking WeChat', () => {
  it('sends the browser to qrconnect and trades the code for the unionid and profile', async () => {
    const wechat = await fakeWechat()
    const real = await startProductionServer(3245, {
      TRUST_PROXY: 'true',
      LOCAL_SMS_INBOX: 'true',
      WECHAT_APP_ID: 'wx-test-app',
      WECHAT_APP_SECRET: 'test-secret',
      WECHAT_API_BASE: wechat.url,
      WECHAT_OPEN_BASE: 'https://open.weixin.qq.com',
      SITE_URL: 'https://ozon.example.com',
    })
    try {
      const browser = new SellerClient(real.url, undefined, 'en')
      const started = await browser.call<{ data: { url: string; state: string; provider: string } }>('POST', '/wechat/createLoginQrcode', undefined, { query: { appId: 'ozon', channelId: '6' } })
      expect(started.body.data.provider).toBe('wechat-open')
      const qr = new URL(started.body.data.url)
      expect(`${qr.origin}${qr.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect')
      expect(Object.fromEntries(qr.searchParams)).toEqual({
        appid: 'wx-test-app',
        redirect_uri: 'https://ozon.example.com/en/oauth',
        response_type: 'code',
        scope: 'snsapi_login',
        state: started.body.data.state,
        lang: 'en',
      })
      expect(qr.hash).toBe('#wechat_redirect')
      // No simulated phone with a real WeChat app.
      expect((await browser.call('POST', '/wechat/localScan', { state: started.body.data.state, name: 'x' })).status).toBe(404)
      expect((await fetch(`${real.url}/oauth/wechat-scan`)).status).toBe(404)

      // WeChat redirects back with a code it knows.
      wechat.codes.set('code-1', { openid: 'o-open-1', unionid: `u-${unique()}`, nickname: 'Real WeChat user' })
      const answer = await browser.call('POST', '/user/identity/verify', { action: 'wechatVerifyLogin', data: { state: started.body.data.state, code: 'code-1' } })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body).toMatchObject({ intent: 'login', wechat: { nickname: 'Real WeChat user', avatar: 'https://thirdwx.qlogo.cn/mmopen/test/132' } })
      expect(wechat.calls).toEqual(['/sns/oauth2/access_token', '/sns/userinfo'])

      // A code WeChat does not know (used, expired): WeChat's 40029 becomes our message.
      const again = await browser.call<{ data: { state: string } }>('POST', '/wechat/createLoginQrcode')
      const refused = await browser.call('POST', '/user/identity/verify', { action: 'wechatVerifyLogin', data: { state: again.body.data.state, code: 'code-1' } })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ code: SERVICE_CODES.wechatCode, message: 'The WeChat authorization is no longer valid. Please scan again' })

      // WeChat unreachable: a clear 502, not a 500.
      const down = await browser.call<{ data: { state: string } }>('POST', '/wechat/createLoginQrcode')
      const closed = new Promise<void>((resolve) => wechat.server.close(() => resolve()))
      wechat.server.closeAllConnections()
      await closed
      const unreachable = await browser.call('POST', '/user/identity/verify', { action: 'wechatVerifyLogin', data: { state: down.body.data.state, code: 'code-2' } })
      expect(unreachable.status).toBe(502)
      expect(unreachable.body.message).toBe('WeChat is not reachable right now. Please try again later')
    } finally {
      await real.stop()
      wechat.server.close()
    }
  })
})
