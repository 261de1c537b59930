/**
 * First interactions on a slow phone: how long a visitor waits from a click to its result on
 * screen (a sheet, a menu, a tab's panel), in real Chromium with the CPU slowed 4× (Lighthouse's
 * mobile factor). Each run: a fresh browser context, the page loaded, one second to look, then a
 * real (trusted) click through Playwright's mouse, and the time until the result is visible,
 * checked on every animation frame. Alongside it, the browser's own Event Timing duration of that
 * click (input delay + handlers + the next paint), which is what INP is made of.
 *
 * Nothing here depends on how a page starts React: with the runtime loaded on demand
 * (public/runtime-boot.js holds the click and replays it once React runs) the wait includes
 * loading the runtime; with the runtime started at page load it includes whatever hydration is
 * still busy at the click. Either way the result on screen is what is timed.
 */
import { type Browser, type BrowserContextOptions, chromium, devices, type Locator, type Page } from 'playwright'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { median } from './stats'

export type CaseResult = {
  id: string
  name: string
  url: string
  /** Click → result visible, per run, in ms (null: that run failed, see `errors`). */
  visibleMs: Array<number | null>
  /** Event Timing duration of the click, per run, in ms (null: no entry, i.e. under 16 ms; or the run failed). */
  eventTimingMs: Array<number | null>
  medianVisibleMs: number | null
  /** null: under the 16 ms Event Timing threshold (or no successful run). */
  medianEventTimingMs: number | null
  /** Both medians under PASS_MS and every run succeeded. */
  pass: boolean
  errors: string[]
}

export type MeasureOptions = {
  /** Runs per case (median reported). Default 3. */
  runs?: number
  /** CPU slowdown factor. Default 4 (Lighthouse's mobile preset). */
  throttle?: number
  /** Case ids to run (default all): see CASES. */
  cases?: string[]
}

/** Web Vitals' "good" INP bound. */
export const PASS_MS = 200
const CLICK_TIMEOUT_MS = 15_000
const RESULT_TIMEOUT_MS = 15_000
/** Time a visitor takes to look before clicking. */
const LOOK_MS = 1_000
/** Event Timing entries arrive after the paint that ends them: wait this long before reading. */
const SETTLE_MS = 300
const EVENT_THRESHOLD_MS = 16

type Device = 'desktop' | 'iphone' | 'narrow-desktop'

type Case = {
  id: string
  name: string
  path: string
  device: Device
  /** What the visitor does before clicking (scrolls to the section). */
  before?: (page: Page) => Promise<void>
  target: (page: Page) => Locator
  /** Every selector must match an element that is visible (on screen, not clipped away). */
  shows: string[]
  /** [selector, attribute, value] that must hold too. */
  attributes?: Array<[string, string, string]>
}

const header = (page: Page) => page.getByTestId('site-header')

const CASES: Case[] = [
  {
    id: 'login',
    name: 'zh home: top bar "登录" → login sheet',
    path: '/',
    device: 'desktop',
    target: (page) => header(page).getByTestId('login-link'),
    shows: ['[role="dialog"][data-testid="auth-sheet"] [data-view="login"]'],
  },
  {
    id: 'ranking-tab',
    name: 'en home: ranking tab "categories" → its panel',
    path: '/en',
    device: 'desktop',
    before: (page) => page.getByTestId('home-ranking').scrollIntoViewIfNeeded(),
    target: (page) => page.getByTestId('home-ranking').locator('[role="tab"][aria-controls="home-ranking-page-category"]'),
    shows: ['#home-ranking-page-category'],
    attributes: [['[role="tab"][aria-controls="home-ranking-page-category"]', 'aria-selected', 'true']],
  },
  {
    id: 'data-menu',
    name: 'ru home: top bar "data" → menu panel',
    path: '/ru',
    device: 'desktop',
    target: (page) => header(page).locator('button[aria-controls="menu-data"]'),
    shows: ['#menu-data'],
  },
  {
    id: 'search',
    name: 'business college: search button → search dialog',
    path: '/business-college/operate/1',
    device: 'desktop',
    target: (page) => header(page).getByTestId('search-button'),
    shows: ['[role="dialog"][data-testid="search-dialog"]', '[data-testid="search-dialog"] input'],
  },
  {
    id: 'contact',
    name: 'mobile home (iPhone 13): "联系我们" → contact popup',
    path: '/m',
    device: 'iphone',
    target: (page) => page.getByTestId('contact-open').first(),
    shows: ['[role="dialog"][data-testid="contact-popup"]'],
  },
  {
    id: 'register-narrow',
    name: 'zh home at 390 px (desktop UA): hero "免费注册" → register sheet',
    path: '/',
    device: 'narrow-desktop',
    // At this width the top bar's Register link is inside the closed menu: the visible one is the hero's.
    target: (page) => page.getByTestId('hero-register'),
    shows: ['[role="dialog"][data-testid="auth-sheet"] [data-view="register"]'],
  },
  {
    id: 'sms-tab',
    name: 'en /login (iPhone 13): "SMS login" tab → SMS form',
    path: '/en/login',
    device: 'iphone',
    target: (page) => page.locator('main [role="tab"][aria-controls$="-panel-sms"]'),
    shows: ['main [role="tabpanel"][id$="-panel-sms"] input[autocomplete="tel"]', 'main [role="tabpanel"][id$="-panel-sms"] input[autocomplete="one-time-code"]'],
    attributes: [['main [role="tab"][aria-controls$="-panel-sms"]', 'aria-selected', 'true']],
  },
]

