/**
 * Plans and prices (/pricing, /m/pricing): the seeded demo plans in three languages with the
 * period's saving and both currencies, the comparison table and the FAQ; "start the free trial"
 * registering a Russian number and coming back with the trial, given once; a signed-in seller
 * starting it in place; the links from the top bar, footer and account page; an admin's price
 * change on the page within seconds; the phone twin.
 */
import { expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { pricingFor } from '../../cms/seed/data/pricing'
import { defaultCurrency, formatPrice, periodOffer, priceIn } from '../../src/lib/pricing/offer'
import { freshRussianPhone, lastSmsCode, storedPhone } from '../helpers/fixtures'
import { logInAsSeller } from '../helpers/seller-session'
import { adminToken, cmsAsAdmin } from '../helpers/server'
import { USER_AGENTS } from '../helpers/user-agents'
import { solveSlider, strings } from './page-helpers'
import { holdRuntime, runtimeUp } from './runtime'

type Pricing = { trial: Record<string, string>; periods: Record<string, string>; currencies: Record<string, string>; [key: string]: unknown }
const card = (page: Page, tier: string) => page.locator(`[data-testid="pricing-card"][data-tier="${tier}"]`)

for (const [locale, prefix] of [
  ['zh', ''],
  ['en', '/en'],
  ['ru', '/ru'],
] as const) {
  const pricing = strings<Pricing>(locale, 'pricing')
  const tiers = (strings(locale, 'account').plans as unknown as Record<string, Record<string, string>>).tiers
  const seed = pricingFor(locale)

  test(`${locale}: the plans in the page's currency, a period's saving, the other currency, the table and the FAQ`, async ({ page }) => {
    await page.goto(`${prefix}/pricing`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.title)
    await expect(page.getByTestId('pricing-demo')).toHaveText(pricing.demo as string)
    await expect(page.getByTestId('pricing-card')).toHaveCount(4)
    await expect(card(page, 'operation').getByRole('heading')).toHaveText(tiers.operation)

    const currency = defaultCurrency(locale)
    const other = currency === 'CNY' ? 'RUB' : 'CNY'
    const operation = seed.tiers.operation
    const shown = (value: number, inCurrency: 'CNY' | 'RUB') => formatPrice(value, inCurrency, locale)
    await expect(card(page, 'operation').getByTestId('pricing-price')).toContainText(shown(priceIn(operation.month, currency)!, currency))
    await expect(card(page, 'operation').getByTestId('pricing-saving')).toHaveCount(0)

    // A year: its price, and what it saves against twelve months.
    await page.getByTestId('pricing-period').getByRole('radio', { name: pricing.periods.year, exact: true }).check()
    const year = priceIn(operation.year, currency)!
    await expect(card(page, 'operation').getByTestId('pricing-price')).toContainText(shown(year, currency))
    const { savingPercent } = periodOffer(priceIn(operation.month, currency), year, 'year')
    expect(savingPercent).toBeGreaterThan(0)
    await expect(card(page, 'operation').getByTestId('pricing-saving')).toHaveText(String(pricing.save).replace('{{percent}}', String(savingPercent)))

    // The other currency, same period.
    await page.getByTestId('pricing-currency').getByRole('radio', { name: pricing.currencies[other], exact: true }).check()
    await expect(card(page, 'operation').getByTestId('pricing-price')).toContainText(shown(priceIn(operation.year, other)!, other))

    const table = page.getByTestId('pricing-compare')
    await expect(table.locator('tbody tr')).toHaveCount(seed.features.length)
    await expect(table.locator('tbody tr').first().locator('th')).toHaveText(seed.features[0].label)
    const faq = page.getByTestId('pricing-faq').first()
    await expect(faq.getByText(seed.faq[0].answer)).toBeHidden()
    await faq.getByText(seed.faq[0].question).click()
    await expect(faq.getByText(seed.faq[0].answer)).toBeVisible()
  })

  test(`${locale}: the top bar and the footer lead to the plans`, async ({ page }) => {
    const nav = strings(locale, 'common').nav as Record<string, string>
    await page.goto(prefix || '/')
    await expect(page.getByTestId('site-footer').getByRole('link', { name: nav.pricing, exact: true })).toHaveAttribute('href', `${prefix}/pricing`)
    await page.getByTestId('nav-pricing').click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/pricing$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.title)
  })
}

test('ru: a Russian number registers from "start the free trial", comes back with the trial, and gets it only once', async ({ page, baseURL }) => {
  const pricing = strings<Pricing>('ru', 'pricing')
  const sheet = strings('ru', 'auth').sheet
  const phone = freshRussianPhone()
  await page.goto('/ru/pricing')
  await expect(page.getByRole('heading', { level: 2, name: pricing.trial.title.replace('{{days}}', '3') })).toBeVisible()
  await page.getByTestId('pricing-trial').getByTestId('trial-start').click()

  const register = page.getByRole('dialog', { name: sheet.registerTitle })
  await expect(register.getByTestId('phone-country')).toHaveValue('RU')
  await register.getByLabel(sheet.phone, { exact: true }).fill(phone.slice(2))
  await register.getByTestId('sms-code-button').click()
  await solveSlider(page)
  await register.getByLabel(sheet.smsCode, { exact: true }).fill(await lastSmsCode(baseURL as string, phone, 'reg'))
  await register.getByRole('button', { name: sheet.registerNow, exact: true }).click()

  // Back on the plans (the query that asked for the trial dropped), the trial started.
  await expect(page).toHaveURL(/\/ru\/pricing$/)
  const state = page.getByTestId('trial-state')
  await expect(state).toContainText(pricing.trial.given.split('{{days}}')[0])
  await expect(state).toContainText('3')
  await expect(page.getByTestId('trial-workbench')).toHaveText(pricing.trial.workbench)

  // Read again later: a running membership, no second offer.
  await page.reload()
  await expect(state).toHaveText(new RegExp(`^${pricing.trial.active.split('{{date}}')[0]}`))
  await expect(page.getByTestId('pricing-trial').getByTestId('trial-start')).toHaveCount(0)

  // Once it has run out, the trial is not offered again: the page says it was used.
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
  try {
    await db.query(`UPDATE sellers SET membership_maturity_time = now() - interval '1 day' WHERE phone = $1`, [storedPhone(phone)])
  } finally {
    await db.end()
  }
  await page.reload()
  await expect(state).toHaveText(pricing.trial.used)
  await expect(page.getByTestId('trial-workbench')).toHaveText(pricing.trial.buy)
  await expect(page.getByTestId('pricing-trial').getByTestId('trial-start')).toHaveCount(0)
})

