import { describe, expect, it } from 'vitest'

import { authLinkHref, opensInNewTab, resolveHref } from '@/lib/links'

const settings = { workbenchBaseUrl: '', campaignCode: 'ozon_official', urlCode: 'website' }

describe('guest Log in / Register links', () => {
  it('lead to /workbench/login with type, redirect=ozon, campaign code and url code', () => {
    expect(authLinkHref({ ...settings, type: 'login', locale: 'zh' })).toBe(
      '/workbench/login?type=login&redirect=ozon&campaign=ozon_official&urlCode=website',
    )
    expect(authLinkHref({ ...settings, type: 'register', locale: 'zh', currentSearch: '' })).toBe(
      '/workbench/login?type=register&redirect=ozon&campaign=ozon_official&urlCode=website',
    )
  })

  it('name the language outside zh', () => {
    expect(authLinkHref({ ...settings, type: 'register', locale: 'ru' })).toBe(
      '/workbench/login?type=register&redirect=ozon&campaign=ozon_official&urlCode=website&language=ru',
    )
  })

  it('carry an existing query string over and append type and redirect=ozon', () => {
    expect(authLinkHref({ ...settings, type: 'register', locale: 'zh', currentSearch: '?utm_source=douyin&code=AB12' })).toBe(
      '/workbench/login?utm_source=douyin&code=AB12&type=register&redirect=ozon',
    )
  })

  it('never repeat type or redirect from the carried query', () => {
    const href = authLinkHref({ ...settings, type: 'login', locale: 'en', currentSearch: 'type=register&redirect=x&aic=9' })
    expect(href).toBe('/workbench/login?aic=9&type=login&redirect=ozon')
  })

  it('point at the workbench origin when one is configured', () => {
    expect(authLinkHref({ ...settings, workbenchBaseUrl: 'https://app.example.com/', type: 'login', locale: 'zh' })).toMatch(
      /^https:\/\/app\.example\.com\/workbench\/login\?type=login&/,
    )
  })
})

describe('resolveHref and opensInNewTab', () => {
  it('prefix workbench and tools paths with the workbench origin, nothing else', () => {
    expect(resolveHref('/workbench/dashboard', 'https://app.example.com')).toBe('https://app.example.com/workbench/dashboard')
    expect(resolveHref('/tools/?toolType=1', 'https://app.example.com')).toBe('https://app.example.com/tools/?toolType=1')
    expect(resolveHref('/business-college/operate/1', 'https://app.example.com')).toBe('/business-college/operate/1')
    expect(resolveHref('/workbenchy', 'https://app.example.com')).toBe('/workbenchy')
  })

  it('open workbench links and other sites in a new tab, site pages in place', () => {
    expect(opensInNewTab('/workbench/big/general')).toBe(true)
    expect(opensInNewTab('https://news.example.com')).toBe(true)
    expect(opensInNewTab('/IndustryNews')).toBe(false)
  })
})
