import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { inLocaleFirst, isValidRevalidationSecret, pathsToRevalidate, revalidationSecret } from '@/server/cms/revalidate'

describe('on-demand revalidation', () => {
  const saved = process.env.PAYLOAD_SECRET
  beforeEach(() => {
    process.env.PAYLOAD_SECRET = 'test-secret'
  })
  afterEach(() => {
    process.env.PAYLOAD_SECRET = saved
  })

  it('regenerates every page showing the chrome in every language, homes first', () => {
    const paths = pathsToRevalidate({ scope: 'site' }, ['/business-college/operate/1', '/article/operate/7', '/', 'https://evil.example/'])
    expect(paths.slice(0, 3)).toEqual(['/', '/en', '/ru'])
    expect(paths).toContain('/ru/business-college')
    expect(paths).toContain('/en/account')
    expect(paths.slice(-6)).toEqual(['/business-college/operate/1', '/en/business-college/operate/1', '/ru/business-college/operate/1', '/article/operate/7', '/en/article/operate/7', '/ru/article/operate/7'])
    expect(paths.filter((path) => path === '/')).toHaveLength(1)
    expect(paths.some((path) => path.includes('evil'))).toBe(false)
  })

  it('regenerates given paths in every language, once each, and refuses anything that is not a site path', () => {
    const paths = pathsToRevalidate({ scope: 'paths', paths: ['/post/3', '/post/3', 'https://evil.example/x', '//evil', '/a/../b', '/x?y=1'] })
    expect(paths).toEqual(['/post/3', '/en/post/3', '/ru/post/3'])
  })

  it('accepts only the secret derived from PAYLOAD_SECRET', () => {
    expect(isValidRevalidationSecret(revalidationSecret())).toBe(true)
    expect(isValidRevalidationSecret(revalidationSecret('other-secret'))).toBe(false)
    expect(isValidRevalidationSecret('short')).toBe(false)
    expect(isValidRevalidationSecret(undefined)).toBe(false)
  })

  it('accepts nothing when no PAYLOAD_SECRET is configured', () => {
    process.env.PAYLOAD_SECRET = ''
    expect(isValidRevalidationSecret(revalidationSecret(''))).toBe(false)
  })
})

describe('a site-wide pass after a save in one language', () => {
  const paths = pathsToRevalidate({ scope: 'paths', paths: ['/', '/about', '/english-notes'] })

  it('regenerates the saved language’s pages first, and still every page once', () => {
    const perLocale = paths.length / 3
    const isEn = (path: string) => path === '/en' || path.startsWith('/en/')
    const isRu = (path: string) => path === '/ru' || path.startsWith('/ru/')
    const en = inLocaleFirst(paths, 'en')
    expect(en.slice(0, perLocale).every(isEn)).toBe(true)
    expect(en).toContain('/en/english-notes')
    expect([...en].sort()).toEqual([...paths].sort())
    const zh = inLocaleFirst(paths, 'zh')
    expect(zh.slice(0, perLocale)).toContain('/english-notes')
    expect(zh.slice(0, perLocale).some((path) => isEn(path) || isRu(path))).toBe(false)
    expect(inLocaleFirst(paths, 'ru').slice(0, perLocale).every(isRu)).toBe(true)
  })

  it('keeps the given order when the language is not known', () => {
    expect(inLocaleFirst(paths, undefined)).toEqual(paths)
  })
})
