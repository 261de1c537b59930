/**
 * First-load JavaScript of each page of the pages router, read from a production build
 * (`.next/build-manifest.json`): every script a first visit to the page downloads before it is
 * interactive (webpack runtime, framework, Next's main, `_app`, the page's shared chunks and its
 * own chunk), gzipped at level 9 as nginx and Next send them. The polyfills are left out: modern
 * browsers skip `nomodule` scripts. Code loaded on demand (dynamic imports) is not first-load.
 * Content pages start that runtime once the page has loaded and the browser is idle
 * (src/lib/runtime-loading.ts): what they load before that is the boot script alone, and
 * `runtimeBytes` is what follows at idle. Every page's first load includes the analytics tracker
 * (public/track.js).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { TRACK_SCRIPT } from '../../src/lib/attribution/tracker'
import { RUNTIME_BOOT_SCRIPT, startsRuntimeAtIdle } from '../../src/lib/runtime-loading'

type BuildManifest = { pages: Record<string, string[]> }

export type PageScripts = {
  page: string
  /** The page's scripts wait for the boot script (runtime at idle). */
  atIdle: boolean
  /** What the page loads before its load event. */
  firstLoadBytes: number
  /** Next's runtime for the page: with the page, or at idle after its load. */
  runtimeBytes: number
  files: { file: string; gzipBytes: number }[]
}

export function firstLoadJs(buildDir = '.next'): PageScripts[] {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8')) as BuildManifest
  const sizes = new Map<string, number>()
  const gzipSize = (file: string) => {
    let size = sizes.get(file)
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(buildDir, file)), { level: 9 }).length
      sizes.set(file, size)
    }
    return size
  }
  const bootBytes = gzipSync(readFileSync(path.join('public', RUNTIME_BOOT_SCRIPT)), { level: 9 }).length
  // Every page also loads the site's own analytics tracker (public/track.js, async).
  const trackBytes = gzipSync(readFileSync(path.join('public', TRACK_SCRIPT)), { level: 9 }).length
  const app = manifest.pages['/_app'] ?? []
  return Object.entries(manifest.pages)
    .filter(([page]) => page !== '/_app')
    .map(([page, own]) => {
      const scripts = [...new Set([...app, ...own])].filter((file) => file.endsWith('.js'))
      const files = scripts.map((file) => ({ file, gzipBytes: gzipSize(file) }))
      const runtimeBytes = files.reduce((sum, entry) => sum + entry.gzipBytes, 0)
      const atIdle = startsRuntimeAtIdle(page)
      return { page, atIdle, firstLoadBytes: (atIdle ? bootBytes : runtimeBytes) + trackBytes, runtimeBytes, files }
    })
    .sort((a, b) => a.page.localeCompare(b.page))
}

/** Kilobytes with one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/**
 * Budgets in gzipped KB. DESIGN.md: a content page's first load <= 110 KB, framework included.
 * React 19's framework chunk (67 KB), Next's pages-router runtime (41 KB) and the webpack runtime
 * (3 KB) alone make 111 KB, which is why content pages load them at idle after their own load.
 * The runtime ceilings are today's sizes plus a small margin, so that growth shows: a page over either of its type's
 * budgets fails tests/http/js-budget.test.ts.
 */
export const JS_BUDGETS = [
  // 210: zod left the forms' bundle (the anti-bot signal's shape is checked on the server only): 207.4 on /login.
  { type: 'portal forms (login, register, prize delivery), at idle', firstLoadKb: 110, runtimeKb: 210, pages: ['/login', '/register', '/m/register', '/m/DeliveryInfo'] },
  // 190: the account's reads went to SWR (+4.5 KB: 189.3 on /account).
  // 191: the layouts' Activity boundaries and the dialogs' idle preloads (190.2 on /account).
  // 192: the membership card's link to the plans (191.1 on /account).
  // 194: the signed-in account's main and sub accounts in the user store, the sub-accounts section's entry (192.9 on /account).
  { type: 'account, shops and confirmations', firstLoadKb: 194, runtimeKb: 194, pages: ['/account', '/moreShopAuthorize', '/success'] },
  // The end of a WeChat scan acts at once with the login flow's code (the shared client, the forms,
  // the slider): what /login loads when its sheet is used (210 KB), up front (196.8 on /oauth).
  { type: 'WeChat callback and its local simulator', firstLoadKb: 200, runtimeKb: 200, pages: ['/oauth', '/oauth/wechat-scan'] },
  { type: 'error pages rendered by Next', firstLoadKb: 160, runtimeKb: 160, pages: ['/_error', '/500'] },
  // 172: reload guards and workbench links added ~1.6 KB to every page's runtime (/lottery: 170.3).
  // 173: the Button and Field primitives in the shared chunks (/lottery/preview/[id]: 172.1).
  // 174: the Activity boundaries and the idle preloads (/lottery: 172.8).
  // 175: the signed-in account's main and sub accounts in the user store (/: 174.1).
  { type: 'content pages', firstLoadKb: 110, runtimeKb: 175, pages: 'every other page' },
] as const

export type JsBudget = (typeof JS_BUDGETS)[number]

export function budgetFor(page: string): JsBudget {
  return JS_BUDGETS.find((budget) => Array.isArray(budget.pages) && budget.pages.includes(page)) ?? (JS_BUDGETS.at(-1) as JsBudget)
}
