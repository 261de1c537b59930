/**
 * Issue 19, item 5 (client robustness and leftovers): the top bar's 42 px rule on /about, the
 * /industry/report child page, "any path containing /post", the workbench links the menus lacked,
 * the spinner of a click that waits for the runtime (1500 ms at most), the reloads after a failed
 * chunk (once per 60 s) or a DOM-append error (after 800 ms), and the clock reminder's
 * notification key.
 */
import { expect, type Page, test } from '@playwright/test'

import { RUNTIME_READY_EVENT } from '../../src/lib/runtime-loading'
import { strings } from './page-helpers'
import { holdRuntime, runtimeUp, startRuntime } from './runtime'

const header = (page: Page) => page.getByTestId('site-header')
const LANGUAGES = [
  ['zh', ''],
  ['en', '/en'],
  ['ru', '/ru'],
] as const

for (const [locale, prefix] of LANGUAGES) {
  test(`${locale}: /about starts with a transparent top bar over its hero, solid past 42 px of scroll`, async ({ page }) => {
    const content = strings(locale, 'content') as unknown as { about: Record<string, string> }
    await page.goto(`${prefix}/about`)
    await expect(page.getByTestId('page-hero').getByRole('heading', { level: 1 })).toHaveText(content.about.title)
    await expect(header(page)).toHaveAttribute('data-transparent', 'true')
    await page.mouse.wheel(0, 400)
    await expect(header(page)).toHaveAttribute('data-transparent', 'false')
    await page.mouse.wheel(0, -400)
    await expect(header(page)).toHaveAttribute('data-transparent', 'true')
  })

  test(`${locale}: /industry links to its child /industry/report, which lists the reports`, async ({ page }) => {
    const content = strings(locale, 'content') as unknown as { industry: Record<string, string> }
    await page.goto(`${prefix}/industry`)
    await page.locator(`main a[href="${prefix}/industry/report"]`).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/industry/report$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.industry.reports)
    await expect(page.locator(`main a[href^="${prefix}/article/report/"]`).first()).toBeVisible()
    // The breadcrumbs lead back to the parent page.
    await expect(page.locator('main nav').getByRole('link', { name: content.industry.title })).toHaveAttribute('href', `${prefix}/industry`)
    await expect(header(page)).toHaveAttribute('data-transparent', 'false')
  })
}

test('any path containing /post shows the post page, under a solid top bar', async ({ page }) => {
  await page.goto('/en/business-college/online-courses/1')
  const href = await page.locator('main a[href^="/en/post/"]').first().getAttribute('href')
  expect(href).toMatch(/^\/en\/post\/\d+$/)
  const answer = await page.goto(`/en/some/where${href!.slice(3)}`)
  expect(answer?.status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.locator('h1')).toBeVisible()
  await expect(header(page)).toHaveAttribute('data-transparent', 'false')
  expect((await page.goto('/en/post'))?.status()).toBe(200)
  await expect(page).toHaveURL(/\/en\/business-college$/)
})

test('the menus carry the workbench links of the spec they lacked, in each language', async ({ page }) => {
  for (const [locale, prefix] of LANGUAGES) {
    const common = strings(locale, 'common') as unknown as { nav: Record<string, string>; workbenchLinks: Record<string, { label: string }> }
    await page.goto(`${prefix}/`)
    await startRuntime(page)
    await header(page).getByRole('button', { name: common.nav.data }).click()
    const data = page.locator('#menu-data')
    await expect(data.getByTestId('menu-group-title')).toHaveCount(6)
    for (const key of ['industryBrand', 'selectionFollow']) await expect(data.getByRole('link', { name: common.workbenchLinks[key].label })).toBeVisible()
    await header(page).getByRole('button', { name: common.nav.solutions }).click()
    const solutions = page.locator('#menu-solutions')
    for (const key of ['keywordSoar', 'keywordHigh', 'keywordChance']) await expect(solutions.getByRole('link', { name: new RegExp(`^${common.workbenchLinks[key].label}`) })).toBeVisible()
  }
})

test('a click waiting for the runtime shows the spinner, for 1.5 s at most', async ({ page }) => {
  const release = await holdRuntime(page)
  await page.goto('/en/about')
  await header(page).getByTestId('login-link').click()
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-runtime-pending', '')
  await page.waitForTimeout(1_600)
  await expect(html).not.toHaveAttribute('data-runtime-pending')
  expect(await runtimeUp(page)).toBe(false)
  await release()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(html).not.toHaveAttribute('data-runtime-pending')
})

test('a failed chunk reloads the page at most once per 60 s; a DOM-append error after 800 ms', async ({ page }) => {
  // The guards listen from the app's first effects: wait for hydration to finish (the ready event
  // _app sends after them), not only for the router to exist, or an error may come before them.
  await page.addInitScript((event) => window.addEventListener(event, () => ((window as unknown as { hydrated: boolean }).hydrated = true)), RUNTIME_READY_EVENT)
  const hydrated = async () => {
    await startRuntime(page)
    await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true)
  }
  await page.goto('/en/about')
  await hydrated()
  const mark = () => page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true))
  const marked = () => page.evaluate(() => Boolean((window as unknown as { marked?: boolean }).marked))
  const chunkError = () =>
    page.evaluate(() => {
      const error = Object.assign(new Error('Loading chunk 987 failed.'), { name: 'ChunkLoadError' })
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
    })

  await mark()
  let loaded = page.waitForEvent('load')
  await chunkError()
  await loaded
  expect(await marked()).toBe(false)

  await hydrated()
  await mark()
  await chunkError()
  await page.waitForTimeout(1_000)
  expect(await marked()).toBe(true)

  loaded = page.waitForEvent('load')
  const started = Date.now()
  await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { message: "Uncaught NotFoundError: Failed to execute 'insertBefore' on 'Node'" })))
  await loaded
  expect(Date.now() - started).toBeGreaterThanOrEqual(800)
})

test('the clock reminder is notification illegalDate, titled in the page language', async ({ page }) => {
  const auth = strings('en', 'auth') as unknown as { sheet: Record<string, string>; http: Record<string, string> }
  // The captcha session answers with a Date an hour behind the device.
  await page.route('**/api/ram/ddqbt/v1/captcha/getUserSessionId', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, headers: { ...response.headers(), date: new Date(Date.now() - 3_600_000).toUTCString() } })
  })
  await page.goto('/en/about')
  await header(page).getByTestId('login-link').click()
  const login = page.getByRole('dialog', { name: auth.sheet.loginTitle })
  await login.getByRole('tab', { name: auth.sheet.passwordTab }).click()
  await login.getByLabel(auth.sheet.phone, { exact: true }).fill('13800138000')
  await login.getByLabel(auth.sheet.password, { exact: true }).fill('abc12345')
  await login.getByRole('button', { name: auth.sheet.loginNow, exact: true }).click()
  const toast = page.getByTestId('toast')
  await expect(toast).toHaveAttribute('data-notification-key', 'illegalDate')
  await expect(toast).toContainText(auth.http.illegalDateTitle)
  await expect(toast).toContainText(auth.http.illegalDate)
})
