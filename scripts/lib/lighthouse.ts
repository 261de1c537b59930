/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on Debian's Chromium, as the
 * issue-13 targets are checked. Each page is measured `runs` times in a fresh browser profile
 * and the median performance run is reported.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { kb } from './first-load-js'

export type PageScore = {
  url: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Milliseconds. */
  tbt: number
  lcp: number
  fcp: number
  cls: number
  /** Kilobytes of script transferred (compressed). */
  scriptKb: number
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

async function runOnce(url: string, userAgent?: string): Promise<PageScore> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
  try {
    // ignoreStatusCode: the 404 page is one of the page types measured.
    // userAgent: a desktop page with a mobile twin is measured as a desktop browser asks for it
    // (with Lighthouse's phone user agent the site sends it to the /m twin).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ignoreStatusCode: true,
      ...(userAgent ? { emulatedUserAgent: userAgent } : {}),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN
    const scripts = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
    const scriptBytes = scripts.find((item) => item.resourceType === 'script')?.transferSize ?? 0
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbt: Math.round(numeric('total-blocking-time')),
      lcp: Math.round(numeric('largest-contentful-paint')),
      fcp: Math.round(numeric('first-contentful-paint')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      scriptKb: kb(scriptBytes),
    }
  } finally {
    await chrome.kill()
  }
}

/** The run with the median performance score among `runs` runs. */
export async function lighthouseMedian(url: string, runs = 3, userAgent?: string): Promise<PageScore> {
  const results: PageScore[] = []
  for (let run = 0; run < runs; run++) results.push(await runOnce(url, userAgent))
  results.sort((a, b) => a.performance - b.performance)
  return results[Math.floor(results.length / 2)] as PageScore
}
