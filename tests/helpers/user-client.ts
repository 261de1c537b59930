/**
 * A seller's browser, reduced to what the user service sees: a cookie jar, the risk header,
 * the Control-T echo on writes, a person's anti-bot signal on POSTs, a language and (with
 * TRUST_PROXY) its own IP address.
 */
import { BOT_SIGNAL_HEADER, BOT_SIGNAL_KEY_PATH, type BotSignalKey } from '@/lib/bot-signal/signal'
import { ANONYMOUS_ID_HEADER, RISK_HEADER, riskHeaderValue } from '@/lib/http/risk'

import { sealFor, TEST_USER_AGENT } from './bot-signal'

export const USER_API = '/api/ram/ddqbt/v1'

export type Answer<T = Record<string, unknown>> = { status: number; body: T & { code: number | string; message: string }; setCookies: string[]; headers: Headers }

export class SellerClient {
  readonly cookies = new Map<string, string>()

  constructor(
    readonly baseUrl: string,
    readonly ip = uniqueIp(),
    public language = 'zh',
  ) {}

  async call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { query?: Record<string, string>; headers?: Record<string, string>; raw?: BodyInit; risk?: boolean; control?: boolean; base?: string; signal?: boolean } = {},
  ): Promise<Answer<T>> {
    const base = options.base ?? USER_API
    const url = new URL(`${this.baseUrl}${base}${path}`)
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
    const headers: Record<string, string> = {
      'accept-language': this.language,
      'user-agent': TEST_USER_AGENT,
      'x-forwarded-for': this.ip,
      [ANONYMOUS_ID_HEADER]: 'test-anonymous-id',
    }
    if (options.risk !== false) headers[RISK_HEADER] = riskHeaderValue(Date.now(), method, `${base}${path}`)
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const control = this.cookies.get('Control-T')
    if (control && options.control !== false) headers['control-t'] = control
    if (body !== undefined) headers['content-type'] = 'application/json'
    // What the site's forms send with a code or login request (rows without the check ignore it).
    if (method === 'POST' && base === USER_API && options.signal !== false) headers[BOT_SIGNAL_HEADER] = await sealFor(await this.signalKey(), method, `${base}${path}`)
    const response = await fetch(url, {
      method,
      headers: { ...headers, ...options.headers },
      body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: AbortSignal.timeout(20_000),
    })
    const setCookies = response.headers.getSetCookie()
    for (const cookie of setCookies) {
      const [pair] = cookie.split(';')
      const [name, ...value] = (pair ?? '').split('=')
      if (!name) continue
      if (/Max-Age=0/i.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, value.join('='))
    }
    const text = await response.text()
    let parsed: Answer<T>['body']
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new Error(`${method} ${path}: ${response.status} not JSON: ${text.slice(0, 300)}`)
    }
    return { status: response.status, body: parsed, setCookies, headers: response.headers }
  }

  /** The service's current anti-bot key (fetched once per server). */
  async signalKey(): Promise<BotSignalKey> {
    let key = signalKeys.get(this.baseUrl)
    if (!key || key.expiresAt <= Date.now()) {
      const answer = await this.call<{ data: BotSignalKey }>('GET', BOT_SIGNAL_KEY_PATH)
      if (answer.status !== 200) throw new Error(`bot signal key: ${answer.status} ${JSON.stringify(answer.body)}`)
      key = answer.body.data
      signalKeys.set(this.baseUrl, key)
    }
    return key
  }

  /** Solves the local slider the way a person would: drag to the notch. */
  async solveCaptcha(): Promise<{ ticket: string; randstr: string }> {
    const session = await this.call<{ data: { challenge: string; target: number } }>('POST', '/captcha/getUserSessionId')
    const solved = await this.call<{ data: { ticket: string; randstr: string } }>('POST', '/captcha/verifyLocal', {
      challenge: session.body.data.challenge,
      position: session.body.data.target + 0.01,
    })
    if (solved.status !== 200) throw new Error(`captcha: ${JSON.stringify(solved.body)}`)
    return solved.body.data
  }

  async sendCode(mobilePhone: string, sendType: 'log' | 'res' | 'reg') {
    const captcha = await this.solveCaptcha()
    return this.call('POST', '/public/sendMessageV2', { appName: 'ozon', sendType, mobilePhone, ...captcha })
  }
}

const signalKeys = new Map<string, BotSignalKey>()

let ipCounter = 0
// Test files run in processes of their own or one after another in the same process (each with its
// module state new): the pid and the moment this module loaded (ms, wrapping every ~17 minutes)
// tell them apart.
const PROCESS_PART = process.pid & 0xffff
const LOADED_AT = Date.now() % 2 ** 20

/**
 * A client address no other client of this run uses: per-IP limits (kept in the database, which
 * the test files share) must not be shared by chance. An IPv6 address in its own /64, the block
 * the service counts as one client: fd00:<pid>:<load time and counter>::1 (4096 clients a file).
 */
function uniqueIp(): string {
  ipCounter += 1
  const rest = LOADED_AT * 4096 + (ipCounter % 4096)
  const hex = (n: number) => (n & 0xffff).toString(16)
  return `fd00:${hex(PROCESS_PART)}:${hex(Math.floor(rest / 65_536))}:${hex(rest)}::1`
}
