/**
 * The anti-bot signal (spec section 9) over real HTTP: SMS-code and login requests carry the
 * browser's sealed signal; a missing, replayed or automated one is refused in the caller's
 * language before anything is spent (no code sent, the captcha ticket still good); a signal
 * sealed to a retired key asks the page for a fresh one. What the signal says is never logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVICE_CODES } from '@/lib/auth/codes'
import { BOT_SIGNAL_HEADER } from '@/lib/bot-signal/signal'

import { personSignal, sealFor, TEST_USER_AGENT } from '../helpers/bot-signal'
import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { type RunningServer, startProductionServer } from '../helpers/server'
import { SellerClient, USER_API } from '../helpers/user-client'

let server: RunningServer
const METRICS_TOKEN = 'metrics-token-for-bot-signal-0123'

beforeAll(async () => {
  server = await startProductionServer(3253, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true', METRICS_TOKEN, LOG_LEVEL: 'debug' })
})

afterAll(async () => {
  await server?.stop()
})

const SEND = '/public/sendMessageV2'

async function inbox(phone: string): Promise<unknown[]> {
  const answer = await fetch(`${server.url}/api/dev/sms?phone=${encodeURIComponent(phone)}`)
  return ((await answer.json()) as { messages: unknown[] }).messages
}

describe('the anti-bot signal on code and login requests', () => {
  it('hands out a public key that rotates, and a person’s signal gets the code', async () => {
    const client = new SellerClient(server.url, undefined, 'en')
    const key = await client.call<{ data: { kid: string; publicKey: string; expiresAt: number } }>('GET', '/public/botSignalKey')
    expect(key.status).toBe(200)
    expect(key.body.data.kid).toMatch(/^\d+$/)
    expect(Buffer.from(key.body.data.publicKey, 'base64url')).toHaveLength(65)
    expect(key.body.data.expiresAt).toBeGreaterThan(Date.now())
    expect(key.body.data.expiresAt).toBeLessThanOrEqual(Date.now() + 6 * 3600_000)

    const phone = freshPhone()
    const sent = await client.call('POST', SEND, { appName: 'ozon', sendType: 'reg', mobilePhone: phone, ...(await client.solveCaptcha()) })
    expect(sent.status).toBe(200)
    expect(await lastSmsCode(server.url, phone, 'reg')).toMatch(/^\d{6}$/)
  })

  it('refuses a request without the signal in the caller’s language, spending nothing', async () => {
    const client = new SellerClient(server.url, undefined, 'zh')
    const phone = freshPhone()
    const captcha = await client.solveCaptcha()
    const messages: Record<string, string> = {}
    for (const language of ['zh', 'en', 'ru']) {
      client.language = language
      const refused = await client.call('POST', SEND, { appName: 'ozon', sendType: 'reg', mobilePhone: phone, ...captcha }, { signal: false })
      expect(refused.status).toBe(400)
      expect(refused.body.code).toBe(SERVICE_CODES.botSignalMissing)
      messages[language] = refused.body.message
    }
    expect(messages.zh).toBe('请求校验未通过，请刷新页面后重试')
    expect(messages.en).toBe('Request check failed, please refresh the page and try again')
    expect(messages.ru).toMatch(/обновите страницу/)
    // A page opened over plain http cannot seal one (no Web Crypto): it is told why.
    const insecure = await client.call('POST', SEND, { appName: 'ozon', sendType: 'reg', mobilePhone: phone, ...captcha }, { signal: false, headers: { [BOT_SIGNAL_HEADER]: 'insecure' } })
    expect(insecure.status).toBe(400)
    expect(insecure.body.message).toMatch(/https/)
    expect(await inbox(phone)).toEqual([])
    // The same captcha ticket still works: the signal is checked before it is spent.
    const sent = await client.call('POST', SEND, { appName: 'ozon', sendType: 'reg', mobilePhone: phone, ...captcha })
    expect(sent.status).toBe(200)
  })

  it('refuses a browser driven by automation, for codes and for logins', async () => {
    const client = new SellerClient(server.url, undefined, 'en')
    const phone = freshPhone()
    const automated = async (path: string, signal = personSignal({ automation: { webdriver: true, markers: [] } })) => ({
      [BOT_SIGNAL_HEADER]: await sealFor(await client.signalKey(), 'POST', `${USER_API}${path}`, signal),
    })
    const code = await client.call('POST', SEND, { appName: 'ozon', sendType: 'reg', mobilePhone: phone, ...(await client.solveCaptcha()) }, { signal: false, headers: await automated(SEND) })
    expect(code.status).toBe(403)
    expect(code.body).toMatchObject({ code: SERVICE_CODES.automationRefused, message: expect.stringMatching(/automation/) })
    expect(await inbox(phone)).toEqual([])

    const headless = TEST_USER_AGENT.replace('Chrome/', 'HeadlessChrome/')
    const login = await client.call(
      'POST',
      '/user/loginQbt3AccountV2',
      { appName: 'ozon', action: 'smsAccountLogin', data: { account: phone, messageCode: '123456', tenantId: '1' } },
      { signal: false, headers: { 'user-agent': headless, ...(await automated('/user/loginQbt3AccountV2', personSignal({ ua: headless }))) } },
    )
    expect(login.status).toBe(403)
    expect(login.body.code).toBe(SERVICE_CODES.automationRefused)

    // A signal from another browser than the one sending it, or sent before a person could type.
    const mismatch = await client.call('POST', SEND, { appName: 'ozon', sendType: 'reg', mobilePhone: phone, ...(await client.solveCaptcha()) }, { signal: false, headers: { 'user-agent': 'curl/8.5', ...(await automated(SEND, personSignal())) } })
    expect(mismatch.body.code).toBe(SERVICE_CODES.automationRefused)
    const tooFast = await client.call('POST', SEND, { appName: 'ozon', sendType: 'reg', mobilePhone: phone, ...(await client.solveCaptcha()) }, { signal: false, headers: await automated(SEND, personSignal({ sinceOpenMs: 50 })) })
    expect(tooFast.body.code).toBe(SERVICE_CODES.automationRefused)
    expect(await inbox(phone)).toEqual([])
  })

  it('takes each signal once, refuses one made for another call, and asks for a fresh key after rotation', async () => {
    const client = new SellerClient(server.url, undefined, 'en')
    const key = await client.signalKey()
    const header = await sealFor(key, 'POST', `${USER_API}${SEND}`)
    const first = await client.call('POST', SEND, { appName: 'ozon', sendType: 'reg', mobilePhone: freshPhone(), ...(await client.solveCaptcha()) }, { signal: false, headers: { [BOT_SIGNAL_HEADER]: header } })
    expect(first.status).toBe(200)
    const copied = await client.call('POST', SEND, { appName: 'ozon', sendType: 'reg', mobilePhone: freshPhone(), ...(await client.solveCaptcha()) }, { signal: false, headers: { [BOT_SIGNAL_HEADER]: header } })
    expect(copied.body.code).toBe(SERVICE_CODES.botSignalMissing)

    const elsewhere = await sealFor(key, 'POST', `${USER_API}/user/loginQbt3AccountV2`)
    const moved = await client.call('POST', SEND, { appName: 'ozon', sendType: 'reg', mobilePhone: freshPhone(), ...(await client.solveCaptcha()) }, { signal: false, headers: { [BOT_SIGNAL_HEADER]: elsewhere } })
    expect(moved.body.code).toBe(SERVICE_CODES.botSignalMissing)

    const retired = await sealFor({ ...key, kid: String(Number(key.kid) - 2) }, 'POST', `${USER_API}${SEND}`)
    const stale = await client.call('POST', SEND, { appName: 'ozon', sendType: 'reg', mobilePhone: freshPhone(), ...(await client.solveCaptcha()) }, { signal: false, headers: { [BOT_SIGNAL_HEADER]: retired } })
    expect(stale.status).toBe(400)
    expect(stale.body).toMatchObject({ code: SERVICE_CODES.botSignalStale, message: 'This page is out of date, please refresh it and try again' })
  })

  it('counts the verdicts for operators and never logs what a signal says', async () => {
    const metrics = await (await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
    expect(metrics).toMatch(/bot_signals_total\{verdict="person"\} [1-9]/)
    expect(metrics).toMatch(/bot_signals_total\{verdict="automated"\} [1-9]/)
    expect(metrics).toMatch(/bot_signals_total\{verdict="missing"\} [1-9]/)
    expect(server.output()).not.toContain('1920')
    expect(server.output()).not.toMatch(/webdriver/i)
  })
})
