import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'

import { POST_REDIRECTS } from '@/lib/content/post-routes'

/** Where Next's own matcher sends `path` (the first rule that matches), or null. */
function redirectOf(path: string, localePrefix = ''): string | null {
  for (const rule of POST_REDIRECTS) {
    const params = getPathMatch(localePrefix + rule.source, { strict: true, removeUnnamedParams: true })(path)
    if (params) return rule.destination.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
  }
  return null
}

// How Next applies a rule with i18n: the locale (default zh added to unprefixed paths) before its source.
const LOCALE = '/:nextInternalLocale(zh|en|ru)'

describe('any path containing /post (spec section 2)', () => {
  it('leaves /post/:id itself alone (the page answers)', () => {
    expect(redirectOf('/post/12')).toBeNull()
    expect(redirectOf('/post/abc')).toBeNull()
  })

  it('sends /something/post/:id to /post/:id', () => {
    expect(redirectOf('/foo/post/12')).toBe('/post/12')
    expect(redirectOf('/business-college/online-courses/post/7')).toBe('/post/7')
    expect(redirectOf('/m/post/3')).toBe('/post/3')
    // Containing, not only ending in: what follows the id goes too.
    expect(redirectOf('/foo/post/1/more')).toBe('/post/1')
    expect(redirectOf('/post/12/comments/3')).toBe('/post/12')
  })

  it('sends /post and /something/post without an id to the college home', () => {
    expect(redirectOf('/post')).toBe('/business-college')
    expect(redirectOf('/foo/post')).toBe('/business-college')
  })

  it('never touches the services, the CMS or Next files, nor paths that only contain "post" in a word', () => {
    for (const path of ['/api/ram/ddqbt/v1/post/1', '/api/post/1', '/cms-api/post/1', '/admin/collections/post/1', '/_next/data/x/post/1.json', '/postage/1', '/foo/posts/1', '/promote/1', '/api/post/1/more']) {
      expect(redirectOf(path), path).toBeNull()
    }
  })

  it('works under each language prefix the way Next matches it, without looping on /en/post/:id', () => {
    expect(redirectOf('/en/foo/post/12', LOCALE)).toBe('/post/12')
    expect(redirectOf('/zh/foo/post/12', LOCALE)).toBe('/post/12')
    expect(redirectOf('/ru/foo/post', LOCALE)).toBe('/business-college')
    expect(redirectOf('/en/post/12', LOCALE)).toBeNull()
    expect(redirectOf('/zh/api/post/1', LOCALE)).toBeNull()
  })
})
