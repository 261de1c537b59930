/**
 * The free profit calculator in Chromium, as a guest: a worked example typed in each language
 * (computed by hand below from the seed's demo tariffs and its newest demo rate, 11.3321 RUB per
 * CNY), the reverse modes, bad input, the state in the URL, an earlier tariff version, the phone.
 */
import { readFileSync } from 'node:fs'

import { expect, type Page, test } from '@playwright/test'

import { logInAsSeller } from '../helpers/seller-session'
import { USER_AGENTS } from '../helpers/user-agents'

const PHONE = { viewport: { width: 390, height: 844 }, userAgent: USER_AGENTS['iPhone Safari'].ua, isMobile: true, hasTouch: true }

const LANGUAGES = [
  { prefix: '', decimal: '.', fix: '请修正', heading: '利润计算器' },
  { prefix: '/en', decimal: '.', fix: 'Correct the highlighted', heading: 'Profit calculator' },
  { prefix: '/ru', decimal: ',', fix: 'Исправьте', heading: 'Калькулятор прибыли' },
] as const

/** The input of a field by its form name. */
const field = (page: Page, name: string) => page.locator(`[data-testid="calculator"] [name="${name}"]`)

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = field(page, name)
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value)
    else await control.fill(value)
  }
}

const amount = (text: string, decimal: string) => text.replace('.', decimal)

for (const language of LANGUAGES) {
  test(`a worked FBO example ${language.prefix || '/'}: every line, profit, margin and ROI as computed by hand`, async ({ page }) => {
    await page.goto(`${language.prefix}/calculator`)
    await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible()
    await expect(page.getByTestId('tariffs-demo')).toBeVisible()
    // Electronics under FBO at 2990 RUB: band 1500-5000, 8 + 0 + 1 = 9 %. 40 × 30 × 20 cm = 24 L, 4000 g
    // volumetric: Demo-Rail 4 kg × 18 CNY = 72 CNY = 815.9112 → 815.91 RUB (Demo-Air express 8 × 16 = 128 CNY).
    // Ozon FBO: 20 + 24 × 6.5 + 5.5 % × 2990 (164.45) = 340.45. Purchase 120.5 × 11.3321 = 1365.51805 → 1365.52,
    // freight 8 × 11.3321 = 90.6568 → 90.66. Profit 2990 − 269.10 − 44.85 − 815.91 − 340.45 − 1365.52 − 90.66 = 63.51;
    // 63.51 / 11.3321 = 5.6044 CNY; margin 63.51 / 2990 = 2.124 %; ROI 63.51 / 1456.18 = 4.361 %.
    await fill(page, {
      category: 'electronics',
      scheme: 'fbo',
      purchaseCny: '120.5',
      freightCny: '8',
      otherCny: '0',
      weightG: '800',
      lengthCm: '40',
      widthCm: '30',
      heightCm: '20',
      priceRub: '2990',
      discountPercent: '0',
      adsPercent: '0',
      returnPercent: '0',
    })
    const lines = page.getByTestId('calculator-lines')
    const line = (name: string) => lines.locator(`tr[data-line="${name}"] td`)
    await expect(line('revenue')).toContainText(amount('990.00', language.decimal))
    await expect(line('commission')).toContainText(amount('269.10', language.decimal))
    await expect(line('acquiring')).toContainText(amount('44.85', language.decimal))
    await expect(line('logistics')).toContainText(amount('815.91', language.decimal))
    await expect(line('ozonFees')).toContainText(amount('340.45', language.decimal))
    await expect(line('purchase')).toContainText(amount('365.52', language.decimal))
    await expect(line('freight')).toContainText(amount('90.66', language.decimal))
    await expect(page.getByTestId('profit-rub')).toContainText(amount('63.51', language.decimal))
    await expect(page.getByTestId('profit-cny')).toContainText(amount('5.60', language.decimal))
    await expect(page.getByTestId('margin')).toContainText(amount('2.12', language.decimal))
    await expect(page.getByTestId('roi')).toContainText(amount('4.36', language.decimal))
    // Carriers compared: the rail freight first, the express one after it.
    await expect(page.getByTestId('carrier-table').locator('tbody tr').first()).toHaveAttribute('data-carrier', 'Demo-Rail:big')
    await expect(page.getByTestId('calculator-weight')).toContainText('4')

    // Bad input: a clear message in the page's language, nothing lost elsewhere.
    await fill(page, { purchaseCny: '-5' })
    await expect(page.getByTestId('calculator-results')).toContainText(language.fix)
    await expect(page.locator('[data-testid="calculator"] [role="alert"]').first()).toBeVisible()
    await expect(field(page, 'priceRub')).toHaveValue('2990')
  })
}

