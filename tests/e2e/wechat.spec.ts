/**
 * Issue 19 in Chromium with the local WeChat provider (its simulated scan page): a new visitor
 * logs in by WeChat QR and links a phone, in each language, and comes back to the page they were
 * on; the same WeChat then logs straight in; a seller links WeChat on the account page; a seller
 * under a risk level verifies with an SMS code before the session starts; /oauth explains itself.
 */
import { expect, type Page, test } from '@playwright/test'

import { forgetResendGate, freshPhone, freshRussianPhone, lastSmsCode } from '../helpers/fixtures'
import { adminToken, cmsAsAdmin } from '../helpers/server'
import { logInAsSeller } from '../helpers/seller-session'
import { SellerClient } from '../helpers/user-client'
import { solveSlider, strings } from './page-helpers'

const header = (page: Page) => page.getByTestId('site-header')
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** On the simulated WeChat page: scan as `name` and confirm on the "phone". */
async function confirmScan(page: Page, locale: string, name: string) {
  const auth = strings(locale, 'auth')
  await expect(page.getByTestId('wechat-scan')).toBeVisible()
  await page.getByLabel(auth.wechat.simName, { exact: true }).fill(name)
  await page.getByRole('button', { name: auth.wechat.simConfirm }).click()
}

for (const [locale, prefix] of [
  ['zh', ''],
  ['en', '/en'],
  ['ru', '/ru'],
] as const) {
  const auth = strings(locale, 'auth')
  const common = strings(locale, 'common')

  test(`${locale}: a new visitor logs in by WeChat QR, links a phone and is back on the page; the next scan logs straight in`, async ({ page, browser, baseURL }) => {
    const name = `${locale} WeChat ${unique()}`
    // On Russian pages the selector starts at +7: a Russian number, typed without its code.
    const phone = locale === 'ru' ? freshRussianPhone() : freshPhone()
    await page.goto(`${prefix}/QACommunity`)
    await header(page).getByTestId('login-link').click()
    const sheet = page.getByRole('dialog', { name: auth.sheet.loginTitle })
    await sheet.getByRole('tab', { name: auth.sheet.wechatTab }).click()
    await expect(sheet.getByText(auth.wechat.scanText)).toBeVisible()
    await sheet.getByRole('button', { name: auth.wechat.showQr }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/oauth/wechat-scan\\?state=`))
    await confirmScan(page, locale, name)

    // An unknown WeChat: link a phone (SMS code after the slider).
    await expect(page).toHaveURL(new RegExp(`${prefix}/oauth$`))
    await expect(page.getByRole('heading', { name: auth.wechat.bindPhoneTitle })).toBeVisible()
    await expect(page.getByTestId('wechat-profile')).toHaveText(name)
    await page.getByLabel(auth.sheet.phone, { exact: true }).fill(locale === 'ru' ? phone.slice(2) : phone)
    await page.getByTestId('sms-code-button').click()
    await solveSlider(page)
    await page.getByLabel(auth.sheet.smsCode, { exact: true }).fill(await lastSmsCode(baseURL as string, phone, 'log'))
    await page.getByRole('button', { name: auth.wechat.bindAndLogin }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/QACommunity$`))
    await expect(page.getByTestId('toast')).toHaveText(auth.wechat.registered)
    await expect(header(page).getByTestId('enter-link')).toHaveText(common.nav.enter)

    // Another browser: the same WeChat user logs in without a phone.
    const other = await browser.newContext({ baseURL })
    const laptop = await other.newPage()
    await laptop.goto(`${prefix}/login`)
    await laptop.getByRole('tab', { name: auth.sheet.wechatTab }).click()
    await laptop.getByRole('button', { name: auth.wechat.showQr }).click()
    await confirmScan(laptop, locale, name)
    await expect(laptop).toHaveURL(`${baseURL}${prefix || '/'}`)
    await expect(laptop.getByTestId('toast')).toHaveText(auth.message.welcome)
    await expect(header(laptop).getByTestId('enter-link')).toBeVisible()
    await other.close()
  })
}

