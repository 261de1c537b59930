/**
 * Issue 45 part 6: spec section 2's "mobile without header" layout (MobileLayout `bare`) is what
 * a phone page with its own header uses: a landing page's phone version shows its own head in
 * the mobile frame, the prize page its own banner with the back button; neither shows the site's
 * header above it.
 */
import i18next from 'i18next'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { NextRouter } from 'next/router'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { ReceivePrizePage } from '@/features/lottery/ReceivePrizePage'
import { isMobileSitePage } from '@/features/mobile/root-class'
import { PromotionLayout } from '@/features/promote/PromotionLayout'
import { fallbackSiteChrome } from '@/lib/site-chrome'

import common from '../../locales/en/common.json'
import content from '../../locales/en/content.json'
import lottery from '../../locales/en/lottery.json'
import mobile from '../../locales/en/mobile.json'
import promote from '../../locales/en/promote.json'

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ resources: { en: { common, content, lottery, mobile, promote } }, lng: 'en', ns: ['common'], defaultNS: 'common' })

const chrome = fallbackSiteChrome('en')
const router = (pathname: string) => ({ pathname, asPath: pathname, route: pathname, query: {}, isReady: true, push: async () => true, events: { on() {}, off() {} } }) as unknown as NextRouter

const render = (pathname: string, node: React.ReactNode) =>
  renderToStaticMarkup(
    <RouterContext.Provider value={router(pathname)}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </RouterContext.Provider>,
  )

const landing = (device: 'desktop' | 'mobile') =>
  render(
    '/m/promotion/[id]',
    <PromotionLayout head={{ logo: null, logoTitle: 'Spring offer', loginLabel: 'Join', link: null } as never} chrome={chrome} locale="en" device={device}>
      <p>the blocks</p>
    </PromotionLayout>,
  )

describe('a landing page on a phone', () => {
  it('is the mobile frame without the site header: its own head, the blocks in their phone styles, the mobile footer', () => {
    const html = landing('mobile')
    expect(html).toMatch(/data-layout="bare"[^>]*data-testid="mobile-layout"/)
    expect(html).not.toContain('data-testid="mobile-header"')
    expect(html).not.toContain('data-testid="mobile-tab-bar"')
    expect(html.match(/<header/g)).toHaveLength(1)
    expect(html).toMatch(/<header[^>]*data-device="mobile"[^>]*data-testid="promotion-head"/)
    expect(html).toContain('Spring offer')
    expect(html).toContain('data-testid="promotion-head-login"')
    expect(html).toMatch(/data-device="mobile"><p>the blocks<\/p>/)
    expect(html).toContain('data-testid="mobile-footer"')
  })

  it('stays in its own desktop frame on a desktop', () => {
    const html = landing('desktop')
    expect(html).not.toContain('data-testid="mobile-layout"')
    expect(html).toMatch(/data-device="desktop"[^>]*>[\s\S]*data-testid="promotion-head"/)
  })

  it('gets the mobile root class (rem scale) from the first paint, like the /m pages; its success page does not', () => {
    expect(isMobileSitePage('/m/lottery', {})).toBe(true)
    expect(isMobileSitePage('/m', undefined)).toBe(true)
    expect(isMobileSitePage('/promote/[[...slug]]', { data: { device: 'mobile', success: false } })).toBe(true)
    expect(isMobileSitePage('/promote/[[...slug]]', { data: { device: 'mobile', success: true } })).toBe(false)
    expect(isMobileSitePage('/promote/[[...slug]]', { data: { device: 'desktop', success: false } })).toBe(false)
    expect(isMobileSitePage('/promotion/[id]', { data: { device: 'mobile', success: false } })).toBe(false)
    expect(isMobileSitePage('/mobile', undefined)).toBe(false)
  })
})

describe('the prize page', () => {
  it('shows its own banner with the back button, not the site header repeating its title', () => {
    const props = { chrome, siteUrl: 'http://localhost', path: '/m/ReceivePrize', locale: 'en' as const, preview: false, data: {} }
    const html = render('/m/ReceivePrize', <ReceivePrizePage {...props} />)
    expect(html).toMatch(/data-layout="bare"[^>]*data-testid="mobile-layout"/)
    expect(html).not.toContain('data-testid="mobile-header"')
    const banner = /<header[^>]*data-testid="receive-prize-header">([\s\S]*?)<\/header>/.exec(html)?.[1] ?? ''
    expect(banner).toContain('data-testid="mobile-back"')
    expect(banner).toContain(`<h1>${lottery.receive.title}</h1>`)
    expect(html.match(/<h1/g)).toHaveLength(1)
  })
})
