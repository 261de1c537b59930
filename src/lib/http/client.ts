/**
 * The shared API client (spec section 7 "Shared client", section 8 "Error catalogue").
 * Runs in the browser; the app passes in how to translate/notify, end the session and reload,
 * so this module stays free of React and testable with a fake axios adapter.
 */
import axios, { AxiosHeaders, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'

import { CONTROL_COOKIE } from '@/lib/auth/cookie-names'
import { cookieValue } from '@/lib/cookies'
import type { Locale } from '@/lib/i18n/locales'
import { isLoginFlagSet, readLocal, writeLocal } from '@/lib/local-storage'
import { NOTIFICATION_KEYS, type NotificationKey, type ToastKind, warnResponseMessage } from '@/lib/toast'

import { ANONYMOUS_ID_HEADER, CLOCK_SKEW_TOLERANCE_MS, RISK_HEADER, riskHeaderValue } from './risk'

export const REQUEST_TIMEOUT_MS = 10_000
export const ANONYMOUS_ID_KEY = 'ddqbt_anonymous_id'
/** Readable anti-forgery cookie, echoed in a header of the same name on non-GET requests. */
export const CONTROL_TOKEN = CONTROL_COOKIE

/** i18n keys (namespace `auth`) passed to `notify`. The clock reminder is notification `illegalDate` (spec section 9). */
export const HTTP_MESSAGE_KEYS = {
  illegalDate: 'http.illegalDate',
  illegalDateTitle: 'http.illegalDateTitle',
  tooMany: 'http.tooMany',
  tooManyVisits: 'http.tooManyVisits',
  serverError: 'http.serverError',
  unavailable: 'http.unavailable',
  network: 'http.network',
} as const

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows a 429 itself (with the service's message and wait): no generic "too many requests" notice. */
    ownTooMany?: boolean
    /**
     * Spec section 8's verify-code option: an answer whose body code is not 200, 0 or one of
     * `accept` shows the service's own message as the `response_message` warning, once (never on
     * top of the client's own notice for that answer). Off by default: this site's forms show
     * their refusals in place and the login sheet shows none (spec section 8), so a call opts in
     * where nothing else would tell the person.
     */
    verifyCode?: boolean | { accept: ReadonlyArray<number | string> }
  }
}

export type NotifyOptions = { persistent?: boolean; titleKey?: string; key?: NotificationKey }

export type HttpClientOptions = {
  baseURL?: string
  getLocale: () => Locale
  notify: (kind: ToastKind, messageKey: string, options?: NotifyOptions) => void
  /** Log the user out of the stores (the HttpOnly session cookie is the server's business). */
  onSessionEnd: () => void
  reload: () => void
  /** The service's own (already translated) words as a warning: the verify-code option. */
  warnMessage?: (message: string) => void
  now?: () => number
}

/** An HTML page came back instead of JSON: a captcha challenge or a rate-limit page. */
export class BlockedResponseError extends Error {
  constructor(readonly reason: 'captcha' | 'threat') {
    super(`Blocked response: ${reason}`)
    this.name = 'BlockedResponseError'
  }
}

/** Spec section 7: 200 and 0 both mean success in a response body's `code`. */
export function isSuccessCode(code: unknown): boolean {
  return code === 200 || code === 0
}

/** The message the verify-code option shows for this answer, if it is on and the code is a refusal. */
function refusalMessage(config: AxiosRequestConfig | undefined, data: unknown): string | null {
  const option = config?.verifyCode
  if (!option || data === null || typeof data !== 'object') return null
  const { code, message } = data as { code?: unknown; message?: unknown }
  if (code === undefined || isSuccessCode(code)) return null
  if (typeof option === 'object' && option.accept.includes(code as number | string)) return null
  return typeof message === 'string' && message.trim() ? message : null
}

// Failed calls whose message the verify-code option already showed (see responseMessageShown).
const warnedErrors = new WeakSet<object>()

/** Whether the client already showed this failed call's own message (the verify-code option): the caller need not. */
export function responseMessageShown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && warnedErrors.has(error)
}

const THREAT_PATTERN = /访问过于频繁|threat/i
const CAPTCHA_PATTERN = /captcha/i
const NETWORK_ERROR_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ERR_NETWORK'])

// Once per page, however many clients or responses disagree with the device clock.
let clockWarningShown = false
let anonymousId: string | undefined

function randomId(): string {
  // randomUUID exists only in secure contexts; plain-http pages get the Math.random fallback.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
}

/** A random analytics id, created once and kept in localStorage. */
export function getAnonymousId(): string {
  anonymousId ??= readLocal(ANONYMOUS_ID_KEY) ?? undefined
  if (!anonymousId) {
    anonymousId = randomId()
    writeLocal(ANONYMOUS_ID_KEY, anonymousId)
  }
  return anonymousId
}