export const CASE_IDS = CASES.map((c) => c.id)

function contextOptions(device: Device): BrowserContextOptions {
  if (device === 'iphone') return { ...devices['iPhone 13'] }
  // Playwright's default (desktop) user agent; only the viewport differs.
  return { viewport: device === 'desktop' ? { width: 1350, height: 900 } : { width: 390, height: 844 } }
}

/**
 * Installed before any page script (plain JavaScript: it runs as written). Records the click's
 * time and every Event Timing entry, and defines the visibility check the wait polls.
 * The click's time is the pointerdown's own timestamp: if the main thread is busy when the
 * visitor presses, that input delay is part of the wait (performance.now() in the listener would
 * leave it out).
 */
const INIT_SCRIPT = `
(function () {
  window.__fiEvents = [];
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        window.__fiEvents.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId || 0 });
      });
    }).observe({ type: 'event', buffered: true, durationThreshold: ${EVENT_THRESHOLD_MS} });
  } catch (error) { /* no Event Timing: the duration is reported as missing */ }
  window.addEventListener('pointerdown', function (event) {
    if (window.__fiClickAt === undefined) window.__fiClickAt = Math.min(event.timeStamp, performance.now());
  }, { capture: true, passive: true });

  function overlaps(a, b) {
    return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  }
  // Rendered, not transparent or hidden, with a box that is (partly) in the viewport and not
  // clipped away by a scrolling ancestor (a tab panel in a swipe strip).
  function shown(element) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true })) return false;
    var box = element.getBoundingClientRect();
    if (!overlaps(box, { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight })) return false;
    for (var parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      var style = getComputedStyle(parent);
      if ((style.overflowX !== 'visible' || style.overflowY !== 'visible') && !overlaps(box, parent.getBoundingClientRect())) return false;
    }
    return true;
  }
  window.__fiShown = function (selector) {
    return Array.prototype.some.call(document.querySelectorAll(selector), shown);
  };
})();
`

type Spec = { shows: string[]; attributes: Array<[string, string, string]> }

declare global {
  interface Window {
    /** Event Timing entries (TypeScript's DOM types lack interactionId). */
    __fiEvents: Array<{ name: string; startTime: number; duration: number; interactionId: number }>
    __fiClickAt?: number
    __fiShown(selector: string): boolean
  }
}

async function runOnce(browser: Browser, baseUrl: string, c: Case, throttle: number): Promise<{ visible: number; eventTiming: number | null }> {
  const context = await browser.newContext(contextOptions(c.device))
  try {
    // A visitor who saw the registration popup today (as in the e2e tests): it would open on top of the results.
    await context.addCookies([{ name: 'registeredPopup', value: '1', url: baseUrl }])
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await page.addInitScript(INIT_SCRIPT)

    const url = new URL(c.path, baseUrl)
    await page.goto(url.href, { waitUntil: 'load' })
    // A device or language redirect would measure another page.
    const landed = new URL(page.url()).pathname
    if (landed !== url.pathname) throw new Error(`${c.path} redirected to ${landed}`)
    if (c.before) await c.before(page)
    await page.waitForTimeout(LOOK_MS)
    await c.target(page).click({ timeout: CLICK_TIMEOUT_MS })

    const spec: Spec = { shows: c.shows, attributes: c.attributes ?? [] }
    const visible = await page.waitForFunction(
      ({ shows, attributes }: Spec) => {
        const clickAt = window.__fiClickAt
        if (clickAt === undefined) return false
        const done = shows.every((selector) => window.__fiShown(selector)) && attributes.every(([selector, name, value]) => document.querySelector(selector)?.getAttribute(name) === value)
        return done ? { ms: performance.now() - clickAt } : false
      },
      spec,
      { polling: 'raf', timeout: RESULT_TIMEOUT_MS },
    )
    const { ms } = (await visible.jsonValue()) as { ms: number }

    await page.waitForTimeout(SETTLE_MS)
    const eventTiming = await page.evaluate(() => {
      const clickAt = window.__fiClickAt ?? Infinity
      const durations = window.__fiEvents.filter((entry) => entry.interactionId > 0 && entry.startTime >= clickAt - 1).map((entry) => entry.duration)
      return durations.length ? Math.max(...durations) : null
    })
    return { visible: ms, eventTiming }
  } finally {
    await context.close()
  }
}

