// @vitest-environment happy-dom
/**
 * Issue item 11: a code requested again too soon (429 + Retry-After) shows the service's message
 * (which names the seconds) and counts the get-code button down from the server's wait, with no
 * generic "too many requests" toast on top.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios'
import i18next from 'i18next'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { authClient } from '@/features/auth/api'
import { SmsCodeButton } from '@/features/auth/fields'
import { useSendCode } from '@/features/auth/form-kit'
import { useToastStore } from '@/lib/toast'

import zh from '../../locales/zh/auth.json'

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ resources: { zh: { auth: zh } }, lng: 'zh', ns: ['auth'], defaultNS: 'auth' })

const SERVER_MESSAGE = '请求过于频繁，请 42 秒后再试'

function tooSoonAdapter(headers: Record<string, string>, data: unknown): AxiosAdapter {
  return async (config) => {
    // The anti-bot signal's key (fetched before the code request) is served; the code request is too soon.
    if (config.url?.endsWith('/public/botSignalKey')) {
      const key = { kid: '1', publicKey: 'not-a-key', expiresAt: Date.now() + 60_000 }
      return { data: { code: 200, data: key }, status: 200, statusText: 'OK', headers: AxiosHeaders.from({ 'content-type': 'application/json' }), config, request: {} }
    }
    const response = { data, status: 429, statusText: '429', headers: AxiosHeaders.from({ 'content-type': 'application/json', ...headers }), config, request: {} }
    throw new AxiosError('status 429', AxiosError.ERR_BAD_REQUEST, config, {}, response)
  }
}

function Harness() {
  const send = useSendCode('log', async () => ({ ticket: 't', randstr: 'r' }), () => undefined, () => 'failed')
  return <SmsCodeButton phone="13800138000" onPhoneError={() => undefined} request={send} />
}

let root: Root
let container: HTMLElement
let toasts: string[]
let unsubscribe: () => void

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  toasts = []
  unsubscribe = useToastStore.subscribe((state) => {
    if (state.toast) toasts.push(state.toast.message)
  })
})
afterEach(() => {
  unsubscribe()
  act(() => root.unmount())
  container.remove()
})

async function requestTooSoon(headers: Record<string, string>, data: unknown) {
  authClient().defaults.adapter = tooSoonAdapter(headers, data)
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    ),
  )
  const button = container.querySelector<HTMLButtonElement>('[data-testid="sms-code-button"]')!
  expect(button.textContent).toBe('获取验证码')
  await act(async () => button.click())
  // The request is sent after the anti-bot signal is sealed (its code loads on demand).
  await vi.waitFor(
    async () => {
      await act(async () => undefined)
      expect(button.textContent).not.toBe('获取验证码')
    },
    { timeout: 5_000 },
  )
  return button
}

describe('SMS code requested too soon', () => {
  it('counts down from Retry-After and shows the service message, not the generic toast', async () => {
    const button = await requestTooSoon({ 'retry-after': '42' }, { code: 429, message: SERVER_MESSAGE })
    expect(button.textContent).toBe('42s')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(useToastStore.getState().toast?.message).toBe(SERVER_MESSAGE)
    expect(toasts).toEqual([SERVER_MESSAGE])
    expect(toasts).not.toContain('http.tooMany')
  })

  it('falls back to the seconds in the body params', async () => {
    const button = await requestTooSoon({}, { code: 429, message: SERVER_MESSAGE, params: { seconds: 17 } })
    expect(button.textContent).toBe('17s')
  })
})
