/**
 * Content pages start Next's runtime once the page has loaded and the browser is idle
 * (src/lib/runtime-loading.ts): the page is complete before any of its scripts run, nothing waits
 * for a touch, and what a visitor does in the moment before React runs (a click on Log in, a
 * language choice) still happens, once.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { devices, expect, type Page, test } from '@playwright/test'

import { holdRuntime, runtimeUp } from './runtime'

// The registration popup stays away (playwright.config.ts's storage state flags it as seen).
const header = (page: Page) => page.getByTestId('site-header')

test('a content page is complete before its scripts run, which start after load without any input', async ({ page }) => {
  const chunks: string[] = []
  let loaded = false
  page.on('load', () => (loaded = true))
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) chunks.push(`${loaded ? 'after' : 'before'} load: ${request.url()}`)
  })
  await page.goto('/en/QACommunity')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main a[href^="/en/answerDetail/"]').first()).toBeVisible()
  await expect(header(page).getByTestId('login-link')).toBeVisible()
  // No mouse, key or scroll: the runtime starts by itself.
  await expect.poll(() => runtimeUp(page)).toBe(true)
  expect(chunks.length).toBeGreaterThan(0)
  expect(chunks.filter((entry) => entry.startsWith('before'))).toEqual([])
  expect(chunks.some((entry) => entry.includes('/framework-'))).toBe(true)
})

test('a page that needs React for its content shows it without waiting for a touch', async ({ page }) => {
  // The delivery form's page reads the route (React) to know who is asking: a guest gets the
  // login sheet by itself, with no mouse, key or scroll.
  await page.goto('/en/m/DeliveryInfo')
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 })
  await expect(page.getByText('Loading…')).toHaveCount(0)
})

test('a click on Log in before the runtime ran opens the login sheet once it has', async ({ page }) => {
  const release = await holdRuntime(page)
  await page.goto('/en/about')
  expect(await runtimeUp(page)).toBe(false)
  await header(page).getByTestId('login-link').click()
  await release()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page).toHaveURL(/\/en\/about$/)
})

test('a top-bar click held for the runtime and replayed is counted once by analytics', async ({ page }) => {
  const batches: string[] = []
  await page.route('**/api/collect', async (route) => {
    batches.push(route.request().postData() ?? '')
    await route.fulfill({ status: 204 })
  })
  const release = await holdRuntime(page)
  await page.goto('/en/about')
  const data = header(page).getByRole('button', { name: 'Data' })
  await data.click()
  await release()
  // Opened by the replayed click (React's state: the hover that came before React ran did nothing).
  await expect(data).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#menu-data')).toBeVisible()
  // The replayed click has run once the menu is open; the tracker sends what it queued when the
  // page is hidden (pagehide), so every event it counted is in the batches after this.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
  await expect.poll(() => batches.join('\n').match(/"WebTopNavClick"/g)?.length ?? 0).toBeGreaterThan(0)
  expect(batches.join('\n').match(/"WebTopNavClick"/g)).toHaveLength(1)
})

test('a mouse click held for the runtime leaves open the menu the mouse opened while React hydrated', async ({ page }) => {
  // The race a visitor meets: the pointer enters "Data" while React hydrates (React handles the
  // hover: the menu opens), the click came before it ran and is replayed afterwards. A mouse click
  // on an open menu keeps it open; replayed as a pointer-less click it closed the menu again.
  await page.addInitScript(() => {
    // The pointer enters again and again until React, once it listens, has opened the menu.
    const entering = window.setInterval(() => {
      const button = document.querySelector('[aria-controls="menu-data"]')
      if (button?.getAttribute('aria-expanded') === 'true') window.clearInterval(entering)
      else button?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }))
    }, 2)
  })
  const release = await holdRuntime(page)
  await page.goto('/en/about')
  const data = header(page).getByRole('button', { name: 'Data' })
  await data.click()
  await release()
  await expect(page.locator('#menu-data')).toBeVisible()
  await page.waitForTimeout(300)
  await expect(data).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#menu-data')).toBeVisible()
})

