/**
 * Issue 16 in Chromium, as a new seller would: on a phone and on a desktop, a guest presses Draw,
 * registers through the activity sheet (slider + SMS code), draws, sees the right popup, fills in
 * the delivery details of the physical prize, and a marketer finds the claim in the admin and
 * ships it. Each test publishes its own campaign (starting now, so the pages show it): one
 * physical prize of stock 1 and no "no prize" share, so the first draw wins and the second,
 * the stock gone, does not.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { USER_AGENTS } from '../helpers/user-agents'
import { adminToken } from '../helpers/server'
import { logIn } from './admin'
import { solveSlider, strings } from './page-helpers'

const PHONE = { viewport: { width: 390, height: 844 }, userAgent: USER_AGENTS['iPhone Safari'].ua, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }



/** Publishes a campaign that starts now (the pages' current one) and waits until the page shows it. */
async function publishCampaign(request: APIRequestContext, baseURL: string, label: string): Promise<{ title: string; prize: string }> {
  const token = await adminToken(baseURL)
  const title = `E2E lottery ${label} ${Date.now()}`
  const prize = `E2E handbook ${label}`
  const activityId = 500_000 + (Date.now() % 1_000_000)
  // In the default language: publishing requires it; the en and ru pages fall back to it.
  const created = await request.post('/cms-api/lottery-campaigns?locale=zh', {
    headers: { authorization: `JWT ${token}` },
    data: {
      _status: 'published',
      title,
      activityId,
      startsAt: new Date(Date.now() - 1000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      noPrizeWeight: 0,
      chances: { perRegistration: 2, perInvite: 1, daily: 0 },
      prizes: [{ name: prize, kind: 'physical', stock: 1, weight: 1 }],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  // The publish regenerates the lottery pages (desktop and /m) in the background.
  await expect(async () => {
    const desktop = await (await request.get('/en/lottery', { headers: { 'user-agent': USER_AGENTS['desktop Chrome'].ua } })).text()
    const phone = await (await request.get('/en/m/lottery', { headers: { 'user-agent': PHONE.userAgent } })).text()
    expect(desktop).toContain(title)
    expect(phone).toContain(title)
  }).toPass({ timeout: 20_000 })
  return { title, prize }
}

/** Draw as a guest → the activity sheet → register with an SMS code → the lottery toast and two chances. */
async function registerThroughActivitySheet(page: Page, baseURL: string) {
  const auth = strings('en', 'auth')
  const phone = freshPhone()
  await page.getByTestId('lottery-draw').click()
  const sheet = page.getByRole('dialog', { name: auth.sheet.activityTitle })
  await expect(sheet).toBeVisible()
  await sheet.getByLabel(auth.sheet.phone, { exact: true }).fill(phone)
  await sheet.getByTestId('sms-code-button').click()
  await solveSlider(page)
  await sheet.getByLabel(auth.sheet.smsCode, { exact: true }).fill(await lastSmsCode(baseURL, phone, 'reg'))
  await sheet.getByRole('button', { name: auth.sheet.registerNow, exact: true }).click()
  await expect(page.getByTestId('toast')).toHaveText(auth.message.activityRegistered)
  await expect(page.getByTestId('lottery-chances')).toContainText('2')
  return phone
}

async function fillDelivery(scope: Page | ReturnType<Page['getByTestId']>, name: string) {
  await scope.getByTestId('delivery-name').fill('')
  await scope.getByTestId('delivery-phone').fill('12345')
  await scope.getByTestId('delivery-address').fill('abc')
  await scope.getByTestId('delivery-submit').click()
  // Bad input is said in the user's language and nothing is lost.
  const service = strings('en', 'service') as unknown as Record<string, string>
  await expect(scope.getByText(service.recipientNameRequired)).toBeVisible()
  await expect(scope.getByTestId('delivery-address')).toHaveValue('abc')
  await scope.getByTestId('delivery-name').fill(name)
  await scope.getByTestId('delivery-phone').fill('13800138000')
  await scope.getByTestId('delivery-address').fill('Shenzhen, Nanshan District, Keji Road 1')
  await scope.getByTestId('delivery-submit').click()
}

/** The marketer sees the claim in the admin and ships it with a tracking number. */
async function shipInAdmin(page: Page, recipient: string, tracking: string) {
  await logIn(page)
  await page.goto('/admin/collections/lottery-claims')
  await page.getByRole('link', { name: /E2E handbook/ }).first().waitFor()
  const row = page.locator('tr', { hasText: recipient })
  await expect(row).toBeVisible()
  await row.getByRole('link').first().click()
  await page.locator('#field-trackingNumber').fill(tracking)
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: /Shipped|已发货/ }).click()
  await page.getByRole('button', { name: /Save|保存/ }).click()
  await expect(page.getByText(/successfully|成功/).first()).toBeVisible()
}

test.describe('on a phone', () => {
  test.use(PHONE)

  test('a guest registers through the activity sheet, wins, claims on /m/DeliveryInfo; shipped in the admin, the seller sees it', async ({ page, baseURL, request, browser }) => {
    const { title, prize } = await publishCampaign(request, baseURL as string, 'phone')
    await page.goto('/en/lottery')
    await expect(page).toHaveURL(/\/en\/m\/lottery$/)
    await expect(page.getByText(title)).toBeVisible()
    await expect(page.getByTestId('lottery-cell')).toHaveCount(8)

    await registerThroughActivitySheet(page, baseURL as string)
    await page.getByTestId('lottery-draw').click()
    const won = page.getByTestId('lottery-popup-won')
    await expect(won).toBeVisible({ timeout: 15_000 })
    await expect(won).toContainText(prize)
    await expect(page.getByTestId('lottery-chances')).toContainText('1')
    await won.getByTestId('lottery-claim').click()
    await expect(page).toHaveURL(/\/en\/m\/DeliveryInfo\?drawId=\d+$/)
    // A name of this run only: the admin's list holds earlier runs' claims too.
    const recipient = `Li Lei ${Date.now() % 1_000_000}`
    await fillDelivery(page, recipient)
    await expect(page).toHaveURL(/\/en\/m\/ReceivePrize/)
    await expect(page.getByTestId('receive-prize-item').first()).toContainText(prize)
    // "Mobile without header" (spec section 2): the page's own banner with the back button, no site header.
    await expect(page.getByTestId('mobile-header')).toHaveCount(0)
    await expect(page.getByTestId('receive-prize-header').getByTestId('mobile-back')).toBeVisible()

    // The stock is gone: the second draw is "not won".
    await page.goto('/en/m/lottery')
    await page.getByTestId('lottery-draw').click()
    await expect(page.getByTestId('lottery-popup-not-won')).toBeVisible({ timeout: 15_000 })
    await page.keyboard.press('Escape')
    // The winning record: this lottery's prize, and the way to every prize won.
    await page.getByTestId('lottery-open-records').click()
    await expect(page.getByTestId('lottery-popup-records')).toContainText(prize)
    await expect(page.getByTestId('lottery-all-prizes')).toHaveAttribute('href', '/en/m/ReceivePrize')

    const marketer = await browser.newPage()
    await shipInAdmin(marketer, recipient, 'SF-E2E-PHONE-1')
    await marketer.close()
    await page.goto('/en/m/ReceivePrize')
    await expect(page.getByTestId('receive-prize-item').first()).toContainText('SF-E2E-PHONE-1')
  })
})

test('on a desktop: guest → activity sheet → win → delivery dialog → my prizes; rules and invite link', async ({ page, baseURL, request, context }) => {
  const { prize } = await publishCampaign(request, baseURL as string, 'desktop')
  await page.goto('/en/lottery')
  await expect(page).toHaveURL(/\/en\/lottery$/)
  await page.getByTestId('lottery-open-rules').click()
  await expect(page.getByTestId('lottery-popup-rules')).toBeVisible()
  await page.keyboard.press('Escape')

  await registerThroughActivitySheet(page, baseURL as string)
  await page.getByTestId('lottery-draw').click()
  const won = page.getByTestId('lottery-popup-won')
  await expect(won).toContainText(prize, { timeout: 15_000 })
  await won.getByTestId('lottery-claim').click()
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('delivery-submit') })
  await fillDelivery(dialog.first() as unknown as Page, 'Han Meimei')
  await expect(page.getByTestId('toast')).toHaveText(strings('en', 'service').deliverySaved as unknown as string)

  await page.getByTestId('lottery-open-records').click()
  const records = page.getByTestId('lottery-popup-records')
  await expect(records).toContainText(prize)
  await page.keyboard.press('Escape')

  // The invite link carries the seller's code; copying it says so.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const link = await page.getByTestId('lottery-invite-link').inputValue()
  expect(link).toMatch(/\/en\/lottery\?aic=[0-9A-F]{10}&actId=\d+$/)
  await page.getByTestId('lottery-copy-invite').click()
  await expect(page.getByTestId('lottery-popup-copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
})
