/**
 * The user service over real HTTP against a production server on the test database: the whole
 * register → log out → log in (password after the slider, or SMS) → session story, the session
 * cookie's flags, anti-forgery, and the abuse cases of DESIGN.md's security baseline.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { USER_SERVICE_ENDPOINTS as USER_ENDPOINTS } from '@/server/services'

import { type RunningServer, startProductionServer } from '../helpers/server'
import { freshPhone, lastSmsCode, storedPhone } from '../helpers/fixtures'
import { SellerClient, USER_API } from '../helpers/user-client'

const INTROSPECTION_SECRET = 'test-introspection-secret'
let server: RunningServer
let baseUrl: string
let db: pg.Pool

beforeAll(async () => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  if (process.env.USER_SERVICE_URL) {
    baseUrl = process.env.USER_SERVICE_URL
    return
  }
  server = await startProductionServer(3204, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true', INTROSPECTION_SECRET })
  baseUrl = server.url
})

afterAll(async () => {
  await server?.stop()
  await db?.end()
})

const seller = (language = 'zh') => new SellerClient(baseUrl, undefined, language)

/** Lets time pass for the per-phone send limits (the 60 s gate, and the hour too when asked). */
async function forgetSendLimits(phone: string, which: string[] = ['smsResend']) {
  await db.query(`DELETE FROM rate_limits WHERE key = ANY($1)`, [which.map((name) => `${name}:${storedPhone(phone)}`)])
}

async function register(client: SellerClient, phone: string, password = 'abc12345', extra: Record<string, unknown> = {}) {
  expect((await client.sendCode(phone, 'reg')).status).toBe(200)
  return client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code: await lastSmsCode(baseUrl, phone), password, tenantId: '1', ...extra })
}

async function passwordLogin(client: SellerClient, account: string, password: string) {
  const captcha = await client.solveCaptcha()
  return client.call<{ loginCredential: string; newSubscriber: boolean; mainAccount: string; distinctId: string }>('POST', '/user/loginQbt3AccountV2', {
    appName: 'ozon',
    action: 'accountLoginV2',
    data: { account, password, code: captcha.ticket, randstr: captcha.randstr, tenantId: '1' },
  })
}

async function exchange(client: SellerClient, account: string, loginCredential: string) {
  return client.call<{ data: { user: { mobile: string; account: string; passwordStatus: boolean } } }>('POST', '/user/createQbt3AccessTokenV2', {
    account,
    loginCredential,
    checkChannelId: '2',
  })
}

