/**
 * patches/next+16.4.5.patch keeps the site's localized pages/404 for Pages Router routes when an
 * app directory (the Payload admin) exists: upstream serves the App Router's not-found first
 * (vercel/next.js#58945, open; docs/decisions/0002-next-patch-pages-404.md). patch-package patches
 * the CommonJS files Next runs; Next's ESM copies stay as upstream ships them, so they tell us
 * whether the patch is still needed. The behaviour itself: tests/http/routing.test.ts.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

const next = (file: string) => readFileSync(`node_modules/next/dist/${file}`, 'utf8')

/** The 404 branch of renderErrorToResponseImpl: which candidate upstream tries first. */
function firstNotFoundCandidate(source: string): 'app' | 'pages' {
  const branch = source.slice(source.indexOf('if (is404) {'))
  const app = branch.search(/page: (?:_constants\.)?UNDERSCORE_NOT_FOUND_ROUTE_ENTRY/)
  const pages = branch.indexOf("page: '/404'")
  expect(app, 'the app not-found candidate').toBeGreaterThan(0)
  expect(pages, 'the pages/404 candidate').toBeGreaterThan(0)
  return app < pages ? 'app' : 'pages'
}

describe('the pages/404 patch of Next', () => {
  it('is still needed: upstream still answers a Pages Router 404 with the app not-found first (else drop the patch, #58945 is fixed)', () => {
    expect(firstNotFoundCandidate(next('esm/server/base-server.js'))).toBe('app')
    expect(next('esm/build/index.js')).toContain('if (hasStaticApp404) {')
  })

  it('is applied to the files Next runs', () => {
    expect(firstNotFoundCandidate(next('server/base-server.js'))).toBe('pages')
    expect(next('build/index.js')).toContain('if (hasStaticApp404 && !hasPages404) {')
  })

  it('patches nothing else', () => {
    const patch = readFileSync('patches/next+16.4.5.patch', 'utf8')
    expect(patch.match(/^diff --git .*$/gm)).toEqual([
      'diff --git a/node_modules/next/dist/build/index.js b/node_modules/next/dist/build/index.js',
      'diff --git a/node_modules/next/dist/server/base-server.js b/node_modules/next/dist/server/base-server.js',
    ])
  })
})
