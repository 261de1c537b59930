/**
 * The anti-bot signal seen from a browser a program drives: Playwright's Chromium as it starts by
 * default says so (navigator.webdriver), and the site refuses its SMS-code and login requests with
 * a clear message, sending nothing. Every other e2e file runs Chromium as a person's browser
 * (playwright.config.ts, scripts/lib/chromium.ts PERSON_ARGS), where the same forms work
 * (portal.spec.ts registers and logs in through them).
 */
import { expect, test } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium'
import { freshPhone } from '../helpers/fixtures'
import { solveSlider, strings } from './page-helpers'

// Chromium as Playwright launches it: the WebDriver flag on.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } })

for (const [locale, prefix] of [
  ['zh', ''],
  ['en', '/en'],
  ['ru', '/ru'],
] as const) {
  const { sheet } = strings(locale, 'auth')
  const service = strings(locale, 'service') as unknown as Record<string, string>

  test(`${locale}: an automated browser is refused codes and logins, with the reason, and nothing is sent`, async ({ page, baseURL }) => {
    await page.goto(`${prefix}/login`)
    expect(await page.evaluate(() => navigator.webdriver)).toBe(true)
    const form = page.locator('main')
    const phone = freshPhone()

    await form.getByRole('tab', { name: sheet.smsTab }).click()
    await form.getByLabel(sheet.phone, { exact: true }).fill(phone)
    await form.getByTestId('sms-code-button').click()
    await solveSlider(page)
    await expect(form.getByRole('alert')).toHaveText(service.automationRefused)
    const inbox = await (await fetch(`${baseURL}/api/dev/sms?phone=${phone}`)).json()
    expect(inbox.messages).toEqual([])

    await form.getByRole('tab', { name: sheet.passwordTab }).click()
    await form.getByLabel(sheet.phone, { exact: true }).fill(phone)
    await form.getByLabel(sheet.password, { exact: true }).fill('abc12345')
    await form.getByRole('button', { name: sheet.loginNow, exact: true }).click()
    await solveSlider(page)
    await expect(form.getByRole('alert')).toHaveText(service.automationRefused)
  })
}
