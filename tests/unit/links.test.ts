import { describe, expect, it } from 'vitest'

import { showsGuestGuide } from '@/features/auth/guest'
import { authLinkHref, resolveLink } from '@/lib/links'

const settings = { workbenchBaseUrl: '', campaignCode: 'ozon_official', urlCode: 'website' }

describe('guest Log in / Register links', () => {
  const workbench = { ...settings, workbenchBaseUrl: 'https://app.example.com/' }

  it('lead to the workbench login with type, redirect=ozon, campaign code and url code', () => {
    expect(authLinkHref({ ...workbench, type: 'login', locale: 'zh' })).toBe(
      'https://app.example.com/workbench/login?type=login&redirect=ozon&campaign=ozon_official&urlCode=website',
    )
    expect(authLinkHref({ ...workbench, type: 'register', locale: 'zh', currentSearch: '' })).toBe(
      'https://app.example.com/workbench/login?type=register&redirect=ozon&campaign=ozon_official&urlCode=website',
    )
  })

  it('name the language outside zh', () => {
    expect(authLinkHref({ ...workbench, type: 'register', locale: 'ru' })).toBe(
      'https://app.example.com/workbench/login?type=register&redirect=ozon&campaign=ozon_official&urlCode=website&language=ru',
    )
  })

  it('carry an existing query string over and append type and redirect=ozon', () => {
    expect(authLinkHref({ ...workbench, type: 'register', locale: 'zh', currentSearch: '?utm_source=douyin&code=AB12' })).toBe(
      'https://app.example.com/workbench/login?utm_source=douyin&code=AB12&type=register&redirect=ozon',
    )
  })

  it('never repeat type or redirect from the carried query', () => {
    const href = authLinkHref({ ...workbench, type: 'login', locale: 'en', currentSearch: 'type=register&redirect=x&aic=9' })
    expect(href).toBe('https://app.example.com/workbench/login?aic=9&type=login&redirect=ozon')
  })

  it("land on this site's login or register page, in the page's language, when no workbench is hosted", () => {
    expect(authLinkHref({ ...settings, type: 'login', locale: 'zh' })).toBe('/login?type=login&redirect=ozon&campaign=ozon_official&urlCode=website')
    expect(authLinkHref({ ...settings, type: 'register', locale: 'ru' })).toBe(
      '/ru/register?type=register&redirect=ozon&campaign=ozon_official&urlCode=website&language=ru',
    )
    expect(authLinkHref({ ...settings, type: 'register', locale: 'en', currentSearch: '?aic=7' })).toBe('/en/register?aic=7&type=register&redirect=ozon')
  })
})

describe('resolveLink', () => {
  it('sends workbench and tools paths to the workbench origin in a new tab when one is configured', () => {
    expect(resolveLink('/workbench/dashboard', 'https://app.example.com')).toEqual({ href: 'https://app.example.com/workbench/dashboard', external: true })
    expect(resolveLink('/tools/?toolType=1', 'https://app.example.com/')).toEqual({ href: 'https://app.example.com/tools/?toolType=1', external: true })
    expect(resolveLink('/business-college/operate/1', 'https://app.example.com')).toEqual({ href: '/business-college/operate/1', external: false })
    expect(resolveLink('/workbenchy', 'https://app.example.com')).toEqual({ href: '/workbenchy', external: false })
  })

  it('keeps workbench links on this site without a workbench: account page, or login/register with the query', () => {
    expect(resolveLink('/workbench/selection/hot', '')).toEqual({ href: '/account', external: false })
    expect(resolveLink('/tools/patrol/', ' ')).toEqual({ href: '/account', external: false })
    expect(resolveLink('/workbench/login?type=register&redirect=ozon', '')).toEqual({ href: '/register?type=register&redirect=ozon', external: false })
    expect(resolveLink('/workbench/login/?type=login#x', '')).toEqual({ href: '/login?type=login', external: false })
    expect(resolveLink('/workbench/login', '')).toEqual({ href: '/login', external: false })
  })

  it('opens other sites in a new tab and site pages in place', () => {
    expect(resolveLink('https://news.example.com', '').external).toBe(true)
    // A protocol-relative, backslash or script link (refused at save since; stored before) leads home instead.
    for (const unsafe of ['//cdn.example.com/x', '/\\evil.example', 'javascript:alert(1)']) expect(resolveLink(unsafe, '')).toEqual({ href: '/', external: false })
    expect(resolveLink('/IndustryNews', '').external).toBe(false)
  })
})

describe('guest guide on workbench links', () => {
  it('shows for a guest on data links, and on every workbench link when no workbench is hosted', () => {
    expect(showsGuestGuide('/workbench/selection/hot', 'https://app.example.com', false)).toBe(true)
    expect(showsGuestGuide('/workbench/dashboard', 'https://app.example.com', false)).toBe(false)
    expect(showsGuestGuide('/workbench/dashboard', '', false)).toBe(true)
  })

  it('never shows for sellers, site pages or the login links', () => {
    expect(showsGuestGuide('/workbench/selection/hot', '', true)).toBe(false)
    expect(showsGuestGuide('/lesson', '', false)).toBe(false)
    expect(showsGuestGuide('/workbench/login?type=register', '', false)).toBe(false)
  })
})