function htmlBody(response: AxiosResponse): string | null {
  const contentType = String(AxiosHeaders.from(response.headers as AxiosHeaders).get('content-type') ?? '')
  return typeof response.data === 'string' && contentType.includes('text/html') ? response.data : null
}

export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const { baseURL = '/api', getLocale, notify, onSessionEnd, reload, warnMessage = warnResponseMessage, now = Date.now } = options
  const client = axios.create({ baseURL, withCredentials: true, timeout: REQUEST_TIMEOUT_MS })
  let sessionEnded = false

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase()
    // The path the server will see: baseURL joined, percent-encoded, no query.
    const path = new URL(client.getUri(config), 'http://localhost').pathname
    config.headers.set(RISK_HEADER, riskHeaderValue(now(), method, path))
    config.headers.set(ANONYMOUS_ID_HEADER, getAnonymousId())
    config.headers.set('Accept-Language', getLocale())
    // The session token is an HttpOnly cookie the browser sends by itself (withCredentials), so
    // no Authorization header is ever built here. Control-T is the readable anti-forgery cookie,
    // echoed on every call: a few spec calls that change things are GETs (giveAway, userFeedback).
    const control = typeof document === 'undefined' ? null : cookieValue(document.cookie, CONTROL_TOKEN)
    if (control) config.headers.set(CONTROL_TOKEN, control)
    return config
  })

  function checkClock(response: AxiosResponse) {
    const headers = AxiosHeaders.from(response.headers as AxiosHeaders)
    const date = Date.parse(String(headers.get('date') ?? ''))
    if (clockWarningShown || Number.isNaN(date)) return
    // A cached response is older than its Date by `Age` seconds.
    const serverNow = date + (Number(headers.get('age')) || 0) * 1000
    if (Math.abs(now() - serverNow) <= CLOCK_SKEW_TOLERANCE_MS) return
    clockWarningShown = true
    notify('warning', HTTP_MESSAGE_KEYS.illegalDate, { persistent: true, titleKey: HTTP_MESSAGE_KEYS.illegalDateTitle, key: NOTIFICATION_KEYS.illegalDate })
  }

  function isThreatPage(response: AxiosResponse): boolean {
    const html = htmlBody(response)
    return html !== null && THREAT_PATTERN.test(html)
  }

  client.interceptors.response.use(
    (response) => {
      checkClock(response)
      const html = response.status === 200 ? htmlBody(response) : null
      if (html !== null && CAPTCHA_PATTERN.test(html)) {
        // The gateway wants a human check: a full page load shows it.
        reload()
        throw new BlockedResponseError('captcha')
      }
      if (isThreatPage(response)) {
        notify('warning', HTTP_MESSAGE_KEYS.tooManyVisits)
        throw new BlockedResponseError('threat')
      }
      const refusal = refusalMessage(response.config, response.data)
      if (refusal) warnMessage(refusal)
      return response
    },
    (error: unknown) => {
      if (!axios.isAxiosError(error) || axios.isCancel(error)) throw error
      const response = error.response
      if (!response) {
        if (error.code && NETWORK_ERROR_CODES.has(error.code)) notify('error', HTTP_MESSAGE_KEYS.network)
        throw error
      }
      checkClock(response)
      const { status } = response
      const bodyCode = (response.data as { code?: unknown } | null)?.code
      if (isThreatPage(response)) {
        notify('warning', HTTP_MESSAGE_KEYS.tooManyVisits)
        throw new BlockedResponseError('threat')
      }
      // Whether this answer already has its notice (or a reload): the service's message is not added.
      let handled = true
      if (status === 401 || (status === 403 && bodyCode === 'RESTRICT_LOGIN')) {
        // Only a logged-in page ends its session; a login form shows the rejection itself.
        if (isLoginFlagSet() && !sessionEnded) {
          sessionEnded = true
          onSessionEnd()
          reload()
        } else handled = sessionEnded
      } else if (status === 429) {
        if (!error.config?.ownTooMany) notify('warning', HTTP_MESSAGE_KEYS.tooMany)
      } else if (status === 503) {
        // The database is briefly out of reach: nothing was lost, trying again works.
        notify('warning', HTTP_MESSAGE_KEYS.unavailable)
      } else if (status >= 500) {
        notify('error', HTTP_MESSAGE_KEYS.serverError)
      } else handled = false
      const refusal = handled ? null : refusalMessage(error.config, response.data)
      if (refusal) {
        warnMessage(refusal)
        warnedErrors.add(error)
      }
      throw error
    },
  )

  return client
}
