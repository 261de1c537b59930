/**
 * No dead ends: every internal link the site renders (header, menus, footer, body), as a guest
 * and as a logged-in seller, in zh, en and ru, answers 2xx or redirects to a 2xx page. Links
 * are read from the rendered DOM in Chromium, so links that only a seller's session shows
 * (Enter backend, the hero's call to action) are crawled too.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { logInAsSeller } from '../helpers/seller-session'
import { USER_AGENTS } from '../helpers/user-agents'

/** The three homes, a list page, an article and the course list. */
async function startPages(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/cms-api/articles?where[section][equals]=operate&limit=1&depth=0')
  const { docs } = (await response.json()) as { docs: Array<{ id: number }> }
  return ['/', '/en', '/ru', '/business-college/operate/1', `/en/article/operate/${docs[0]?.id}`, '/ru/lesson', '/en/lottery']
}

/** Internal hrefs on the page, menus included (they are in the DOM while closed). */
async function internalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
  return [...new Set(hrefs.filter((href) => href.startsWith(origin)).map((href) => href.split('#')[0] as string))]
}

/** Follows redirects (at most 5) and returns the last status and the chain. */
async function finalStatus(request: APIRequestContext, url: string): Promise<{ status: number; chain: string[] }> {
  const chain = [url]
  let current = url
  for (let hop = 0; hop < 5; hop++) {
    const response = await request.get(current, { maxRedirects: 0 })
    const location = response.headers()['location']
    if (response.status() >= 300 && response.status() < 400 && location) {
      current = new URL(location, current).toString()
      chain.push(current)
      continue
    }
    return { status: response.status(), chain }
  }
  return { status: 0, chain }
}

/** The mobile site's pages, as a phone gets them (issue 15). */
async function mobileStartPages(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/cms-api/qa-questions?where[status][equals]=approved&limit=1&depth=0')
  const { docs } = (await response.json()) as { docs: Array<{ id: number }> }
  return ['/m', '/en/m/product', '/ru/m/QACommunity', `/en/m/answerDetail/${docs[0]?.id}`, '/ru/m/about', '/m/download', '/en/m/register', '/ru/m/lottery', '/en/m/ReceivePrize']
}

async function crawl(page: Page, request: APIRequestContext, starts = startPages): Promise<{ checked: number; broken: string[] }> {
  const seen = new Map<string, number>()
  const broken: string[] = []
  for (const start of await starts(request)) {
    const response = await page.goto(start)
    expect(response?.status(), start).toBe(200)
    // Hydrated: the top bar shows the session's buttons (Log in for guests, Enter backend for
    // sellers; on the mobile site Log in / Register or the avatar, none on /m/register); the prize
    // page has its own header and shows the guest's login button or the seller's prizes.
    const ready = page
      .getByTestId('login-link')
      .or(page.getByTestId('enter-link'))
      .or(page.getByTestId('mobile-login'))
      .or(page.getByTestId('mobile-avatar'))
      .or(page.getByTestId('receive-prize-login'))
      .or(page.getByTestId('receive-prize-empty'))
      .or(page.getByTestId('receive-prize-item').first())
    if (!start.endsWith('/m/register')) await expect(ready).toBeVisible()
    for (const link of await internalLinks(page)) {
      if (seen.has(link)) continue
      const { status, chain } = await finalStatus(request, link)
      seen.set(link, status)
      if (status < 200 || status >= 300) broken.push(`${status} ${chain.join(' -> ')} (on ${start})`)
    }
  }
  return { checked: seen.size, broken }
}

test.describe('every rendered link answers', () => {
  // Hundreds of links, each followed through its redirects.
  test.describe.configure({ timeout: 300_000 })

  test('as a guest', async ({ page, request }) => {
    const { checked, broken } = await crawl(page, request)
    expect(broken).toEqual([])
    expect(checked).toBeGreaterThan(50)
  })

  test('as a logged-in seller', async ({ page, context, baseURL }) => {
    await logInAsSeller(context, baseURL as string)
    await page.goto('/')
    // Logged in: the top bar offers Enter backend, and the hero's call to action follows the session.
    await expect(page.getByTestId('enter-link')).toBeVisible()
    await expect(page.getByTestId('hero-enter')).toBeVisible()
    await expect(page.getByTestId('hero-register')).toHaveCount(0)
    const { checked, broken } = await crawl(page, context.request)
    expect(broken).toEqual([])
    expect(checked).toBeGreaterThan(50)
  })
})

test.describe('every link of the mobile site answers, on a phone', () => {
  test.describe.configure({ timeout: 300_000 })
  test.use({ viewport: { width: 390, height: 844 }, userAgent: USER_AGENTS['Android Chrome'].ua, isMobile: true, hasTouch: true })

  test('as a guest', async ({ page, context }) => {
    const { checked, broken } = await crawl(page, context.request, mobileStartPages)
    expect(broken).toEqual([])
    expect(checked).toBeGreaterThan(30)
  })

  test('as a logged-in seller', async ({ page, context, baseURL }) => {
    await logInAsSeller(context, baseURL as string)
    await page.goto('/m')
    await expect(page.getByTestId('mobile-avatar')).toBeVisible()
    await expect(page.getByTestId('hero-enter')).toBeVisible()
    const { checked, broken } = await crawl(page, context.request, mobileStartPages)
    expect(broken).toEqual([])
    expect(checked).toBeGreaterThan(30)
  })
})