test('a seller links WeChat on the account page by scanning and confirming', async ({ page, context, baseURL }) => {
  const account = strings('en', 'account') as unknown as Record<string, string>
  const auth = strings('en', 'auth')
  await logInAsSeller(context, baseURL as string)
  await page.goto('/en/account')
  const card = page.getByTestId('account-wechat')
  await expect(card).toContainText(account.wechatNotBound)
  await card.getByRole('button', { name: account.wechatLink }).click()
  const name = `Linked ${unique()}`
  await confirmScan(page, 'en', name)
  await expect(page.getByRole('heading', { name: auth.wechat.confirmTitle })).toBeVisible()
  await expect(page.getByTestId('wechat-profile')).toHaveText(name)
  await page.getByRole('button', { name: auth.wechat.confirm, exact: true }).click()
  await expect(page).toHaveURL(/\/en\/account$/)
  await expect(page.getByTestId('account-wechat')).toContainText(account.wechatBound.replace('{{name}}', name))
  // Unlinked again: the button to link comes back.
  await page.getByTestId('account-wechat').getByRole('button', { name: account.wechatUnlink }).click()
  await expect(page.getByTestId('account-wechat').getByRole('button', { name: account.wechatLink })).toBeVisible()
})

test('a seller under a risk level verifies with an SMS code to their phone before the session starts', async ({ page, baseURL }) => {
  const auth = strings('en', 'auth')
  const base = baseURL as string
  const client = new SellerClient(base)
  const phone = freshPhone()
  await client.sendCode(phone, 'reg')
  const registered = await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code: await lastSmsCode(base, phone, 'reg'), password: 'abc12345', tenantId: '1' })
  expect(registered.status).toBe(200)
  const info = await client.call<{ data: { user: { id: number } } }>('GET', '/user/info')
  // The admin marks the account: an anomalous login.
  await cmsAsAdmin(base, await adminToken(base), `/sellers/${info.body.data.user.id}`, { method: 'PATCH', body: JSON.stringify({ riskCode: '70001' }) })

  await page.goto('/en/login')
  await page.getByLabel(auth.sheet.phone, { exact: true }).fill(phone)
  await page.getByLabel(auth.sheet.password, { exact: true }).fill('abc12345')
  await page.getByRole('button', { name: auth.sheet.loginNow, exact: true }).click()
  await solveSlider(page)
  const verify = page.getByTestId('risk-verify')
  await expect(verify.getByRole('heading', { name: auth.risk.title })).toBeVisible()
  await expect(verify).toContainText(auth.risk.codeTo.replace('{{mobile}}', `${phone.slice(0, 3)}****${phone.slice(7)}`))
  // No session yet.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'userToken')).toBeUndefined()
  await forgetResendGate(phone)
  await verify.getByTestId('sms-code-button').click()
  await solveSlider(page)
  await verify.getByLabel(auth.sheet.smsCode, { exact: true }).fill(await lastSmsCode(base, phone, 'log'))
  await verify.getByRole('button', { name: auth.risk.verify }).click()
  // The sheet's auth_success step says so before the session starts.
  await expect(page.getByRole('heading', { name: auth.steps.authSuccessTitle })).toBeVisible()
  await page.getByRole('button', { name: auth.steps.continue }).click()
  await expect(page.getByTestId('logged-in')).toBeVisible()
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'userToken')).toBeDefined()
})

test('/oauth without a scan says what it is for; a forged callback is refused in the page language', async ({ page }) => {
  const en = strings('en', 'auth')
  const ru = strings('ru', 'service') as unknown as Record<string, string>
  await page.goto('/en/oauth')
  await expect(page.getByTestId('oauth')).toContainText(en.wechat.idle)
  await page.getByRole('button', { name: en.wechat.tryAgain }).click()
  await expect(page.getByRole('tab', { name: en.sheet.wechatTab })).toHaveAttribute('aria-selected', 'true')

  await page.goto('/ru/oauth?code=abc&state=forged-state')
  await expect(page.getByTestId('oauth').getByRole('alert')).toHaveText(ru.wechatStateMismatch)
  // The single-use code leaves the address bar.
  await expect(page).toHaveURL(/\/ru\/oauth$/)
})
