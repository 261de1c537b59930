/**
 * The profit calculator as a seller uses it on a slow phone: each keystroke in a field, timed
 * from the browser's input event to the frame that shows the new profit (the result is computed
 * in the page, src/lib/calculator), with the CPU slowed 4×. Typed through Playwright's keyboard
 * (trusted events), in the sale price, with the default inputs otherwise (the cheapest of every
 * carrier compared and the break-even price re-solved on each change).
 */
import { chromium } from 'playwright'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { median } from './stats'

/** The bound: results within 50 ms of an input change. */
export const CALCULATOR_PASS_MS = 50

export type CalculatorInputResult = { path: string; keystrokes: number; medianMs: number | null; maxMs: number | null; pass: boolean }

declare global {
  interface Window {
    __calculatorTimings?: number[]
  }
}

export async function measureCalculatorInput(baseUrl: string, { path = '/en/calculator?m=price', throttle = 4, keys = '123456789' } = {}): Promise<CalculatorInputResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(new URL(path, baseUrl).href)
    await page.waitForFunction(() => Boolean((window as { next?: { router?: unknown } }).next?.router))
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    // Input event → the results change → the frame after it: what the visitor waits for.
    await page.evaluate(() => {
      window.__calculatorTimings = []
      const results = document.querySelector('[data-testid="calculator-results"]')
      if (!results) throw new Error('no calculator results on the page')
      let started: number | null = null
      document.addEventListener('input', (event) => (started = event.timeStamp), true)
      new MutationObserver(() => {
        if (started === null) return
        const from = started
        started = null
        requestAnimationFrame(() => window.__calculatorTimings?.push(performance.now() - from))
      }).observe(results.parentElement ?? results, { subtree: true, childList: true, characterData: true })
    })
    // The domestic freight (asked in every mode): each digit replaces the value, which stays valid.
    const field = page.locator('[data-testid="calculator"] [name="freightCny"]')
    await field.click()
    for (const key of keys) {
      await field.press('ControlOrMeta+A')
      await page.keyboard.type(key)
      await page.waitForTimeout(300)
    }
    const timings = await page.evaluate(() => window.__calculatorTimings ?? [])
    const medianMs = median(timings)
    const maxMs = timings.length ? Math.max(...timings) : null
    return { path, keystrokes: timings.length, medianMs: medianMs === null ? null : Math.round(medianMs), maxMs: maxMs === null ? null : Math.round(maxMs), pass: timings.length === keys.length && maxMs !== null && maxMs < CALCULATOR_PASS_MS }
  } finally {
    await browser.close()
  }
}

/** Each mode of the calculator, printed as a table (the bench's report). */
export async function measureCalculatorModes(baseUrl: string): Promise<CalculatorInputResult[]> {
  const results: CalculatorInputResult[] = []
  for (const path of ['/en/calculator', '/en/calculator?m=price', '/en/calculator?m=purchase']) results.push(await measureCalculatorInput(baseUrl, { path }))
  const rows = results.map((result) => `| ${result.path} | ${result.keystrokes} | ${result.medianMs ?? '—'} ms | ${result.maxMs ?? '—'} ms | ${result.pass ? 'yes' : 'NO'} |`)
  console.log(`\nCalculator: keystroke → new result on screen, CPU 4× slower (target < ${CALCULATOR_PASS_MS} ms):\n| page | keystrokes | median | max | pass |\n|---|---|---|---|---|\n${rows.join('\n')}`)
  return results
}
