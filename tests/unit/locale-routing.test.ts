import { describe, expect, it } from 'vitest'

import { localizedPath, toLocale } from '@/lib/i18n/locales'
import { decideLocaleRoute } from '@/lib/i18n/routing'
import { localeCookie, splitLocalePath } from '@/lib/i18n/switch-locale'

describe('locale paths', () => {
  it('have no prefix for zh and /en, /ru for the others', () => {
    expect(localizedPath('/', 'zh')).toBe('/')
    expect(localizedPath('/', 'en')).toBe('/en')
    expect(localizedPath('/about', 'ru')).toBe('/ru/about')
    expect(localizedPath('about', 'zh')).toBe('/about')
  })

  it('split into language and path', () => {
    expect(splitLocalePath('/en/about/x')).toEqual({ locale: 'en', path: '/about/x', prefixed: true })
    expect(splitLocalePath('/ru')).toEqual({ locale: 'ru', path: '/', prefixed: true })
    expect(splitLocalePath('/english')).toEqual({ locale: 'zh', path: '/english', prefixed: false })
    expect(splitLocalePath('/')).toEqual({ locale: 'zh', path: '/', prefixed: false })
  })

  it('fall back to zh for unknown locales', () => {
    expect(toLocale('fr')).toBe('zh')
    expect(toLocale(undefined)).toBe('zh')
    expect(toLocale('ru')).toBe('ru')
  })
})

describe('the language cookie', () => {
  it('is i18n_redirected, site-wide, for 365 days', () => {
    expect(localeCookie('en')).toBe('i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax')
  })

  it('sends an unprefixed path to the remembered language, keeping path and query', () => {
    expect(decideLocaleRoute('/', '', 'en')).toEqual({ redirect: '/en' })
    expect(decideLocaleRoute('/about', '?utm_source=x', 'ru')).toEqual({ redirect: '/ru/about?utm_source=x' })
  })

  it('leaves prefixed paths, zh choices, missing and unknown cookies alone', () => {
    expect(decideLocaleRoute('/en/about', '', 'ru')).toBeNull()
    expect(decideLocaleRoute('/', '', 'zh')).toBeNull()
    expect(decideLocaleRoute('/', '', undefined)).toBeNull()
    expect(decideLocaleRoute('/', '', 'fr')).toBeNull()
  })
})
