/**
 * Issue 19 in Chromium: from the account page a seller opens /moreShopAuthorize, is told what a
 * wrong API key looks like, connects a shop (masked afterwards, never shown again) and removes it;
 * a guest is asked to log in.
 */
import { expect, test } from '@playwright/test'

import { adminToken, cmsAsAdmin } from '../helpers/server'
import { logInAsSeller } from '../helpers/seller-session'
import { strings } from './page-helpers'
import { storedPhone } from '../helpers/fixtures'

const account = strings<Record<string, string> & { shops: Record<string, string> }>('en', 'account')
const auth = strings('en', 'auth')
const service = strings<Record<string, string>>('en', 'service')

test('a seller connects an Ozon shop from the account page, sees it masked and removes it', async ({ page, context, baseURL }) => {
  await logInAsSeller(context, baseURL as string)
  await page.goto('/en/account')
  await page.getByTestId('account-shops-link').click()
  await expect(page).toHaveURL(/\/en\/moreShopAuthorize$/)
  await expect(page.getByTestId('shop-list')).toContainText(account.shops.none)

  const key = crypto.randomUUID()
  await page.getByLabel('Client-Id', { exact: true }).fill('12345x')
  await page.getByLabel(account.shops.apiKey, { exact: true }).fill('my-key')
  await page.getByRole('button', { name: account.shops.add }).click()
  await expect(page.getByText(auth.validation.shopClientIdInvalid)).toBeVisible()
  await expect(page.getByText(auth.validation.shopApiKeyInvalid)).toBeVisible()

  await page.getByLabel('Client-Id', { exact: true }).fill('1234567')
  await page.getByLabel(account.shops.apiKey, { exact: true }).fill(key)
  await page.getByLabel(account.shops.name, { exact: true }).fill('Home goods')
  await page.getByRole('button', { name: account.shops.add }).click()
  await expect(page.getByTestId('toast')).toHaveText(service.shopSaved)
  const shop = page.getByTestId('shop')
  await expect(shop).toHaveCount(1)
  await expect(shop).toContainText('Home goods')
  await expect(shop).toContainText('1234567')
  await expect(shop).toContainText(key.slice(-4))
  await expect(shop).toContainText(account.shops.unchecked)
  // The key is gone from the form and shown nowhere in full.
  await expect(page.getByLabel(account.shops.apiKey, { exact: true })).toHaveValue('')
  expect(await page.content()).not.toContain(key.slice(0, 8))

  page.once('dialog', (dialog) => void dialog.accept())
  await shop.getByRole('button', { name: account.shops.delete }).click()
  await expect(page.getByTestId('shop')).toHaveCount(0)
  await expect(page.getByTestId('shop-list')).toContainText(account.shops.none)
})

test('a guest on /moreShopAuthorize is asked to log in (all three languages answer)', async ({ page }) => {
  for (const prefix of ['', '/en', '/ru']) {
    const response = await page.goto(`${prefix}/moreShopAuthorize`)
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('shops-guest')).toBeVisible()
  }
})

test('the account page names the plan (spec plan codes) and says when an expired membership ended', async ({ page, context, baseURL }) => {
  const base = baseURL as string
  const { phone } = await logInAsSeller(context, base)
  const token = await adminToken(base)
  const found = await cmsAsAdmin<{ docs: Array<{ id: number }> }>(base, token, `/sellers?where[phone][equals]=${encodeURIComponent(storedPhone(phone))}&depth=0`)
  await cmsAsAdmin(base, token, `/sellers/${found.docs[0]!.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ membership: { planCode: '115', maturityTime: '2026-01-31T10:00:00.000Z' } }),
  })
  await page.goto('/en/account')
  await expect(page.getByTestId('account-plan')).toHaveText('Plan: Professional (quarter)')
  await expect(page.getByTestId('account-membership')).toHaveText(/^Membership expired on January 31, 2026$/)
})
