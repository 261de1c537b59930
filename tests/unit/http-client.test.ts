import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ANONYMOUS_ID_KEY, BlockedResponseError, isSuccessCode } from '@/lib/http/client'
import { ANONYMOUS_ID_HEADER, RISK_HEADER, verifyRiskHeader } from '@/lib/http/risk'

import { installMemoryStorage } from '../helpers/memory-storage'

const NOW = Date.UTC(2025, 0, 15, 8, 0, 0)

type Canned = { status?: number; data?: unknown; headers?: Record<string, string>; networkError?: string }

/** A fake axios adapter: records each request and answers with `canned` (errors as real adapters do). */
function fakeAdapter(canned: Canned, seen: InternalAxiosRequestConfig[]): AxiosAdapter {
  return async (config) => {
    seen.push(config)
    if (canned.networkError) throw new AxiosError('network', canned.networkError, config)
    const status = canned.status ?? 200
    const response = {
      data: canned.data ?? { code: 200 },
      status,
      statusText: String(status),
      headers: AxiosHeaders.from({ 'content-type': 'application/json', date: new Date(NOW).toUTCString(), ...canned.headers }),
      config,
      request: {},
    }
    if (status >= 400) throw new AxiosError(`status ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response)
    return response
  }
}

let storage: Map<string, string>
// The client keeps per-page state in its module (anonymous id, clock warning shown): every test
// gets a fresh copy, so no test depends on which ran before it.
let createHttpClient: (typeof import('@/lib/http/client'))['createHttpClient']
let calls: { notify: unknown[][]; sessionEnd: number; reload: number; warned: string[] }

function client(canned: Canned = {}): { http: AxiosInstance; seen: InternalAxiosRequestConfig[] } {
  const seen: InternalAxiosRequestConfig[] = []
  const http = createHttpClient({
    getLocale: () => 'ru',
    notify: (...args) => void calls.notify.push(args),
    onSessionEnd: () => void calls.sessionEnd++,
    reload: () => void calls.reload++,
    warnMessage: (message) => void calls.warned.push(message),
    now: () => NOW,
  })
  http.defaults.adapter = fakeAdapter(canned, seen)
  return { http, seen }
}

beforeEach(async () => {
  vi.resetModules()
  ;({ createHttpClient } = await import('@/lib/http/client'))
  storage = installMemoryStorage()
  calls = { notify: [], sessionEnd: 0, reload: 0, warned: [] }
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document')
})

describe('requests', () => {
  it('carry credentials, a 10 s timeout, the risk header, an anonymous id and the language', async () => {
    const { http, seen } = client()
    await http.get('/user/queryFollowServiceInfo', { params: { a: 1 } })
    const [config] = seen
    expect(config.withCredentials).toBe(true)
    expect(config.timeout).toBe(10_000)
    const risk = config.headers.get(RISK_HEADER) as string
    expect(verifyRiskHeader(risk, 'GET', '/api/user/queryFollowServiceInfo', NOW)).toBe('ok')
    expect(config.headers.get('Accept-Language')).toBe('ru')
    expect(config.headers.get(ANONYMOUS_ID_HEADER)).toBe(storage.get(ANONYMOUS_ID_KEY))
    expect(config.headers.has('Authorization')).toBe(false)
  })

  it('keep the same anonymous id across requests and clients', async () => {
    const first = client()
    const second = client()
    await first.http.get('/a')
    await second.http.post('/b')
    expect(second.seen[0].headers.get(ANONYMOUS_ID_HEADER)).toBe(first.seen[0].headers.get(ANONYMOUS_ID_HEADER))
  })

  it('echo the Control-T cookie on every request (some spec GETs change things)', async () => {
    Object.defineProperty(globalThis, 'document', { value: { cookie: 'a=1; Control-T=tok%3D1; b=2' }, configurable: true })
    const { http, seen } = client()
    await http.post('/user/registerUserV2', {})
    await http.get('/user/hasUserByMobile')
    expect(seen[0].headers.get('Control-T')).toBe('tok=1')
    expect(seen[1].headers.get('Control-T')).toBe('tok=1')
  })
})

describe('responses', () => {
  it('return successful JSON as it is', async () => {
    const { http } = client({ data: { code: 0, payload: [1] } })
    const { data } = await http.get('/x')
    expect(data).toEqual({ code: 0, payload: [1] })
    expect(calls.notify).toEqual([])
  })

  it('warn once per page about a device clock more than 9 minutes off', async () => {
    const skewed = { headers: { date: new Date(NOW - 10 * 60_000).toUTCString() } }
    await client({ headers: { date: new Date(NOW - 8 * 60_000).toUTCString() } }).http.get('/fine')
    expect(calls.notify).toEqual([])
    await client(skewed).http.get('/x')
    await client(skewed).http.get('/y')
    expect(calls.notify).toEqual([['warning', 'http.illegalDate', { persistent: true, titleKey: 'http.illegalDateTitle', key: 'illegalDate' }]])
  })

  it('end a logged-in session on 401 and on 403 RESTRICT_LOGIN, then reload', async () => {
    storage.set('isLogin', 'true')
    await expect(client({ status: 401 }).http.get('/x')).rejects.toBeInstanceOf(AxiosError)
    expect([calls.sessionEnd, calls.reload]).toEqual([1, 1])
    await expect(client({ status: 403, data: { code: 'RESTRICT_LOGIN' } }).http.get('/x')).rejects.toBeInstanceOf(AxiosError)
    expect([calls.sessionEnd, calls.reload]).toEqual([2, 2])
  })

  it('only reject a 401 when nobody is logged in (a login form shows it)', async () => {
    await expect(client({ status: 401, data: { code: 401, message: 'wrong' } }).http.post('/login')).rejects.toMatchObject({
      response: { data: { message: 'wrong' } },
    })
    await expect(client({ status: 403, data: { code: 'OTHER' } }).http.get('/x')).rejects.toBeInstanceOf(AxiosError)
    expect([calls.sessionEnd, calls.reload, calls.notify.length]).toEqual([0, 0, 0])
  })

  it('warn on 429, report 500+ and network failures', async () => {
    await expect(client({ status: 429 }).http.get('/x')).rejects.toBeInstanceOf(AxiosError)
    await expect(client({ status: 502 }).http.get('/x')).rejects.toBeInstanceOf(AxiosError)
    await expect(client({ networkError: AxiosError.ECONNABORTED }).http.get('/x')).rejects.toBeInstanceOf(AxiosError)
    await expect(client({ networkError: AxiosError.ERR_NETWORK }).http.get('/x')).rejects.toBeInstanceOf(AxiosError)
    expect(calls.notify).toEqual([['warning', 'http.tooMany'], ['error', 'http.serverError'], ['error', 'http.network'], ['error', 'http.network']])
  })

  it('leave a 429 to a request that shows it itself (ownTooMany)', async () => {
    const { http } = client({ status: 429, headers: { 'retry-after': '42' } })
    await expect(http.post('/x', {}, { ownTooMany: true })).rejects.toBeInstanceOf(AxiosError)
    expect(calls.notify).toEqual([])
  })

  it('reload on a captcha page served with status 200', async () => {
    const html = { data: '<html><div id="Captcha-box"></div></html>', headers: { 'content-type': 'text/html; charset=utf-8' } }
    await expect(client(html).http.get('/x')).rejects.toEqual(new BlockedResponseError('captcha'))
    expect(calls.reload).toBe(1)
  })

  it('warn about too many visits on a threat page', async () => {
    const threat = { data: '<html>访问过于频繁</html>', headers: { 'content-type': 'text/html' } }
    await expect(client(threat).http.get('/x')).rejects.toEqual(new BlockedResponseError('threat'))
    await expect(client({ ...threat, status: 403 }).http.get('/x')).rejects.toEqual(new BlockedResponseError('threat'))
    expect(calls.notify).toEqual([['warning', 'http.tooManyVisits'], ['warning', 'http.tooManyVisits']])
    expect(calls.reload).toBe(0)
  })

  it('leave plain text and other HTML alone', async () => {
    const { data } = await client({ data: 'captcha', headers: { 'content-type': 'text/plain' } }).http.get('/x')
    expect(data).toBe('captcha')
    expect(calls.reload).toBe(0)
  })
})

describe('the verify-code option (spec section 8)', () => {
  const refusal = { code: 10018, message: 'Этот номер уже зарегистрирован' }

  it('is off by default: a refusal is left to the caller, nothing shown', async () => {
    const { http } = client({ data: refusal })
    expect((await http.get('/a')).data).toEqual(refusal)
    await expect(client({ status: 409, data: refusal }).http.post('/b')).rejects.toThrow()
    expect(calls.warned).toEqual([])
    expect(calls.notify).toEqual([])
  })

  it('shows the service message once for a body code that is not 200 or 0, and still returns the answer', async () => {
    const { http } = client({ data: refusal })
    expect((await http.get('/a', { verifyCode: true })).data).toEqual(refusal)
    expect(calls.warned).toEqual([refusal.message])
    for (const data of [{ code: 200, message: 'OK' }, { code: 0, message: 'ok' }, { code: 10018 }, { code: 10018, message: ' ' }, 'plain text']) {
      await client({ data, headers: typeof data === 'string' ? { 'content-type': 'text/plain' } : {} }).http.get('/a', { verifyCode: true })
    }
    expect(calls.warned).toEqual([refusal.message])
  })

  it('leaves the codes a call accepts alone', async () => {
    await client({ data: { code: 30005, message: 'not bound' } }).http.get('/user/promoteType', { verifyCode: { accept: [30005] } })
    expect(calls.warned).toEqual([])
    await client({ data: { code: 30006, message: 'other' } }).http.get('/user/promoteType', { verifyCode: { accept: [30005] } })
    expect(calls.warned).toEqual(['other'])
  })

  it('shows a refused call’s message once and marks the error, so the caller does not repeat it', async () => {
    const { responseMessageShown } = await import('@/lib/http/client')
    const error = await client({ status: 409, data: refusal }).http.post('/b', {}, { verifyCode: true }).catch((caught: unknown) => caught)
    expect(calls.warned).toEqual([refusal.message])
    expect(responseMessageShown(error)).toBe(true)
    const silent = await client({ status: 409, data: refusal }).http.post('/b').catch((caught: unknown) => caught)
    expect(responseMessageShown(silent)).toBe(false)
    // A guest's call to a seller's endpoint: the service's "log in" message.
    await client({ status: 401, data: { code: 401, message: 'Войдите' } }).http.get('/c', { verifyCode: true }).catch(() => undefined)
    expect(calls.warned).toEqual([refusal.message, 'Войдите'])
  })

  it('adds nothing to the client’s own notice (429, 5xx, session end)', async () => {
    for (const status of [429, 500, 502, 503]) {
      await client({ status, data: { code: status, message: 'server words' } }).http.get('/a', { verifyCode: true }).catch(() => undefined)
    }
    // A 429 the caller shows itself: neither notice.
    await client({ status: 429, data: { code: 429, message: 'wait' } }).http.post('/code', {}, { verifyCode: true, ownTooMany: true }).catch(() => undefined)
    storage.set('isLogin', 'true')
    await client({ status: 401, data: { code: 401, message: 'expired' } }).http.get('/a', { verifyCode: true }).catch(() => undefined)
    expect(calls.warned).toEqual([])
    expect(calls.notify).toHaveLength(4)
  })

  it('shows it as the response_message warning by default', async () => {
    const { useToastStore } = await import('@/lib/toast')
    const http = createHttpClient({ getLocale: () => 'en', notify: () => undefined, onSessionEnd: () => undefined, reload: () => undefined, now: () => NOW })
    http.defaults.adapter = fakeAdapter({ data: { code: 10018, message: 'Already registered' } }, [])
    await http.get('/a', { verifyCode: true })
    expect(useToastStore.getState().toast).toMatchObject({ kind: 'warning', message: 'Already registered', key: 'response_message' })
  })
})

it('isSuccessCode accepts 200 and 0', () => {
  expect([200, 0, '200', 500, undefined].map(isSuccessCode)).toEqual([true, true, false, false, false])
})

