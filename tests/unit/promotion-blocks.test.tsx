import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { PROMOTION_BLOCKS } from '@cms/blocks'
import { PromotionContextValue } from '@cms/blocks/context'
import { type PromotionBlock, RenderBlocks } from '@cms/blocks/RenderBlocks'
import { isPromotionSlug, parsePromotePath } from '@cms/collections/promotions/slug'
import { withIds } from '@cms/seed/promotions'
import { slimMedia } from '@/server/promotions/view'

import en from '../../locales/en/promote.json'

const i18n = i18next.createInstance()
await i18n.use(initReactI18next).init({ resources: { en: { promote: en } }, lng: 'en', ns: ['promote'], defaultNS: 'promote' })

const image = { url: '/media/shot.webp', alt: 'The workbench', width: 1200, height: 800, mimeType: 'image/webp' }
const register = { label: 'Sign up free', kind: 'register' as const }

/** One block of each kind, as a marketer fills it in. */
const BLOCKS = [
  { blockType: 'hero', heading: 'Grow on Ozon', text: 'Data first', image, primary: register, secondary: { label: 'About', kind: 'link', href: '/about' } },
  { blockType: 'featureGrid', heading: 'Features', features: [{ icon: 'bolt', title: 'Bestseller alerts', text: 'First to know' }] },
  { blockType: 'mediaBlock', heading: 'See it', kind: 'image', image, caption: 'Hot rankings' },
  { blockType: 'testimonials', heading: 'Sellers say', quotes: [{ quote: 'Paid off in a month', name: 'Mr Li', role: 'Home goods' }] },
  { blockType: 'pricingTeaser', heading: 'Plans', plans: [{ name: 'Operation', price: '¥199', period: 'a month', points: 'Rankings\nAlerts', highlighted: true, action: register }] },
  { blockType: 'faq', heading: 'Questions', items: [{ question: 'Is it free?', answer: 'Signing up is.' }] },
  { blockType: 'qrContact', heading: 'Scan me', wechatId: 'ozon-data', phone: '+86 10 1234', email: 'hi@example.com' },
  { blockType: 'registrationForm', heading: 'Sign up in 30 seconds', mode: 'sms', activity: false },
  { blockType: 'callToAction', heading: 'Start today', primary: register },
  { blockType: 'richText', content: { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text: 'Why sellers choose us', format: 0, detail: 0, mode: 'normal', style: '' }] }] } } },
] as unknown as PromotionBlock[]

const render = (blocks: PromotionBlock[], locale: 'zh' | 'en' | 'ru' = 'en') =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PromotionContextValue.Provider value={{ locale, successPath: '/promote/pc/success', device: 'desktop', serviceQr: { url: '/media/qr.png', alt: 'Service' }, workbenchBaseUrl: '' }}>
        <RenderBlocks blocks={blocks} />
      </PromotionContextValue.Provider>
    </I18nextProvider>,
  )

