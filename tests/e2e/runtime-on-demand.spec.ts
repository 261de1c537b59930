/**
 * Issue 13: content pages load Next's runtime on demand (src/lib/runtime-loading.ts). Before
 * anything happens the page is complete and no runtime script runs; the first interaction starts
 * it, and what the visitor did meanwhile (a click on Log in, a language choice) still happens.
 */
import { expect, type Page, test } from '@playwright/test'

import { runtimeUp } from './runtime'

// The registration popup stays away (playwright.config.ts's storage state flags it as seen).
const header = (page: Page) => page.getByTestId('site-header')

test('a content page is complete without the runtime, which starts on the first interaction', async ({ page }) => {
  const chunks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) chunks.push(request.url())
  })
  await page.goto('/en/QACommunity')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main a[href^="/en/answerDetail/"]').first()).toBeVisible()
  await expect(header(page).getByTestId('login-link')).toBeVisible()
  await page.waitForTimeout(1_500)
  expect(chunks).toEqual([])
  expect(await runtimeUp(page)).toBe(false)

  await page.mouse.move(40, 300)
  await expect.poll(() => runtimeUp(page)).toBe(true)
  expect(chunks.some((url) => url.includes('/framework-'))).toBe(true)
})

test('a click on Log in before the runtime ran opens the login sheet once it has', async ({ page }) => {
  await page.goto('/en/about')
  expect(await runtimeUp(page)).toBe(false)
  await header(page).getByTestId('login-link').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page).toHaveURL(/\/en\/about$/)
})

test('a language chosen before the runtime ran is applied once it has', async ({ page }) => {
  await page.goto('/en/about')
  expect(await runtimeUp(page)).toBe(false)
  await header(page).getByTestId('language-selector').selectOption('ru')
  await expect(page).toHaveURL(/\/ru\/about$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
})

test('a plain link navigates without waiting for the runtime', async ({ page }) => {
  await page.goto('/en/QACommunity')
  const question = page.locator('main a[href^="/en/answerDetail/"]').first()
  const href = await question.getAttribute('href')
  await question.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a landing URL with a query starts the runtime at once and keeps its campaign data', async ({ page }) => {
  await page.goto('/en/about?utm_source=seller-group&utm_campaign=spring')
  await expect.poll(() => runtimeUp(page)).toBe(true)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ddqbt') ?? ''))
    .toContain('seller-group')
})

