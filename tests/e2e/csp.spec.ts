/**
 * Issue 21: the Content-Security-Policy in a real browser. Every page and admin screen runs with
 * no violation reported, pages hydrate, live preview frames the site, and the policy does block
 * what it is for (a script injected into a page).
 */
import { type BrowserContext, expect, type Frame, type Page, test } from '@playwright/test'

import { logIn } from './admin'
import { startRuntime } from './runtime'

declare global {
  interface Window {
    cspViolations?: string[]
    injectedScriptRan?: boolean
  }
}

/** Records every violation a document reports, from its first byte (frames included). */
async function recordViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
}

const violations = (target: Page | Frame) => target.evaluate(() => window.cspViolations ?? ['recorder missing'])

test.beforeEach(async ({ context }) => {
  await recordViolations(context)
})

const PAGES = ['/', '/en', '/ru', '/en/login', '/ru/register', '/en/article/operate/14', '/business-college/operate/1', '/en/QACommunity', '/ru/about', '/en/no-such-page']

test('public pages run under the policy without a violation and hydrate', async ({ page }) => {
  for (const path of PAGES) {
    const response = await page.goto(path)
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy, path).toContain("script-src 'self'")
    expect(policy.split(';').find((directive) => directive.trim().startsWith('script-src')), path).not.toContain('unsafe')
    // Hydrated: the pages router is up, so every script the page needs ran.
    await startRuntime(page, path)
    expect(await violations(page), path).toEqual([])
  }
})

test('a client-side navigation loads the next page and its styles without a violation', async ({ page }) => {
  await page.goto('/en')
  await startRuntime(page)
  await page.locator('main a[href^="/en/article/"]').first().click()
  await expect(page).toHaveURL(/\/en\/article\//)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the policy blocks a script injected into a page', async ({ page }) => {
  await page.goto('/en/login')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injectedScriptRan = true'
    document.body.append(script)
  })
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)])
  expect(await page.evaluate(() => window.injectedScriptRan)).toBeUndefined()
})

test('the admin login, dashboard, edit screen and live preview run under its policy', async ({ page }) => {
  const login = await page.goto('/admin/login')
  expect(login?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/)
  await logIn(page)
  expect(await violations(page)).toEqual([])

  await page.goto('/admin/collections/articles')
  const edit = page.locator('a[href*="/admin/collections/articles/"]').filter({ hasNotText: /create|new/i }).first()
  await edit.click()
  await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/)
  const title = page.locator('#field-title')
  await expect(title).toBeEditable()
  expect(await violations(page)).toEqual([])

  // Live preview frames the site's page for the document (draft mode): allowed for this origin only.
  await page.locator('#live-preview-toggler').click()
  const frameElement = page.locator('iframe').first()
  await expect(frameElement).toBeVisible()
  const frame = await (await frameElement.elementHandle())!.contentFrame()
  await expect.poll(async () => frame?.url() ?? '').toMatch(/^http:\/\/localhost:\d+\/(?!api\/|admin)/)
  // The document's title in the admin's language, or (a document without one) the language the
  // page falls back to: either way the preview shows the document, not an error page.
  const typed = await title.inputValue()
  if (typed) await expect(frame!.locator('h1')).toHaveText(typed)
  else await expect(frame!.locator('h1')).not.toBeEmpty()
  expect(await violations(frame!)).toEqual([])
  expect(await violations(page)).toEqual([])
})