describe('landing page blocks', () => {
  it('cover every block the builder offers', () => {
    expect(BLOCKS.map((block) => block.blockType).sort()).toEqual(PROMOTION_BLOCKS.map((block) => block.slug).sort())
  })

  it('each render what the marketer wrote', () => {
    const expected: Record<string, string[]> = {
      hero: ['<h1', 'Grow on Ozon', 'Data first', 'The workbench'],
      featureGrid: ['Features', 'Bestseller alerts', 'First to know', '<svg'],
      mediaBlock: ['See it', 'Hot rankings', 'shot.webp'],
      testimonials: ['Paid off in a month', 'Mr Li', 'Home goods'],
      pricingTeaser: ['¥199', 'a month', '<li>Alerts</li>'],
      faq: ['<details>', 'Is it free?', 'Signing up is.'],
      qrContact: ['Scan me', 'ozon-data', 'tel:+86101234', 'mailto:hi@example.com', '/media/qr.png', 'Phone'],
      registrationForm: ['Sign up in 30 seconds', 'id="register"'],
      callToAction: ['Start today', 'Sign up free'],
      richText: ['Why sellers choose us'],
    }
    for (const block of BLOCKS) {
      const html = render([block])
      expect(html, block.blockType).toContain(`data-block="${block.blockType}"`)
      for (const text of expected[block.blockType]!) expect(html, block.blockType).toContain(text)
    }
  })

  it('make only the first hero the page heading, and skip a block this build does not know', () => {
    const html = render([BLOCKS[0]!, BLOCKS[0]!, { blockType: 'carousel' } as unknown as PromotionBlock])
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html.match(/<h2/g)).toHaveLength(1)
    expect(html).not.toContain('carousel')
  })

  it('open the register form from a button that is a real link in the page language, and drop unsafe links', () => {
    const html = render([BLOCKS[0]!], 'ru')
    expect(html).toMatch(/<a href="\/ru\/register"[^>]*data-auth-trigger=""[^>]*>Sign up free<\/a>/)
    // A site link goes through next/link, which adds the language prefix from the router.
    expect(html).toContain('href="/about"')
    const unsafe = render([{ blockType: 'callToAction', heading: 'x', primary: { label: 'Click', kind: 'link', href: 'javascript:alert(1)' } } as unknown as PromotionBlock])
    expect(unsafe).not.toContain('Click')
  })

  it('show a video upload or address, and link a video page it cannot play', () => {
    const video = { ...image, url: '/media/tour.mp4', mimeType: 'video/mp4' }
    expect(render([{ blockType: 'mediaBlock', kind: 'video', video } as unknown as PromotionBlock])).toContain('<video')
    expect(render([{ blockType: 'mediaBlock', kind: 'video', videoUrl: 'https://v.example.com/watch?id=1', caption: 'Tour' } as unknown as PromotionBlock])).toMatch(/<a[^>]*href="https:\/\/v.example.com\/watch\?id=1"[^>]*>Tour<\/a>/)
    expect(render([{ blockType: 'mediaBlock', kind: 'video' } as unknown as PromotionBlock])).toBe('')
  })
})

describe('promotion pages', () => {
  it('have slugs of one or more lower-case segments, never ending in success', () => {
    for (const slug of ['pc', 'mobile2', 'landpage/1', 'spring-sale/2026']) expect(isPromotionSlug(slug), slug).toBe(true)
    for (const slug of ['', 'PC', 'a//b', '/pc', 'pc/', 'pc/success', 'success', 'a b', '../x', 'a/b/c/d/e']) expect(isPromotionSlug(slug), slug).toBe(false)
    expect(parsePromotePath(['landpage', '1'])).toEqual({ slug: 'landpage/1', success: false })
    expect(parsePromotePath(['mobile', 'success'])).toEqual({ slug: 'mobile', success: true })
    expect(parsePromotePath(['success'])).toBeNull()
  })

  it('carry slim uploads in their data and keep rich text as it is', () => {
    const doc = { url: '/media/a.webp', filename: 'a.webp', mimeType: 'image/webp', alt: 'A', width: 10, height: 5, sizes: { card: { url: '/x' } }, createdAt: 'x' }
    const lexical = { root: { children: [{ type: 'upload', value: doc }] } }
    expect(slimMedia([{ blockType: 'hero', image: doc, content: lexical }])).toEqual([
      { blockType: 'hero', image: { url: '/media/a.webp', alt: 'A', width: 10, height: 5, mimeType: 'image/webp' }, content: lexical },
    ])
  })

  it('seed translations onto the rows the first language created', () => {
    const created = [{ id: 'b1', blockType: 'faq', items: [{ id: 'r1', question: '问' }] }]
    expect(withIds(created, [{ blockType: 'faq', items: [{ question: 'Q' }] }])).toEqual([{ id: 'b1', blockType: 'faq', items: [{ id: 'r1', question: 'Q' }] }])
  })
})