test('a language chosen before the runtime ran is applied once it has', async ({ page }) => {
  const release = await holdRuntime(page)
  await page.goto('/en/about')
  expect(await runtimeUp(page)).toBe(false)
  await header(page).getByTestId('language-selector').selectOption('ru')
  await release()
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

test.describe('the login page, whose runtime also starts at idle', () => {
  const auth = JSON.parse(readFileSync(path.resolve('locales/en/auth.json'), 'utf8')) as { sheet: Record<string, string>; validation: Record<string, string> }

  /** Holds Next's scripts until `release()`: the visitor acts while React has not run yet. */
  test('what a visitor types and sends before React runs is neither lost nor sent as a plain form', async ({ page }) => {
    const release = await holdRuntime(page)
    await page.goto('/en/login')
    const form = page.locator('main')
    await form.getByLabel(auth.sheet.phone, { exact: true }).pressSequentially('13800138000')
    await form.getByLabel(auth.sheet.password, { exact: true }).pressSequentially('abc12345')
    await form.getByLabel(auth.sheet.password, { exact: true }).press('Enter')
    // Nothing ran yet, and the browser did not send the form itself (the number would be in the URL).
    expect(await runtimeUp(page)).toBe(false)
    await expect(page).toHaveURL(/\/en\/login$/)

    await release()
    await expect.poll(() => runtimeUp(page)).toBe(true)
    // The held submit went through React with what was typed: the slider of a password login,
    // not "enter your mobile number".
    await expect(page.getByTestId('captcha-slider')).toBeVisible()
    await expect(form.getByText(auth.validation.phoneRequired)).toHaveCount(0)
    await expect(form.getByLabel(auth.sheet.phone, { exact: true })).toHaveValue('13800138000')
  })

  test('typing on while React hydrates keeps every character', async ({ page }) => {
    const release = await holdRuntime(page)
    await page.goto('/en/login')
    const phone = page.locator('main').getByLabel(auth.sheet.phone, { exact: true })
    await phone.pressSequentially('1380')
    const typing = phone.pressSequentially('0138000', { delay: 40 })
    await release()
    await typing
    await expect.poll(() => runtimeUp(page)).toBe(true)
    // In React's state, not only in the DOM: the SMS tab shows the same number.
    await page.locator('main').getByRole('tab', { name: auth.sheet.smsTab }).click()
    await expect(page.locator('main').getByLabel(auth.sheet.phone, { exact: true })).toHaveValue('13800138000')
  })

  test('a click on the SMS tab that waits for React does not take the phone field from under the visitor typing in it', async ({ page }) => {
    const release = await holdRuntime(page)
    await page.goto('/en/login')
    const form = page.locator('main')
    const smsTab = form.getByRole('tab', { name: auth.sheet.smsTab })
    await smsTab.click() // held: React has not run
    await expect(smsTab).toHaveAttribute('aria-selected', 'false')
    // The visitor goes on into the phone field they see (the password tab's) and starts typing.
    await form.getByLabel(auth.sheet.phone, { exact: true }).click()
    await page.keyboard.type('1380')
    await release()
    // The held click lands: the SMS tab shows...
    await expect(smsTab).toHaveAttribute('aria-selected', 'true')
    await expect(form.getByRole('button', { name: auth.sheet.getCode })).toBeVisible()
    // ...and the keys typed on go on into the same field, which kept the focus.
    await page.keyboard.type('0138000')
    await expect(form.getByLabel(auth.sheet.phone, { exact: true })).toHaveValue('13800138000')
    await expect(form.getByLabel(auth.sheet.phone, { exact: true })).toBeFocused()
  })
})

test('the page keeps its title while React hydrates it', async ({ browser }) => {
  // Next's head manager rewrites <head> from the heads React has mounted: a page's SeoHead must
  // be hydrated with the top bar, not later with the content, or the title is emptied meanwhile.
  for (const [path, options] of [['/en', {}], ['/m', devices['iPhone 13']]] as const) {
    const context = await browser.newContext({ ...options, storageState: { cookies: [{ name: 'registeredPopup', value: '1', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] } })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { seenHeads: string[] }).seenHeads = seen
      const record = () => seen.push(document.title)
      document.addEventListener('DOMContentLoaded', () => {
        record()
        new MutationObserver(record).observe(document.head, { childList: true, subtree: true, characterData: true, attributes: true })
      })
    })
    await page.goto(path)
    await expect.poll(() => runtimeUp(page)).toBe(true)
    await page.waitForFunction(() => (window as unknown as { seenHeads: string[] }).seenHeads.length > 0)
    await page.waitForTimeout(1_000) // the content's boundaries hydrate in slices after the top bar
    const seen = await page.evaluate(() => (window as unknown as { seenHeads: string[] }).seenHeads)
    expect(seen.length, path).toBeGreaterThan(0)
    expect(seen.filter((title) => title.trim() === ''), path).toEqual([])
    await context.close()
  }
})