test('en: a signed-in seller without a membership starts the trial in place; the account page links to the plans', async ({ page, context, baseURL }) => {
  const pricing = strings<Pricing>('en', 'pricing')
  const account = strings('en', 'account') as unknown as Record<string, string>
  await logInAsSeller(context, baseURL as string)
  // A shared or stale "come back for the trial" link gives nothing by itself: the query goes, the offer stays.
  await page.goto('/en/pricing?trial=start')
  await expect(page).toHaveURL(/\/en\/pricing$/)
  await expect(page.getByTestId('pricing-trial').getByTestId('trial-start')).toBeVisible()

  await page.goto('/en/account')
  await expect(page.getByTestId('account-membership')).toHaveText(account.noMembership)
  await page.getByTestId('account-pricing-link').click()
  await expect(page).toHaveURL(/\/en\/pricing$/)

  const trial = page.getByTestId('pricing-trial')
  await trial.getByTestId('trial-start').click()
  await expect(page.getByTestId('trial-state')).toHaveText(/^Your 3-day free trial has started: active until /)
  // Signed in, each plan leads to the workbench to buy.
  await expect(page.getByTestId('pricing-card').first().getByRole('link', { name: pricing.trial.buy })).toBeVisible()

  await page.goto('/en/account')
  await expect(page.getByTestId('account-membership')).not.toHaveText(account.noMembership)
  await expect(page.getByTestId('trial-used')).toHaveCount(0)
})

test('an admin\'s price change shows on the page within seconds', async ({ page, baseURL }) => {
  const base = baseURL as string
  const token = await adminToken(base)
  type Doc = { tiers: { starter: { month: { cny: number | null } } } }
  const original = await cmsAsAdmin<Doc>(base, token, '/globals/pricing?locale=en&depth=0')
  // More than cents is refused, in the admin's language.
  const refused = structuredClone(original)
  refused.tiers.starter.month.cny = 19.999
  await expect(cmsAsAdmin(base, token, '/globals/pricing?locale=en', { method: 'POST', body: JSON.stringify(refused), headers: { 'accept-language': 'en' } })).rejects.toThrow(/: 400 .*(Price, CNY|价格（人民币）)/)

  const changed = structuredClone(original)
  changed.tiers.starter.month.cny = 123
  await cmsAsAdmin(base, token, '/globals/pricing?locale=en', { method: 'POST', body: JSON.stringify(changed) })
  try {
    await expect
      .poll(
        async () => {
          await page.goto('/en/pricing')
          return page.locator('[data-testid="pricing-card"][data-tier="starter"]').getByTestId('pricing-price').textContent()
        },
        { timeout: 20_000 },
      )
      .toContain('¥123')
  } finally {
    await cmsAsAdmin(base, token, '/globals/pricing?locale=en', { method: 'POST', body: JSON.stringify(original) })
  }
})

test('a period chosen before the runtime ran is applied once it has', async ({ page }) => {
  const pricing = strings<Pricing>('en', 'pricing')
  const seed = pricingFor('en')
  const release = await holdRuntime(page)
  await page.goto('/en/pricing')
  expect(await runtimeUp(page)).toBe(false)
  await page.getByTestId('pricing-period').getByRole('radio', { name: pricing.periods.quarter, exact: true }).click()
  await release()
  await expect(card(page, 'starter').getByTestId('pricing-price')).toContainText(formatPrice(seed.tiers.starter.quarter.cny, 'CNY', 'en'))
  await expect(page.getByTestId('pricing-period').getByRole('radio', { name: pricing.periods.quarter })).toBeChecked()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: USER_AGENTS['iPhone Safari'].ua, isMobile: true, hasTouch: true })

  test('the plans open as the /m twin with the same prices, and the product page links there', async ({ page }) => {
    const seed = pricingFor('ru')
    await page.goto('/ru/pricing')
    await expect(page).toHaveURL(/\/ru\/m\/pricing$/)
    await expect(page.getByTestId('mobile-layout')).toBeVisible()
    await expect(page.locator('[data-testid="pricing-card"][data-tier="ultimate"]').getByTestId('pricing-price')).toContainText(formatPrice(seed.tiers.ultimate.month.rub, 'RUB', 'ru'))
    await page.goto('/ru/m/product')
    await page.getByTestId('product-pricing').click()
    await expect(page).toHaveURL(/\/ru\/m\/pricing$/)
  })
})