describe('register, log out, log in', () => {
  it('registers with an SMS code and sets an HttpOnly, SameSite=Lax, Secure session cookie with a readable Control-T', async () => {
    const client = seller()
    const phone = freshPhone()
    const registered = await register(client, phone, 'abc12345', {
      invite: 'INV42',
      invite_channel: 'wechat',
      utm_source: 'baidu',
      utm_campaign: 'spring',
      searchWord: 'ozon 选品',
      expandInfo: JSON.stringify({ actId: 4, inviteCode: 'AIC9' }),
    })
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({ code: 200, isUpgrade: false, message: '注册成功' })
    expect(registered.body.distinctId).toEqual(expect.any(String))
    const session = registered.setCookies.find((c) => c.startsWith('userToken='))!
    expect(session).toMatch(/HttpOnly/)
    expect(session).toMatch(/SameSite=Lax/)
    expect(session).toMatch(/Secure/)
    expect(session).toMatch(/Path=\//)
    const control = registered.setCookies.find((c) => c.startsWith('Control-T='))!
    expect(control).not.toMatch(/HttpOnly/)
    // The browser keeps user info, never the token.
    expect(JSON.stringify(registered.body)).not.toContain(client.cookies.get('userToken'))

    const info = await client.call<{ data: { user: { mobile: string } } }>('GET', '/user/info')
    expect(info.status).toBe(200)
    expect(info.body.data.user.mobile).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`)

    const { rows } = await db.query(
      `SELECT attribution_invite, attribution_invite_channel, attribution_utm_source, attribution_utm_campaign, attribution_search_word, attribution_expand_info, password_hash FROM sellers WHERE phone = $1`,
      [storedPhone(phone)],
    )
    expect(rows[0]).toMatchObject({
      attribution_invite: 'INV42',
      attribution_invite_channel: 'wechat',
      attribution_utm_source: 'baidu',
      attribution_utm_campaign: 'spring',
      attribution_search_word: 'ozon 选品',
      attribution_expand_info: { actId: 4, inviteCode: 'AIC9' },
    })
    expect(rows[0].password_hash).toMatch(/^scrypt\$/)
    // Tokens are stored hashed only.
    const stored = await db.query(`SELECT token_hash FROM seller_sessions ss JOIN sellers s ON s.id = ss.seller_id WHERE s.phone = $1`, [storedPhone(phone)])
    expect(stored.rows[0].token_hash).not.toBe(client.cookies.get('userToken'))

    // Log out: a write without the Control-T echo is refused, with it the session ends server-side.
    const token = client.cookies.get('userToken')!
    const forged = await client.call('POST', '/user/logout', {}, { control: false })
    expect(forged.status).toBe(403)
    const out = await client.call('POST', '/user/logout', {})
    expect(out.status).toBe(200)
    expect(client.cookies.has('userToken')).toBe(false)
    const replay = new SellerClient(baseUrl)
    replay.cookies.set('userToken', token)
    expect((await replay.call('GET', '/user/info')).status).toBe(401)

    // Log in again with the password, through the slider captcha.
    const login = await passwordLogin(client, phone, 'abc12345')
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ code: 200, mainAccount: phone, newSubscriber: false })
    const session2 = await exchange(client, phone, login.body.loginCredential)
    expect(session2.status).toBe(200)
    expect(session2.body.data.user.passwordStatus).toBe(true)
    expect((await client.call('GET', '/user/info')).status).toBe(200)
    // The credential is single use.
    const again = await exchange(new SellerClient(baseUrl), phone, login.body.loginCredential)
    expect(again.status).toBe(400)
    expect(again.body.code).toBe(10006)
  })

  it('logs in by SMS: a new phone becomes a new subscriber, a known one does not', async () => {
    const client = seller('en')
    const phone = freshPhone()
    await client.sendCode(phone, 'log')
    const first = await client.call<{ newSubscriber: boolean; loginCredential: string }>('POST', '/user/loginQbt3AccountV2', {
      appName: 'ozon',
      action: 'smsAccountLogin',
      data: { account: `+86 ${phone}`, messageCode: await lastSmsCode(baseUrl, phone), tenantId: '1' },
      utm_source: 'sms-campaign',
    })
    expect(first.body).toMatchObject({ code: 200, newSubscriber: true })
    expect((await exchange(client, phone, first.body.loginCredential)).status).toBe(200)
    const { rows } = await db.query(`SELECT attribution_registered_via, attribution_utm_source FROM sellers WHERE phone = $1`, [storedPhone(phone)])
    expect(rows[0]).toEqual({ attribution_registered_via: 'sms-login', attribution_utm_source: 'sms-campaign' })

    await forgetSendLimits(phone)
    await client.sendCode(phone, 'log')
    const second = await client.call('POST', '/user/loginQbt3AccountV2', {
      appName: 'ozon',
      action: 'smsAccountLogin',
      data: { account: phone, messageCode: await lastSmsCode(baseUrl, phone), tenantId: '1' },
    })
    expect(second.body).toMatchObject({ code: 200, newSubscriber: false })
  })

  it('answers a registered phone with 该手机号已注册 once the code is checked', async () => {
    const client = seller()
    const phone = freshPhone()
    await register(client, phone)
    const exists = async (userName: string) => (await client.call('GET', '/user/hasUserByMobile', undefined, { query: { userName, ...(await client.solveCaptcha()) } })).body
    expect(await exists(phone)).toMatchObject({ code: 200, exist: true })
    expect(await exists(freshPhone())).toMatchObject({ exist: false })
    await forgetSendLimits(phone)
    await client.sendCode(phone, 'reg')
    const twice = await client.call('POST', '/user/registerUserV2', { account: phone, code: await lastSmsCode(baseUrl, phone) })
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({ code: 10004, message: '该手机号已注册' })
  })

  it('resets a password with a res code and ends the other sessions', async () => {
    const client = seller()
    const phone = freshPhone()
    await register(client, phone, 'first111')
    await forgetSendLimits(phone)
    const other = seller()
    await other.sendCode(phone, 'res')
    const mismatch = await other.call('POST', '/public/resetPassword', { phone, code: '000000', password: 'second22', confirmPassword: 'second23' })
    expect(mismatch.status).toBe(400)
    const reset = await other.call('POST', '/public/resetPassword', { phone, tenantId: '1', code: await lastSmsCode(baseUrl, phone, 'res'), password: 'second22', confirmPassword: 'second22' })
    expect(reset.status).toBe(200)
    expect((await client.call('GET', '/user/info')).status).toBe(401)
    expect((await passwordLogin(other, phone, 'first111')).body.code).toBe(10001)
    expect((await passwordLogin(other, phone, 'second22')).body.code).toBe(200)
  })

  it('lets a signed-in seller set a password in place: this session stays, the others end', async () => {
    const laptop = seller('en')
    const phone = freshPhone()
    expect((await register(laptop, phone, '')).status).toBe(200)
    await forgetSendLimits(phone)
    const tablet = seller()
    await tablet.sendCode(phone, 'log')
    const login = await tablet.call<{ loginCredential: string }>('POST', '/user/loginQbt3AccountV2', {
      appName: 'ozon',
      action: 'smsAccountLogin',
      data: { account: phone, messageCode: await lastSmsCode(baseUrl, phone, 'log'), tenantId: '1' },
    })
    expect((await exchange(tablet, phone, login.body.loginCredential)).status).toBe(200)

    // A guest cannot; a wrong code changes nothing and keeps the session.
    const input = { password: 'mine1234', confirmPassword: 'mine1234' }
    expect((await seller().call('POST', '/user/setPassword', { code: '123456', ...input })).status).toBe(401)
    await forgetSendLimits(phone)
    await laptop.sendCode(phone, 'res')
    expect((await laptop.call('POST', '/user/setPassword', { code: '000000', ...input })).status).toBe(400)
    expect((await laptop.call('POST', '/user/setPassword', { code: '000000', password: 'mine1234', confirmPassword: 'mine1235' })).status).toBe(400)
    expect((await laptop.call('GET', '/user/info')).status).toBe(200)

    const saved = await laptop.call<{ data: { passwordStatus: boolean } }>('POST', '/user/setPassword', { code: await lastSmsCode(baseUrl, phone, 'res'), ...input })
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe('Password saved. You stay signed in here; your other devices were signed out')
    expect(saved.setCookies.join('\n')).not.toMatch(/userToken=;|Max-Age=0/)
    const me = await laptop.call<{ data: { user: { passwordStatus: boolean } } }>('GET', '/user/info')
    expect(me.status).toBe(200)
    expect(me.body.data.user.passwordStatus).toBe(true)
    expect((await tablet.call('GET', '/user/info')).status).toBe(401)
    expect((await passwordLogin(seller(), phone, 'mine1234')).body.code).toBe(200)
  })
})

describe('every endpoint', () => {
  it('answers each path of the table for a logged-in seller, never with a 404 or a 500', async () => {
    const client = seller()
    await register(client, freshPhone())
    // Logout last, so every other path runs with the session.
    const entries = Object.entries(USER_ENDPOINTS).sort(([a], [b]) => Number(a === '/user/logout') - Number(b === '/user/logout'))
    for (const [path, endpoint] of entries) {
      const answer = await client.call(endpoint.method, path, endpoint.method === 'POST' && endpoint.input !== 'multipart' ? {} : undefined)
      expect(answer.status, path).not.toBe(404)
      expect(answer.status < 500 || (answer.status === 501 && answer.body.code === 501), `${path}: ${answer.status}`).toBe(true)
      expect(answer.body.message, path).toEqual(expect.any(String))
    }
  })

  it('sends codes through the other spec paths: query-string /public/message, V3, and the register check', async () => {
    const client = seller()
    const phone = freshPhone()
    const captcha = await client.solveCaptcha()
    const byQuery = await client.call('POST', '/public/message', undefined, { query: { sendType: 'reg', mobilePhone: phone, ...captcha } })
    expect(byQuery.body).toMatchObject({ code: 200, message: '短信发送成功，请注意查收' })
    await forgetSendLimits(phone)
    const v3 = await client.call('POST', '/public/sendMessageV3', { sendType: 'reg', mobilePhone: phone, ...(await client.solveCaptcha()) })
    expect(v3.body.code).toBe(200)
    await forgetSendLimits(phone)
    const check = await client.call('POST', '/user/hasUserSendMessageV2', { appName: 'ozon', mobilePhone: phone, tenantId: '1', channelId: '6', ...(await client.solveCaptcha()) })
    expect(check.body).toMatchObject({ code: 200, exist: false })
    const registered = await client.call('POST', '/user/registerUserV2', { account: phone, code: await lastSmsCode(baseUrl, phone, 'reg') })
    expect(registered.body.code).toBe(200)
    await forgetSendLimits(phone)
    const known = await client.call('POST', '/user/hasUserSendMessageV2', { mobilePhone: phone, ...(await client.solveCaptcha()) })
    expect(known.body).toMatchObject({ code: 200, exist: true })
    // A known phone gets a login code, usable on the PC login path too.
    const pc = await client.call('POST', '/user/loginQbt3AccountPc', { action: 'smsAccountLogin', data: { account: phone, messageCode: await lastSmsCode(baseUrl, phone, 'log') } })
    expect(pc.body.code).toBe(200)
    const channel = await client.call<{ data: { nickName: string } }>('POST', '/user/channelUserInfo', {})
    expect(channel.body.data.nickName).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`)
  })
})

