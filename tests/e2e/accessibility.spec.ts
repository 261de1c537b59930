/**
 * axe (the checker inside Lighthouse's accessibility score) on every page type of issue 13 in the
 * three languages, at a phone's and a desktop's width, and on the mobile site as a phone gets it.
 * It checks the page as it is after load, unscrolled, as Lighthouse does: content laid out only
 * when it nears the screen (content-visibility) must not make it read colours or sizes wrong.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { expect, type Page, test } from '@playwright/test'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** The violations axe finds on the loaded page: "rule ×count: first elements". */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's CSP (no inline scripts) does not apply.
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    `axe.run(document, { runOnly: ${JSON.stringify(RULES)} }).then((result) => result.violations.map((v) => v.id + ' x' + v.nodes.length + ': ' + v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')))`,
  ) as Promise<string[]>
}

/** A real page of a list (the seeded content), as the bench finds them. */
async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string> {
  const html = await (await page.request.get(list)).text()
  const match = pattern.exec(html)
  if (!match?.[1]) throw new Error(`no link matching ${pattern} on ${list}`)
  return match[1]
}

const WIDTHS = [
  { name: 'phone', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
]

for (const { name, viewport } of WIDTHS) {
  test(`every page type passes axe at a ${name}'s width, in zh, en and ru`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    const article = await firstLink(page, '/business-college/operate/1', /href="(\/article\/[^"]+)"/)
    const lesson = await firstLink(page, '/lesson', /href="(\/lesson\/\d+)"/)
    const question = await firstLink(page, '/QACommunity', /href="(\/answerDetail\/\d+)"/)
    const pages = ['/', '/login', '/register', '/business-college/operate/1', article, lesson, '/QACommunity', question, '/about', '/pricing', '/lottery/verify', '/no-such-page']
    const found: string[] = []
    for (const prefix of ['', '/en', '/ru']) {
      for (const path of pages) {
        const url = prefix && path === '/' ? prefix : prefix + path
        await page.goto(url)
        for (const violation of await violations(page)) found.push(`${url}: ${violation}`)
      }
    }
    expect(found).toEqual([])
  })
}

test('the mobile site passes axe as a phone gets it', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: PHONE_UA, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const found: string[] = []
  for (const url of ['/m', '/en/m', '/ru/m', '/m/QACommunity', '/m/about', '/m/lottery', '/ru/m/pricing', '/en/m/lottery/verify']) {
    await page.goto(url)
    for (const violation of await violations(page)) found.push(`${url}: ${violation}`)
  }
  await context.close()
  expect(found).toEqual([])
})

test('the homes’ sections laid out near the screen never grow past the height they reserve', async ({ page }) => {
  // A reserved height (contain-intrinsic-size) under the real one lets the next section overlap
  // this one's text while it is unrendered, and checkers then read the wrong background.
  for (const width of [320, 412, 1350]) {
    await page.setViewportSize({ width, height: 800 })
    for (const home of ['/', '/en', '/ru']) {
      await page.goto(home)
      const heights = await page.locator('main section').evaluateAll(async (sections) => {
        const out: Array<{ name: string; real: number; reserved: number }> = []
        for (const section of sections) {
          const style = getComputedStyle(section)
          if (style.contentVisibility !== 'auto') continue
          section.scrollIntoView()
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          out.push({ name: section.className, real: section.getBoundingClientRect().height, reserved: parseFloat(style.containIntrinsicHeight.replace('auto', '')) })
        }
        return out
      })
      expect(heights.length, `${home} at ${width}px defers no section`).toBeGreaterThan(3)
      for (const { name, real, reserved } of heights) expect(real, `${home} at ${width}px: ${name}`).toBeLessThanOrEqual(reserved)
    }
  }
})