export async function measureFirstInteractions(baseUrl: string, opts: MeasureOptions = {}): Promise<CaseResult[]> {
  const runs = Math.max(1, opts.runs ?? 3)
  const throttle = opts.throttle ?? 4
  const unknown = (opts.cases ?? []).filter((id) => !CASE_IDS.includes(id))
  if (unknown.length) throw new Error(`unknown case(s): ${unknown.join(', ')} (known: ${CASE_IDS.join(', ')})`)
  const cases = opts.cases?.length ? CASES.filter((c) => opts.cases!.includes(c.id)) : CASES

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const results: CaseResult[] = []
  try {
    for (const c of cases) {
      const result: CaseResult = { id: c.id, name: c.name, url: new URL(c.path, baseUrl).href, visibleMs: [], eventTimingMs: [], medianVisibleMs: null, medianEventTimingMs: null, pass: false, errors: [] }
      for (let run = 0; run < runs; run++) {
        try {
          const { visible, eventTiming } = await runOnce(browser, baseUrl, c, throttle)
          result.visibleMs.push(Math.round(visible))
          result.eventTimingMs.push(eventTiming === null ? null : Math.round(eventTiming))
        } catch (error) {
          result.visibleMs.push(null)
          result.eventTimingMs.push(null)
          result.errors.push(`run ${run + 1}: ${(error as Error).message.split('\n')[0]}`)
        }
      }
      const ok = result.visibleMs.flatMap((ms, index) => (ms === null ? [] : [{ visible: ms, eventTiming: result.eventTimingMs[index] }]))
      result.medianVisibleMs = median(ok.map((r) => r.visible))
      // A run without an entry took under 16 ms: counted as 0 for the median, shown as "<16".
      const eventMedian = median(ok.map((r) => r.eventTiming ?? 0))
      result.medianEventTimingMs = eventMedian === null || eventMedian < EVENT_THRESHOLD_MS ? null : eventMedian
      result.pass = result.errors.length === 0 && result.medianVisibleMs !== null && result.medianVisibleMs < PASS_MS && (result.medianEventTimingMs ?? 0) < PASS_MS
      results.push(result)
    }
  } finally {
    await browser.close()
  }
  return results
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`)
const eventMs = (value: number | null) => (value === null ? `<${EVENT_THRESHOLD_MS} ms` : `${Math.round(value)} ms`)

/** A markdown table: one line per case, medians with the individual runs. */
export function formatTable(results: CaseResult[]): string {
  const lines = [
    '| case | result visible: median [min–max] | runs | Event Timing: median (runs) | pass |',
    '| --- | --- | --- | --- | --- |',
  ]
  for (const r of results) {
    const ok = r.visibleMs.filter((value): value is number => value !== null)
    const range = ok.length ? ` [${Math.min(...ok)}–${Math.max(...ok)}]` : ''
    const runs = r.visibleMs.map((value) => (value === null ? 'failed' : String(value))).join(', ')
    const eventRuns = r.eventTimingMs.map((value, index) => (r.visibleMs[index] === null ? 'failed' : value === null ? `<${EVENT_THRESHOLD_MS}` : String(value))).join(', ')
    const eventMedian = r.medianVisibleMs === null ? '—' : eventMs(r.medianEventTimingMs)
    lines.push(`| ${r.name} | ${ms(r.medianVisibleMs)}${range} | ${runs} | ${eventMedian} (${eventRuns}) | ${r.pass ? 'pass' : 'fail'} |`)
  }
  const errors = results.flatMap((r) => r.errors.map((error) => `- ${r.id}: ${error}`))
  return errors.length ? `${lines.join('\n')}\n\nFailed runs:\n${errors.join('\n')}` : lines.join('\n')
}