describe('after login: the reload sequence and the seller calls', () => {
  it('serves service info, the trial once, windows, promote type, categories, product, feedback and uploads', async () => {
    const client = seller()
    const phone = freshPhone()
    await register(client, phone)

    const service = await client.call<Record<string, string>>('GET', '/user/queryFollowServiceInfo')
    expect(service.body.code).toBe(200)
    for (const key of ['weChatUrl2', 'weChatUrl3', 'weChatUrl4']) expect(service.body[key]).toBe(service.body.weChatUrl)

    const before = await client.call<{ playLoad: { trialUsed: boolean } }>('POST', '/user-account/getUserProductAndPolicy', {})
    expect(before.body.playLoad.trialUsed).toBe(false)
    const gift = await client.call<{ data: { given: boolean; days: number } }>('GET', '/user-account/giveAway')
    expect(gift.body.data.given).toBe(true)
    expect((await client.call<{ data: { given: boolean } }>('GET', '/user-account/giveAway')).body.data.given).toBe(false)
    const product = await client.call<{ playLoad: { maturityTime: string; trialUsed: boolean } }>('POST', '/user-account/getUserProductAndPolicy', {})
    expect(product.body.playLoad.maturityTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(product.body.playLoad.trialUsed).toBe(true)

    const windows = await client.call<{ payload: Array<{ openType: string; openFlag: boolean }> }>('GET', '/qbt4-user-window/isOpenWindowV2')
    expect(windows.body.payload).toContainEqual({ openType: 'trialVip', openFlag: true })
    await client.call('GET', '/qbt4-user-window/userGivTrialVipWindow')
    const after = await client.call<{ payload: Array<{ openType: string; openFlag: boolean }> }>('GET', '/qbt4-user-window/isOpenWindowV2')
    expect(after.body.payload).toContainEqual({ openType: 'trialVip', openFlag: false })

    expect((await client.call('GET', '/user/promoteType')).body.code).toBe(30005)
    const categories = await client.call<{ playload: { categorys: unknown[]; buyNum: number; canNextBind: boolean } }>('POST', '/user-account/userCategoryList', {})
    expect(categories.body.playload.categorys).toHaveLength(12)

    const feedback = await client.call('GET', '/user-back/userFeedback', undefined, { query: { type: '1', problemDescription: '排行榜加载慢' } })
    expect(feedback.status).toBe(200)
    const empty = await client.call('GET', '/user-back/userFeedback', undefined, { query: { type: '1' } })
    expect(empty.status).toBe(400)

    // Upload: a real PNG is stored; a text file claiming to be a PNG is not.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    const form = new FormData()
    form.set('file', new Blob([png], { type: 'image/png' }), 'shot.png')
    const uploaded = await client.call<{ data: { url: string } }>('POST', '/public/uploadImg', undefined, { raw: form })
    expect(uploaded.status).toBe(200)
    // Its uploader reads it (portal-hardening.test.ts: nobody else does).
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    expect((await fetch(`${baseUrl}${uploaded.body.data.url}`, { headers: { cookie } })).status).toBe(200)
    const fake = new FormData()
    fake.set('file', new Blob(['not an image'], { type: 'image/png' }), 'x.png')
    expect((await client.call('POST', '/public/uploadImg', undefined, { raw: fake })).status).toBe(400)
    const anonymous = seller()
    expect((await anonymous.call('POST', '/public/uploadImg', undefined, { raw: form })).status).toBe(401)
  })

  it('lets the workbench introspect a token with the shared secret only', async () => {
    const client = seller()
    const phone = freshPhone()
    await register(client, phone)
    const token = client.cookies.get('userToken')!
    const ask = (secret: string, value = token) =>
      fetch(`${baseUrl}${USER_API}/user/introspect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ token: value }),
      })
    expect((await ask('wrong')).status).toBe(401)
    const live = (await (await ask(INTROSPECTION_SECRET)).json()) as { active: boolean; seller: { phone: string } }
    expect(live).toMatchObject({ active: true, seller: { phone } })
    expect(await (await ask(INTROSPECTION_SECRET, 'made-up')).json()).toMatchObject({ active: false })
  })
})

describe('abuse cases', () => {
  it('refuses an expired code, a reused code and the 6th try of a code', async () => {
    const client = seller()
    const phone = freshPhone()
    const login = (messageCode: string) =>
      client.call('POST', '/user/loginQbt3AccountV2', { appName: 'ozon', action: 'smsAccountLogin', data: { account: phone, messageCode } })

    await client.sendCode(phone, 'log')
    const code = await lastSmsCode(baseUrl, phone)
    await db.query(`UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE phone = $1`, [storedPhone(phone)])
    expect((await login(code)).body).toMatchObject({ code: 10002, message: '验证码错误或已失效' })

    await forgetSendLimits(phone)
    await client.sendCode(phone, 'log')
    const fresh = await lastSmsCode(baseUrl, phone)
    expect((await login(fresh)).body.code).toBe(200)
    expect((await login(fresh)).body.code).toBe(10002)

    await forgetSendLimits(phone)
    await client.sendCode(phone, 'log')
    const good = await lastSmsCode(baseUrl, phone)
    const wrong = good === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login(wrong)).body.code).toBe(10002)
    expect((await login(wrong)).body).toMatchObject({ code: 10003, message: '验证码错误次数过多，请重新获取' })
    // The 6th try is refused even with the right code: the code is burnt.
    expect((await login(good)).body.code).toBe(10002)
  })

  it('allows one code per 60 s, 5 per hour and 10 per day per phone, with the spec message', async () => {
    const client = seller()
    const phone = freshPhone()
    expect((await client.sendCode(phone, 'log')).status).toBe(200)
    const early = await client.sendCode(phone, 'log')
    expect(early.status).toBe(429)
    expect(early.body.message).toMatch(/^请求过于频繁/)
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(60)

    for (let sent = 2; sent <= 5; sent += 1) {
      await forgetSendLimits(phone)
      expect((await client.sendCode(phone, 'log')).status).toBe(200)
    }
    await forgetSendLimits(phone)
    expect((await client.sendCode(phone, 'log')).status).toBe(429)

    for (let sent = 6; sent <= 10; sent += 1) {
      await forgetSendLimits(phone, ['smsResend', 'smsPerPhoneHour'])
      expect((await client.sendCode(phone, 'log')).status).toBe(200)
    }
    await forgetSendLimits(phone, ['smsResend', 'smsPerPhoneHour'])
    const eleventh = await client.sendCode(phone, 'log')
    expect(eleventh.status).toBe(429)
    expect(eleventh.body.code).toBe(429)
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM local_sms_outbox WHERE phone = $1`, [storedPhone(phone)])
    expect(rows[0].n).toBe(10)
  })

  it('limits codes per IP address', async () => {
    const client = seller()
    let status = 200
    let sent = 0
    while (status === 200 && sent < 40) {
      status = (await client.sendCode(freshPhone(), 'log')).status
      if (status === 200) sent += 1
    }
    expect(status).toBe(429)
    expect(sent).toBe(30)
  })

  it('locks an account after 5 wrong passwords with backoff, and answers unknown phones the same way', async () => {
    const client = seller('en')
    const phone = freshPhone()
    await register(client, phone, 'right123')
    const unknown = freshPhone()
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await passwordLogin(client, phone, 'wrong123')
      const nobody = await passwordLogin(client, unknown, 'wrong123')
      expect(wrong.status).toBe(400)
      expect(nobody.status).toBe(400)
      expect(nobody.body).toEqual({ ...wrong.body, requestId: (nobody.body as { requestId?: string }).requestId })
      expect(wrong.body).toEqual({ code: 10001, message: 'Wrong phone number or password', requestId: expect.any(String) })
    }
    const locked = await passwordLogin(client, phone, 'right123')
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(/locked for (1 min|\d+ s); you can log in by SMS now/)
    expect((await passwordLogin(client, unknown, 'right123')).body.message).toMatch(/locked/)
    // Time passes: the lock (60 s after the 5th failure) ends and the right password works again.
    await db.query(`UPDATE login_attempts SET locked_until = now() WHERE account = $1`, [storedPhone(phone)])
    expect((await passwordLogin(client, phone, 'right123')).body.code).toBe(200)
  })

  it('refuses a reused captcha ticket and a wrong slider position', async () => {
    const client = seller()
    const captcha = await client.solveCaptcha()
    const send = () => client.call('POST', '/public/sendMessageV2', { sendType: 'log', mobilePhone: freshPhone(), ...captcha })
    expect((await send()).status).toBe(200)
    expect((await send()).body).toMatchObject({ code: 10005, message: '安全验证未通过，请重试' })
    const session = await client.call<{ data: { challenge: string; target: number } }>('POST', '/captcha/getUserSessionId')
    const miss = await client.call('POST', '/captcha/verifyLocal', { challenge: session.body.data.challenge, position: (session.body.data.target + 0.5) % 1 })
    expect(miss.status).toBe(400)
    const forged = await client.call('POST', '/public/sendMessageV2', { sendType: 'log', mobilePhone: freshPhone(), ticket: 'local.x.9999999999999.sig', randstr: 'x' })
    expect(forged.body.code).toBe(10005)
  })

  it('answers 403 RESTRICT_LOGIN to a restricted account, at login and on a live session; 10099 when it must verify on PC', async () => {
    const client = seller()
    const phone = freshPhone()
    await register(client, phone, 'right123')
    await db.query(`UPDATE sellers SET status = 'restricted' WHERE phone = $1`, [storedPhone(phone)])
    const live = await client.call('GET', '/user/info')
    expect(live.status).toBe(403)
    expect(live.body.code).toBe('RESTRICT_LOGIN')
    expect((await passwordLogin(seller(), phone, 'right123')).status).toBe(403)

    await db.query(`UPDATE sellers SET status = 'active', verify_on_pc = true WHERE phone = $1`, [storedPhone(phone)])
    const pc = await passwordLogin(seller('ru'), phone, 'right123')
    expect(pc.status).toBe(200)
    expect(pc.body).toEqual({ code: 10099, message: 'Аккаунт требует проверки, войдите с компьютера' })
  })

  it('lets exactly one of two simultaneous logins use the same code', async () => {
    const client = seller()
    const phone = freshPhone()
    await client.sendCode(phone, 'log')
    const code = await lastSmsCode(baseUrl, phone)
    const body = { action: 'smsAccountLogin', data: { account: phone, messageCode: code } }
    const answers = await Promise.all([client.call('POST', '/user/loginQbt3AccountV2', body), client.call('POST', '/user/loginQbt3AccountV2', body)])
    expect(answers.map((a) => Number(a.body.code)).sort((x, y) => x - y)).toEqual([200, 10002])
  })

  it('answers bad requests with a 4xx and a clear message in the caller language, never a 500', async () => {
    const client = seller('en')
    const noRisk = await client.call('POST', '/public/sendMessageV2', {}, { risk: false })
    expect(noRisk).toMatchObject({ status: 400, body: { message: 'Request check failed, please refresh the page and try again' } })
    const badPhone = await client.call('POST', '/public/sendMessageV2', { sendType: 'log', mobilePhone: '12345', ticket: 't', randstr: 'r' })
    expect(badPhone).toMatchObject({ status: 400, body: { message: 'Please enter a correct mobile number' } })
    client.language = 'ru'
    const badCode = await client.call('POST', '/user/registerUserV2', { account: freshPhone(), code: '12ab' })
    expect(badCode.status).toBe(400)
    expect(badCode.body.message).toMatch(/[А-Яа-я]/)
    client.language = 'zh'
    const weakPassword = await client.call('POST', '/user/registerUserV2', { account: freshPhone(), code: '123456', password: 'abcdef' })
    expect(weakPassword.body.message).toBe('密码为6-16位字母和数字组合，区分大小写')
    expect((await client.call('POST', '/user/loginQbt3AccountV2', undefined, { raw: '{"action":', headers: { 'content-type': 'application/json' } })).status).toBe(400)
    expect((await client.call('POST', '/user/loginQbt3AccountV2', undefined, { raw: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415)
    expect((await client.call('POST', '/user/loginQbt3AccountV2', undefined, { raw: JSON.stringify({ x: 'y'.repeat(100_000) }), headers: { 'content-type': 'application/json' } })).status).toBe(413)
    expect((await client.call('GET', '/user/loginQbt3AccountV2')).status).toBe(405)
    expect((await client.call('GET', '/no/such/thing')).status).toBe(404)
    expect((await client.call('GET', '/user/info')).status).toBe(401)

    // Fuzz: odd shapes and types on every JSON endpoint.
    const values = [null, 0, -1, 1e308, '', ' ', 'x'.repeat(5000), [], {}, [1, 2], { a: { b: [] } }, true, '13800138000', '<script>', "' OR 1=1 --", '\u0000']
    const fields = ['sendType', 'mobilePhone', 'ticket', 'randstr', 'account', 'password', 'code', 'messageCode', 'action', 'data', 'loginCredential', 'challenge', 'position', 'phone', 'confirmPassword', 'userName']
    const paths = ['/public/sendMessageV2', '/user/hasUserSendMessageV2', '/user/loginQbt3AccountV2', '/user/createQbt3AccessTokenV2', '/user/registerUserV2', '/public/resetPassword', '/captcha/verifyLocal']
    let seed = 7
    const pick = <T>(list: T[]): T => list[(seed = (seed * 48271) % 2147483647) % list.length] as T
    for (let i = 0; i < 120; i += 1) {
      const body = Object.fromEntries(Array.from({ length: 1 + (i % 5) }, () => [pick(fields), pick(values)]))
      if (i % 3 === 0) body.data = Object.fromEntries(Array.from({ length: 3 }, () => [pick(fields), pick(values)]))
      if (i % 4 === 0) body.action = pick(['accountLogin', 'accountLoginV2', 'smsAccountLogin', 'nope'])
      const path = pick(paths)
      const answer = await client.call('POST', path, i % 11 === 0 ? pick(values) : body)
      expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 200)}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500)
      expect(answer.body.message).toEqual(expect.any(String))
    }
  })
})
