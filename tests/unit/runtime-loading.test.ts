import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { AUTH_TRIGGER_ATTRIBUTE, REGISTRATION_POPUP_COOKIE, REGISTRATION_POPUP_DELAY_MS } from '@/features/auth/registration-popup'
import { IS_LOGIN_KEY } from '@/lib/local-storage'
import { CLICKED_BEFORE_RUNTIME_KEY, loadsRuntimeOnDemand, RUNTIME_BOOT_SCRIPT, RUNTIME_READY_EVENT, RUNTIME_TEMPLATE_ID } from '@/lib/runtime-loading'

const bootScript = readFileSync(`public${RUNTIME_BOOT_SCRIPT}`, 'utf8')

describe('runtime on demand', () => {
  it('the boot script uses the names the app uses (it has no imports: a rename must reach it)', () => {
    for (const name of [RUNTIME_TEMPLATE_ID, RUNTIME_READY_EVENT, CLICKED_BEFORE_RUNTIME_KEY, IS_LOGIN_KEY]) {
      expect(bootScript).toContain(`'${name}'`)
    }
    expect(bootScript).toContain(`'[${AUTH_TRIGGER_ATTRIBUTE}], [role="dialog"]'`)
    expect(bootScript).toContain(`/(?:^|;\\s*)${REGISTRATION_POPUP_COOKIE}=/`)
    expect(bootScript).toContain(`POPUP_DELAY_MS = ${REGISTRATION_POPUP_DELAY_MS}`)
  })

  it('content pages and the login forms load the runtime on demand; the account and error pages with the page', () => {
    for (const page of ['/', '/about', '/404', '/login', '/register', '/QACommunity', '/answerDetail/[id]', '/article/operate/[id]', '/lesson/[id]', '/business-college/[list]/[page]']) {
      expect(loadsRuntimeOnDemand(page), page).toBe(true)
    }
    for (const page of ['/account', '/success', '/_error', '/500']) expect(loadsRuntimeOnDemand(page), page).toBe(false)
  })
})
