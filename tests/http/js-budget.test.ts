/**
 * Reads the production build (`next build`, which scripts/test-db.ts runs before this project) and
 * fails when a page's first-load JavaScript, or the runtime it starts at idle after its load,
 * exceeds its page type's budget (scripts/lib/first-load-js.ts).
 */
import { describe, expect, it } from 'vitest'

import { budgetFor, firstLoadJs, kb } from '../../scripts/lib/first-load-js'

describe('JavaScript of every page stays within its budget', () => {
  const pages = firstLoadJs()

  it('reads every page of the build, with the framework and the app shell counted', () => {
    const paths = pages.map((entry) => entry.page)
    for (const page of ['/', '/login', '/QACommunity', '/article/operate/[id]', '/lesson/[id]', '/about', '/404']) expect(paths).toContain(page)
    const home = pages.find((entry) => entry.page === '/')
    expect(home?.files.some((entry) => entry.file.includes('/framework-'))).toBe(true)
    expect(home?.files.some((entry) => entry.file.includes('/pages/_app-'))).toBe(true)
    // The runtime React needs is counted for every page, at idle or not.
    for (const entry of pages) expect(entry.runtimeBytes).toBeGreaterThan(100 * 1024)
  })

  it('content pages and the login forms start the runtime at idle; the account page with the page', () => {
    const atIdle = (page: string) => pages.find((entry) => entry.page === page)?.atIdle
    for (const page of ['/', '/login', '/register', '/QACommunity', '/answerDetail/[id]', '/article/operate/[id]', '/lesson/[id]', '/business-college/[list]/[page]', '/about', '/404'])
      expect(atIdle(page), page).toBe(true)
    for (const page of ['/account', '/success']) expect(atIdle(page), page).toBe(false)
  })

  it.each(pages.map((entry) => [entry.page, entry] as const))('%s', (_page, entry) => {
    const budget = budgetFor(entry.page)
    const detail = entry.files.map((file) => `${file.file}: ${kb(file.gzipBytes)} KB`).join('\n')
    expect(kb(entry.firstLoadBytes), `${entry.page} (${budget.type}) first load ${kb(entry.firstLoadBytes)} KB > ${budget.firstLoadKb} KB`).toBeLessThanOrEqual(budget.firstLoadKb)
    expect(kb(entry.runtimeBytes), `${entry.page} (${budget.type}) runtime ${kb(entry.runtimeBytes)} KB > ${budget.runtimeKb} KB:\n${detail}`).toBeLessThanOrEqual(budget.runtimeKb)
  })
})
