/**
 * The mobile site (issue 15) as a new visitor on a phone: 390 × 844, an iPhone's user agent,
 * touch. The desktop home sends them to /m; the tab bar, the back button, the contact popup (copy
 * the address, save the QR image; in WeChat the long-press fallback), the ranking swipe, the
 * data-service carousel and registering on /m/register through the slider and an SMS code.
 */
import { readFileSync } from 'node:fs'

import { type Browser, expect, type Page, test } from '@playwright/test'

import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { USER_AGENTS } from '../helpers/user-agents'
import { solveSlider, strings } from './page-helpers'
import { startRuntime } from './runtime'

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: USER_AGENTS['iPhone Safari'].ua,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
}
test.use(PHONE)


const tabBar = (page: Page) => page.getByTestId('mobile-tab-bar')

for (const [locale, prefix] of [
  ['zh', ''],
  ['en', '/en'],
  ['ru', '/ru'],
] as const) {
  const mobile = strings(locale, 'mobile')

  test(`${locale}: the desktop home sends a phone to /m, and the four tabs lead where they say`, async ({ page }) => {
    await page.goto(prefix || '/')
    await expect(page).toHaveURL(new RegExp(`${prefix}/m$`))
    await expect(page.getByTestId('home-ranking')).toBeVisible()
    const tabs: [string, string][] = [
      ['product', '/m/product'],
      ['knowledge', '/m/QACommunity'],
      ['cooperation', '/m/about'],
      ['home', '/m'],
    ]
    await expect(tabBar(page).getByRole('link', { name: mobile.tabs.home })).toHaveAttribute('aria-current', 'page')
    for (const [tab, target] of tabs) {
      await tabBar(page).getByRole('link', { name: mobile.tabs[tab] }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}${target}$`))
      await expect(tabBar(page).getByRole('link', { name: mobile.tabs[tab] })).toHaveAttribute('aria-current', 'page')
      await expect(tabBar(page).locator('[aria-current="page"]')).toHaveCount(1)
      // The layout stays inside the screen: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    }
  })
}

test('the back button goes one step back, or to /m when the page was the first', async ({ page }) => {
  const mobile = strings('en', 'mobile')
  await page.goto('/en/m/QACommunity')
  await page.getByRole('main').locator('a[href*="/answerDetail/"]').first().click()
  await expect(page).toHaveURL(/\/en\/m\/answerDetail\/\d+$/)
  await expect(tabBar(page)).toHaveCount(0)
  await page.getByTestId('mobile-back').click()
  await expect(page).toHaveURL(/\/en\/m\/QACommunity$/)

  // Opened from a shared link: no page of the site before it.
  const question = await page.getByRole('main').locator('a[href*="/answerDetail/"]').first().getAttribute('href')
  const fresh = await page.context().newPage()
  await fresh.goto(question!)
  await expect(fresh.getByRole('link', { name: mobile.header.back, exact: true })).toBeVisible()
  await fresh.getByTestId('mobile-back').click()
  await expect(fresh).toHaveURL(/\/en\/m$/)
  await fresh.close()
})

test('the contact popup copies the address and saves the QR code as a 400 × 400 PNG', async ({ page, context, baseURL }) => {
  const mobile = strings('zh', 'mobile')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.goto('/m/about')
  await page.getByTestId('contact-open').first().click()
  const popup = page.getByRole('dialog', { name: mobile.contact.title })
  await expect(popup).toBeVisible()
  await expect(popup.getByTestId('contact-nickname')).toContainText('Ozon 数据小助手')

  await popup.getByTestId('contact-copy').click()
  await expect(page.getByTestId('toast')).toHaveText(strings('zh', 'common').notice.copied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(baseURL!).origin)

  const download = page.waitForEvent('download')
  await popup.getByTestId('contact-save').click()
  const file = await download
  expect(file.suggestedFilename()).toBe('customer-service-qr.png')
  const png = readFileSync((await file.path())!)
  expect(png.subarray(1, 4).toString()).toBe('PNG')
  // IHDR: width and height, big-endian, at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 400])
})

async function wechatPage(browser: Browser) {
  const context = await browser.newContext({ ...PHONE, userAgent: USER_AGENTS['WeChat Android'].ua })
  return { context, page: await context.newPage() }
}

test('in WeChat the popup says the image cannot be downloaded and shows it for a long press', async ({ browser }) => {
  const mobile = strings('en', 'mobile')
  const { context, page } = await wechatPage(browser)
  let downloaded = false
  page.on('download', () => (downloaded = true))
  await page.goto('/en/m')
  await page.getByTestId('contact-open').click()
  const popup = page.getByRole('dialog', { name: mobile.contact.title })
  await popup.getByTestId('contact-save').click()
  await expect(page.getByTestId('toast')).toHaveText(strings('en', 'common').notice.saveUnsupported)
  const image = popup.getByTestId('contact-long-press')
  await expect(image).toBeVisible()
  expect(await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight])).toEqual([400, 400])
  await expect(popup).toContainText(mobile.contact.longPress)
  expect(downloaded).toBe(false)
  await context.close()
})

test('the ranking swipes by touch and the progress bar follows', async ({ page }) => {
  await page.goto('/en/m')
  const ranking = page.getByTestId('home-ranking')
  await ranking.scrollIntoViewIfNeeded()
  await startRuntime(page)
  const tabs = ranking.getByRole('tab')
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  const strip = ranking.locator('#home-ranking-pages')
  const box = (await strip.boundingBox())!
  // A finger drags the strip from right to left: real touch events, scrolled by the browser.
  const cdp = await page.context().newCDPSession(page)
  const swipe = async (distance: number) => {
    const y = Math.round(box.y + 60)
    const from = Math.round(box.x + box.width / 2 + distance / 2)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] })
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from - (distance * step) / 10, y }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }
  await swipe(Math.round(box.width * 0.6))
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(ranking.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2')
  // And back.
  await swipe(-Math.round(box.width * 0.6))
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  await expect(ranking.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1')
})

test('the data-service carousel moves on after 5 s, in 0.8 s, and loops', async ({ page }) => {
  await page.goto('/m')
  const track = page.getByTestId('data-service-track')
  // A slide is the track's width (fractional: 390 px less the section's padding in rem).
  const width = await track.evaluate((element) => element.getBoundingClientRect().width)
  // The CSS animation's own clock, set rather than waited for.
  const offsetAt = (ms: number) =>
    track.evaluate((element, at) => {
      const animation = element.getAnimations()[0]!
      animation.pause()
      animation.currentTime = at
      return new DOMMatrix(getComputedStyle(element).transform).m41
    }, ms)
  expect(await offsetAt(0)).toBe(0)
  expect(await offsetAt(4990)).toBe(0)
  // Moving during 5000-5800 ms, then holding the second slide for 5 s.
  expect(await offsetAt(5400)).toBeLessThan(-1)
  expect(await offsetAt(5400)).toBeGreaterThan(-width + 1)
  expect(await offsetAt(5800)).toBeCloseTo(-width, 1)
  expect(await offsetAt(10_790)).toBeCloseTo(-width, 1)
  const slides = await track.locator(':scope > li').count()
  // The cycle ends on the last slide, which is the first again: the loop starts over without a jump.
  const cycle = (slides - 1) * 5800
  expect(await offsetAt(cycle - 800 - 1)).toBeCloseTo(-(slides - 2) * width, 1)
  // One millisecond before the end the move has all but arrived on the last slide.
  expect(Math.abs((await offsetAt(cycle - 1)) + (slides - 1) * width)).toBeLessThan(3)
  expect(await track.locator(':scope > li').last().textContent()).toBe(await track.locator(':scope > li').first().textContent())
  expect(await offsetAt(cycle)).toBe(0)
})

test('registers on /m/register through the slider and an SMS code, then sees the success page', async ({ page, baseURL }) => {
  const auth = strings('en', 'auth')
  const { sheet } = auth
  const service = strings('en', 'service') as unknown as Record<string, string>
  const phone = freshPhone()
  await page.goto('/en/m')
  await page.getByTestId('mobile-login').click()
  await expect(page).toHaveURL(/\/en\/m\/register$/)
  await page.getByLabel(sheet.phone, { exact: true }).fill(phone)
  await page.getByTestId('sms-code-button').click()
  await expect(page.getByRole('dialog', { name: auth.captcha.title })).toBeVisible()
  await solveSlider(page)
  await expect(page.getByTestId('toast')).toHaveText(service.smsSent)
  await page.getByLabel(sheet.smsCode, { exact: true }).fill(await lastSmsCode(baseURL as string, phone, 'reg'))
  await page.getByRole('button', { name: sheet.registerNow, exact: true }).click()
  await expect(page).toHaveURL(/\/en\/promote\/mobile\/success$/)
  await expect(page.getByTestId('register-success')).toBeVisible()

  // Logged in, the mobile header shows the avatar with the account menu.
  await page.goto('/en/m')
  await page.getByTestId('mobile-avatar').click()
  await expect(page.getByRole('link', { name: strings('en', 'mobile').header.account })).toBeVisible()
})
