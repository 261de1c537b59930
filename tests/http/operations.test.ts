/**
 * What an operator relies on: liveness and readiness probes, Prometheus metrics behind a token,
 * a request id in every answer and error body, JSON log lines, and no secret in the logs: after
 * registrations, SMS codes, logins (right and wrong), a lottery draw and failures, the server's
 * whole output holds none of the phone numbers, codes, passwords or tokens used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer } from '../helpers/server'
import { SellerClient } from '../helpers/user-client'

const METRICS_TOKEN = 'metrics-token-for-tests-0123'
let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer(3238, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true', METRICS_TOKEN, LOG_LEVEL: 'info' })
})

afterAll(async () => {
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(10_000) })

describe('probes', () => {
  it('health answers without the database, readiness once the database and migrations are there; neither is cached', async () => {
    const health = await get('/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })
    expect(health.headers.get('cache-control')).toBe('no-store')

    const ready = await get('/api/ready')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ status: 'ready' })
    expect(ready.headers.get('cache-control')).toBe('no-store')

    // Locally fast: the median of a few probes stays far under 50 ms.
    const times: number[] = []
    for (let i = 0; i < 7; i++) {
      const started = performance.now()
      expect((await get(i % 2 ? '/api/ready' : '/api/health')).status).toBe(200)
      times.push(performance.now() - started)
    }
    expect(times.sort((a, b) => a - b)[3]).toBeLessThan(50)
  })
})

describe('request ids', () => {
  it('every answer has one, a proxy may give it, and every API error body carries it', async () => {
    const page = await get('/en')
    const pageId = page.headers.get('x-request-id')
    expect(pageId).toMatch(/^[0-9a-f-]{36}$/)
    expect((await get('/en')).headers.get('x-request-id')).not.toBe(pageId)

    const fromProxy = 'f3b1c2d4e5f60718293a4b5c6d7e8f90'
    expect((await get('/en/about', { 'x-request-id': fromProxy })).headers.get('x-request-id')).toBe(fromProxy)
    // Not an id: replaced.
    expect((await get('/', { 'x-request-id': '<b>' })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)

    const unknown = await get('/api/no/such/thing', { 'accept-language': 'ru' })
    const unknownBody = (await unknown.json()) as { requestId: string; message: string }
    expect(unknown.status).toBe(404)
    expect(unknownBody.requestId).toBe(unknown.headers.get('x-request-id'))

    const refused = await new SellerClient(server.url, undefined, 'en').call('GET', '/user/info')
    expect(refused.status).toBe(401)
    expect((refused.body as { requestId?: string }).requestId).toBe(refused.headers.get('x-request-id'))

    const cms = await get('/cms-api/articles?where=notjson', { 'accept-language': 'en' })
    expect(cms.status).toBeGreaterThanOrEqual(400)
    expect(((await cms.json()) as { requestId?: string }).requestId).toBe(cms.headers.get('x-request-id'))
  })
})

describe('metrics', () => {
  it('need the token', async () => {
    expect((await get('/api/metrics')).status).toBe(401)
    expect((await get('/api/metrics', { authorization: 'Bearer wrong-token-0000000000' })).status).toBe(401)
  })
})

describe('a seller session through the logs', () => {
  it('counts what happened in the metrics, and no phone, code, password or token reaches the output', async () => {
    const secrets: string[] = []
    const client = new SellerClient(server.url, undefined, 'zh')
    const phone = freshPhone()
    const password = 'PwLogNever42'
    secrets.push(phone, password)

    expect((await client.sendCode(phone, 'reg')).status).toBe(200)
    const code = await lastSmsCode(server.url, phone, 'reg')
    secrets.push(code)
    // A wrong code first, then the right one.
    const wrongCode = code === '000000' ? '111111' : '000000'
    expect((await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code: wrongCode, password, tenantId: '1' })).status).toBeGreaterThanOrEqual(400)
    const registered = await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code, password, tenantId: '1' })
    expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    secrets.push(...[...client.cookies.values()].filter((value) => value.length >= 16))

    // Log in again with the password (and once with a wrong one), from a second browser.
    const second = new SellerClient(server.url, undefined, 'en')
    const wrong = await second.solveCaptcha()
    const refused = await second.call('POST', '/user/loginQbt3AccountV2', { appName: 'ozon', action: 'accountLoginV2', data: { account: phone, password: 'WrongPass77', code: wrong.ticket, randstr: wrong.randstr } })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    secrets.push('WrongPass77')
    const captcha = await second.solveCaptcha()
    secrets.push(captcha.ticket)
    const login = await second.call('POST', '/user/loginQbt3AccountV2', { appName: 'ozon', action: 'accountLoginV2', data: { account: phone, password, code: captcha.ticket, randstr: captcha.randstr } })
    expect(login.status).toBe(200)
    secrets.push(...[...second.cookies.values()].filter((value) => value.length >= 16))

    // A draw on a campaign of its own.
    const token = await adminToken(server.url)
    const activityId = 200_000 + (Math.floor(Date.now() / 1000) % 1_000_000) * 10
    await cmsAsAdmin(server.url, token, '/lottery-campaigns?locale=zh', {
      method: 'POST',
      body: JSON.stringify({
        _status: 'published',
        title: `日志测试 ${activityId}`,
        activityId,
        startsAt: new Date(Date.now() - 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        noPrizeWeight: 1,
        chances: { perRegistration: 1, perInvite: 1, daily: 1, maxInvites: 10, invitesPerAddressDaily: 3 },
        prizes: [{ name: '奖品', kind: 'coupon', couponCode: 'LOGS', stock: 5, weight: 1 }],
      }),
    })
    const draw = await client.call('POST', '/lottery/draw', { actId: activityId, requestId: `req-${crypto.randomUUID()}` })
    expect(draw.status, JSON.stringify(draw.body)).toBe(200)
    secrets.push(token)

    // A request that fails in the service with the phone in it (bad JSON) and a stale session.
    await second.call('POST', '/public/sendMessageV2', undefined, { raw: `{"mobilePhone":"${phone}"`, headers: { 'content-type': 'application/json' } })
    await new SellerClient(server.url, undefined, 'ru').call('GET', '/user/info', undefined, { headers: { cookie: `userToken=${'a'.repeat(40)}` } })

    for (const path of ['/en', '/ru']) expect((await get(path)).status).toBe(200)
    // The published campaign regenerates the lottery pages after its commit, in the background.
    const scrape = async () => {
      const metrics = await get('/api/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })
      expect(metrics.status).toBe(200)
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/)
      return metrics.text()
    }
    let text = await scrape()
    for (let tries = 0; tries < 40 && !/^page_regenerations_total\{outcome="ok"\} [1-9]/m.test(text); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      text = await scrape()
    }
    expect(text).not.toContain(METRICS_TOKEN)
    const value = (pattern: RegExp) => Number(text.match(pattern)?.[1] ?? 0)
    expect(value(/^service_events_total\{event="sms_code",outcome="ok",reason=""\} (\d+)/m)).toBeGreaterThanOrEqual(1)
    expect(value(/^service_events_total\{event="registration",outcome="ok",reason=""\} (\d+)/m)).toBeGreaterThanOrEqual(1)
    expect(value(/^service_events_total\{event="registration",outcome="refused",reason="[a-zA-Z.]+"\} (\d+)/m)).toBeGreaterThanOrEqual(1)
    expect(value(/^service_events_total\{event="login",outcome="ok",reason=""\} (\d+)/m)).toBeGreaterThanOrEqual(1)
    expect(value(/^service_events_total\{event="login",outcome="refused",reason="[a-zA-Z.]+"\} (\d+)/m)).toBeGreaterThanOrEqual(1)
    expect(value(/^service_events_total\{event="draw",outcome="ok",reason=""\} (\d+)/m)).toBe(1)
    expect(value(/^http_requests_total\{route="page",method="GET",status="200"\} (\d+)/m)).toBeGreaterThanOrEqual(2)
    expect(value(/^http_request_duration_seconds_count\{route="api",status_class="2xx"\} (\d+)/m)).toBeGreaterThanOrEqual(5)
    expect(text).toMatch(/^db_pool_connections\{pool="app",state="total"\} \d+/m)
    expect(value(/^page_regenerations_total\{outcome="ok"\} (\d+)/m)).toBeGreaterThanOrEqual(1)
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m)

    // Let the last lines reach the output.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const output = server.output()
    for (const secret of secrets) expect(output, `a secret in the log: ${secret.slice(0, 4)}…`).not.toContain(secret)
    // JSON lines with levels and the request ids of the answers.
    const lines = output.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>)
    const requests = lines.filter((line) => line.msg === 'request')
    expect(requests.length).toBeGreaterThan(10)
    expect(requests.some((line) => line.requestId === login.headers.get('x-request-id') && line.status === 200 && line.route === 'api')).toBe(true)
    expect(lines.every((line) => typeof line.level === 'string' && typeof line.time === 'string')).toBe(true)
  })
})
