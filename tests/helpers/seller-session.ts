/** A registered seller whose session a Playwright browser context carries (registered over HTTP). */
import type { BrowserContext } from '@playwright/test'

import { freshPhone, lastSmsCode } from './fixtures'
import { SellerClient } from './user-client'

export async function registerSeller(baseURL: string): Promise<{ client: SellerClient; phone: string }> {
  const client = new SellerClient(baseURL)
  const phone = freshPhone()
  await client.sendCode(phone, 'reg')
  const code = await lastSmsCode(baseURL, phone, 'reg')
  const registered = await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code, tenantId: '1' })
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`)
  return { client, phone }
}

/** Logs the browser in as a new seller: session cookies plus the isLogin flag the top bar reads. */
export async function logInAsSeller(context: BrowserContext, baseURL: string): Promise<{ phone: string }> {
  const { client, phone } = await registerSeller(baseURL)
  const host = new URL(baseURL).hostname
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, domain: host, path: '/' })))
  // Once per tab (a later logout must stick): the flag the top bar reads, as a login leaves it.
  await context.addInitScript(() => {
    if (window.sessionStorage.getItem('e2e-logged-in')) return
    window.sessionStorage.setItem('e2e-logged-in', '1')
    window.localStorage.setItem('isLogin', 'true')
  })
  return { phone }
}
