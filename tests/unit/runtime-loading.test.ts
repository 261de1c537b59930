import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { AUTH_TRIGGER_ATTRIBUTE, REGISTRATION_POPUP_COOKIE } from '@/features/auth/registration-popup'
import { IS_LOGIN_KEY } from '@/lib/local-storage'
import {
  CLICKED_BEFORE_RUNTIME_KEY,
  RUNTIME_BOOT_SCRIPT,
  RUNTIME_PENDING_ATTRIBUTE,
  RUNTIME_READY_EVENT,
  RUNTIME_TEMPLATE_ID,
  runtimeStart,
  SPINNER_TIMEOUT_MS,
  startsRuntimeAtIdle,
} from '@/lib/runtime-loading'

const bootScript = readFileSync(`public${RUNTIME_BOOT_SCRIPT}`, 'utf8')

describe('runtime start', () => {
  it('the boot script uses the names the app uses (it has no imports: a rename must reach it)', () => {
    for (const name of [RUNTIME_TEMPLATE_ID, RUNTIME_READY_EVENT, CLICKED_BEFORE_RUNTIME_KEY, IS_LOGIN_KEY]) {
      expect(bootScript).toContain(`'${name}'`)
    }
    expect(bootScript).toContain(`'[${AUTH_TRIGGER_ATTRIBUTE}], [role="dialog"]'`)
    expect(bootScript).toContain(`/(?:^|;\\s*)${REGISTRATION_POPUP_COOKIE}=/`)
  })

  it('a held click shows the spinner for 1500 ms at most (spec section 9), drawn by the global styles', () => {
    expect(SPINNER_TIMEOUT_MS).toBe(1500)
    expect(bootScript).toContain(`SPINNER_TIMEOUT_MS = ${SPINNER_TIMEOUT_MS}`)
    expect(bootScript).toContain(`'${RUNTIME_PENDING_ATTRIBUTE}'`)
    expect(readFileSync('src/styles/globals.scss', 'utf8')).toContain(`html[${RUNTIME_PENDING_ATTRIBUTE}] body::after`)
  })

  it('content pages and the login forms start the runtime at idle; the account and error pages with the page', () => {
    for (const page of ['/', '/about', '/404', '/login', '/register', '/QACommunity', '/answerDetail/[id]', '/article/operate/[id]', '/lesson/[id]', '/business-college/[list]/[page]', '/m/DeliveryInfo']) {
      expect(startsRuntimeAtIdle(page, 'idle'), page).toBe(true)
      expect(startsRuntimeAtIdle(page, 'page'), page).toBe(false)
    }
    for (const page of ['/account', '/moreShopAuthorize', '/success', '/oauth', '/oauth/wechat-scan', '/_error', '/500']) expect(startsRuntimeAtIdle(page, 'idle'), page).toBe(false)
  })

  it('RUNTIME_START turns idle start off; anything else keeps the default', () => {
    expect(runtimeStart('page')).toBe('page')
    for (const value of [undefined, '', 'idle', 'PAGE', 'off']) expect(runtimeStart(value), String(value)).toBe('idle')
  })

  it('the boot script never waits for a touch: it starts the runtime once the page has loaded', () => {
    expect(bootScript).toMatch(/addEventListener\('load'/)
    expect(bootScript).toContain('requestIdleCallback(start')
  })
})
