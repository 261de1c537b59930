/**
 * The database goes away under a running server: connections the server drops never end the
 * process, every service answers 503 "try again" in the caller's language (never a 500, never a
 * wrong reason such as "captcha failed"), pages already generated keep serving, nothing spent
 * during the outage (a captcha ticket) is lost, and the app recovers by itself.
 * A TCP proxy in front of the test database plays the outage.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { adminToken, type RunningServer, startProductionServer } from '../helpers/server'
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy'
import { SellerClient } from '../helpers/user-client'

const APP_NAME = 'outage-test'
let proxy: TcpProxy
let server: RunningServer
let db: pg.Pool

beforeAll(async () => {
  const real = new URL(process.env.DATABASE_URL as string)
  proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) })
  const viaProxy = new URL(real)
  viaProxy.host = `127.0.0.1:${proxy.port}`
  viaProxy.searchParams.set('application_name', APP_NAME)
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
  server = await startProductionServer(3233, { DATABASE_URL: viaProxy.toString(), TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true' })
})

afterAll(async () => {
  await server?.stop()
  await proxy?.close()
  await db?.end()
})

const seller = (language: string) => new SellerClient(server.url, undefined, language)
const MESSAGES = { zh: '服务暂时不可用，请稍后重试', en: 'Service temporarily unavailable, please try again', ru: 'Сервис временно недоступен, попробуйте ещё раз' }

describe('connections the database drops', () => {
  it('are replaced without ending the process (administrator command, as on a restart)', async () => {
    expect((await seller('en').sendCode(freshPhone(), 'reg')).status).toBe(200)
    const { rows } = await db.query<{ ended: boolean }>('SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1', [APP_NAME])
    expect(rows.length).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(server.process.exitCode).toBeNull()
    expect(server.process.signalCode).toBeNull()
    expect(server.output()).not.toMatch(/uncaughtException|Unhandled 'error' event/)
    // Served again on new connections.
    expect((await seller('en').sendCode(freshPhone(), 'reg')).status).toBe(200)
  })
})

describe('while the database cannot be reached', () => {
  it('every service answers 503 in the caller language, pages keep serving, and a captcha ticket is not burnt', async () => {
    const client = seller('ru')
    const phone = freshPhone()
    const captcha = await client.solveCaptcha()
    const loggedIn = seller('en')
    const registeredPhone = freshPhone()
    expect((await loggedIn.sendCode(registeredPhone, 'reg')).status).toBe(200)
    const code = await lastSmsCode(server.url, registeredPhone, 'reg')
    expect((await loggedIn.call('POST', '/user/registerUserV2', { account: registeredPhone, code, password: 'right123' })).status).toBe(200)
    const staffToken = await adminToken(server.url)
    expect((await fetch(`${server.url}/`)).status).toBe(200)

    await proxy.cut()
    try {
      const started = Date.now()
      const sms = await client.call('POST', '/public/sendMessageV2', { appName: 'ozon', sendType: 'reg', mobilePhone: phone, ...captcha })
      expect(sms.status).toBe(503)
      expect(sms.body.message).toBe(MESSAGES.ru)
      expect(Number(sms.headers.get('retry-after'))).toBeGreaterThan(0)

      for (const language of ['zh', 'en'] as const) {
        const login = await seller(language).call('POST', '/user/loginQbt3AccountV2', { appName: 'ozon', action: 'accountLoginV2', data: { account: phone, password: 'whatever1', code: captcha.ticket, randstr: captcha.randstr } })
        expect([login.status, login.body.message]).toEqual([503, MESSAGES[language]])
      }
      const info = await loggedIn.call('GET', '/user/info')
      expect([info.status, info.body.message]).toEqual([503, MESSAGES.en])
      const channel = await loggedIn.call('GET', '/public/partnerChannel', undefined, { base: '/api/dis/distribution', query: { appId: 'ozon', urlCode: 'demo-partner' } })
      expect([channel.status, channel.body.message]).toEqual([503, MESSAGES.en])
      const product = await loggedIn.call('POST', '/user-account/getUserProductAndPolicy', undefined, { base: '/api/ozon-report-service/v1' })
      expect([product.status, product.body.message]).toEqual([503, MESSAGES.en])

      const json = async (path: string, init: RequestInit = {}) => {
        const response = await fetch(`${server.url}${path}`, { ...init, headers: { 'accept-language': 'zh', ...(init.headers ?? {}) } })
        return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() }
      }
      const collected = await json('/api/collect', { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ events: [{ name: 'page_view', path: '/', search: '' }] }) })
      expect(collected.status).toBe(503)
      expect(collected.text).toContain(MESSAGES.zh)
      const exported = await json('/api/admin/attribution.csv', { headers: { authorization: `JWT ${staffToken}` } })
      expect(exported.status).toBe(503)
      expect(exported.text).toContain(MESSAGES.zh)
      // A staff token whose user cannot be read now is not "forbidden": the database is away.
      const staffRead = await json('/cms-api/sellers?limit=1', { headers: { authorization: `JWT ${staffToken}` } })
      expect(staffRead.status).toBe(503)
      expect(staffRead.text).toContain(MESSAGES.zh)
      const cmsRead = await json('/cms-api/articles?limit=1')
      expect(cmsRead.status).toBe(503)
      expect(cmsRead.type).toContain('application/json')
      // Answered at once: a refused connection is not waited for.
      expect(Date.now() - started).toBeLessThan(20_000)

      // A page generated before the outage is still served.
      expect((await fetch(`${server.url}/`)).status).toBe(200)
    } finally {
      await proxy.restore()
    }

    // Back by itself, and the ticket solved before the outage still works: it was never taken.
    const again = await client.call('POST', '/public/sendMessageV2', { appName: 'ozon', sendType: 'reg', mobilePhone: phone, ...captcha })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect((await loggedIn.call('GET', '/user/info')).status).toBe(200)
  })
})