test('the state is in the URL: a reload and a shared link show the same calculation', async ({ page }) => {
  await page.goto('/en/calculator')
  await fill(page, { purchaseCny: '45.5', category: 'beauty' })
  await expect(page).toHaveURL(/[?&]p=45\.5/)
  await expect(page).toHaveURL(/[?&]c=beauty/)
  const profit = await page.getByTestId('profit-rub').textContent()
  await page.reload()
  await expect(field(page, 'purchaseCny')).toHaveValue('45.5')
  await expect(field(page, 'category')).toHaveValue('beauty')
  await expect(page.getByTestId('profit-rub')).toHaveText(profit ?? '')
})

test('typing with a pause keeps the field, its focus and every character while the URL follows', async ({ page }) => {
  await page.goto('/en/calculator')
  const price = field(page, 'priceRub')
  await price.fill('')
  await price.pressSequentially('19')
  await expect(page).toHaveURL(/[?&]pr=19(&|$)/)
  await page.keyboard.type('99')
  await expect(price).toBeFocused()
  await expect(price).toHaveValue('1999')
  await expect(page).toHaveURL(/[?&]pr=1999(&|$)/)
})

test('a guest is asked to log in to save; a seller saves two, compares them on /account, exports and reopens one', async ({ page, context, baseURL }) => {
  await page.goto('/ru/calculator')
  await expect(page.getByTestId('save-calculation-login')).toHaveText('Войдите, чтобы сохранить расчёт')

  await logInAsSeller(context, baseURL as string)
  await page.goto('/ru/calculator')
  const form = page.getByTestId('save-calculation')
  const name = form.getByLabel('Сохранить как')
  await form.getByTestId('save-calculation-submit').click()
  await expect(form.getByRole('alert')).toHaveText('Дайте расчёту название.')
  await fill(page, { scheme: 'fbs', priceRub: '1500' })
  await name.fill('Чехол FBS')
  await form.getByTestId('save-calculation-submit').click()
  await expect(form.getByRole('status')).toContainText('Сохранено как «Чехол FBS»')
  const fbsProfit = (await page.getByTestId('profit-rub').textContent()) ?? ''
  expect(fbsProfit).toMatch(/\d/)
  await fill(page, { scheme: 'rfbs', priceRub: '1100' })
  await name.fill('Чехол rFBS')
  await form.getByTestId('save-calculation-submit').click()
  await expect(form.getByRole('status')).toContainText('Сохранено как «Чехол rFBS»')

  await form.getByTestId('saved-calculations-link').click()
  await expect(page).toHaveURL(/\/ru\/account#saved-calculations$/)
  const table = page.getByTestId('saved-comparison')
  await expect(table.locator('thead th')).toHaveText(['Чехол rFBS', 'Чехол FBS'])
  await expect(table.locator('tr[data-metric="field.priceRub"] td')).toHaveText([/1\s?100,00/, /1\s?500,00/])
  await expect(table.locator('tr[data-metric="result.profit"] td').nth(1)).toContainText(fbsProfit)

  const download = page.waitForEvent('download')
  await page.getByTestId('saved-export').click()
  const file = await download
  const csv = readFileSync(await file.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toContain('Расчёт,Тарифы на')
  expect(csv).toContain('Чехол FBS')
  // Numbers as numbers: the sale prices as typed, in the RUB column.
  expect(csv.split('\r\n')[0]).toContain('Цена продажи, RUB')
  expect(csv).toMatch(/Чехол FBS,[^\r\n]*,1500,/)
  expect(csv).toContain('/ru/calculator?')

  // Unticked, a calculation leaves the comparison; opened, it is the calculator as saved.
  await page.getByTestId('saved-calculation').filter({ hasText: 'Чехол rFBS' }).getByRole('checkbox').uncheck()
  await expect(table.locator('thead th')).toHaveText(['Чехол FBS'])
  await page.getByTestId('saved-calculation').filter({ hasText: 'Чехол FBS' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/ru\/calculator\?/)
  await expect(field(page, 'scheme')).toHaveValue('fbs')
  await expect(field(page, 'priceRub')).toHaveValue('1500')
  await expect(page.getByTestId('profit-rub')).toHaveText(fbsProfit)
})

test('the reverse modes: the price for a margin reaches it; the highest purchase price keeps it', async ({ page }) => {
  await page.goto('/en/calculator?m=price&t=25')
  await expect(page.getByTestId('answer-value')).toBeVisible()
  const margin = Number((await page.getByTestId('margin').textContent())?.replace(/[^\d.]/g, ''))
  expect(margin).toBeGreaterThanOrEqual(25)
  expect(margin).toBeLessThan(25.1)

  await page.goto('/en/calculator?m=purchase&pt=profit&tp=20')
  await expect(page.getByTestId('answer-value')).toContainText('CN¥')
  const profit = Number((await page.getByTestId('profit-cny').textContent())?.replace(/[^\d.]/g, ''))
  expect(profit).toBeGreaterThanOrEqual(20)
  expect(profit).toBeLessThan(20.02)

  // Out of reach: said, not a wrong number.
  await page.goto('/en/calculator?m=price&t=95')
  await expect(page.getByTestId('calculator-answer')).toContainText('No price reaches this margin')
})

test('an earlier tariff version can be chosen, and what changed is listed', async ({ page }) => {
  await page.goto('/en/calculator')
  const current = await page.getByTestId('tariffs-as-of').textContent()
  const versions = page.getByLabel('Tariff version')
  const earlier = await versions.locator('option').last().getAttribute('value')
  await versions.selectOption(earlier ?? '')
  await expect(page.getByTestId('tariffs-as-of')).toHaveText(`Tariffs as of ${earlier}`)
  await expect(page.getByTestId('tariffs-as-of')).not.toHaveText(current ?? '')
  await expect(page).toHaveURL(new RegExp(`date=${earlier}`))
  // The demo's earlier version took 1 % less commission on home goods.
  await page.getByText('What changed between versions').click()
  await page.getByLabel('Compare with').selectOption({ index: 1 })
  await expect(page.getByTestId('tariff-changes')).toContainText('Commission')
})

test('on a phone the calculator opens in the mobile site and computes there', async ({ browser }) => {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto('/ru/calculator')
  await expect(page).toHaveURL(/\/ru\/m\/calculator$/)
  await fill(page, { priceRub: '1500' })
  await expect(page.getByTestId('profit-rub')).toContainText('₽')
  await page.goto('/ru/m/product')
  await page.getByTestId('product-calculator').click()
  await expect(page).toHaveURL(/\/ru\/m\/calculator/)
  await context.close()
})

test('the top bar, the footer and the home link to it', async ({ page }) => {
  await page.goto('/en')
  await expect(page.getByTestId('home-calculator')).toHaveAttribute('href', '/en/calculator')
  // In the top bar's Solutions menu.
  await page.getByTestId('site-header').getByRole('button', { name: 'Solutions' }).click()
  await expect(page.locator('#menu-solutions').getByRole('link', { name: /Profit calculator/ })).toHaveAttribute('href', '/en/calculator')
  await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Profit calculator' })).toHaveAttribute('href', '/en/calculator')
})
