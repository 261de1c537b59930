import { describe, expect, it } from 'vitest'

import { fallbackSiteChrome, toSiteChrome } from '@/lib/site-chrome'

describe('site chrome from the CMS globals', () => {
  it('drops hidden links, half-filled rows and empty groups', () => {
    const chrome = toSiteChrome(
      {
        dataMenu: [
          { title: 'Tools', description: 'd', links: [{ label: 'Local pricing', href: '/tools/?toolType=1' }, { label: 'Patrol', href: '/tools/patrol/', hidden: true }] },
          { title: 'Empty', links: [{ label: 'Hidden', href: '/x', hidden: true }] },
        ],
        solutionsMenu: [{ label: '', href: '/x' }, { label: 'Ok', href: '/ok' }],
      },
      { qrCodes: [{ label: 'QR', image: { url: '/cms-api/media/file/qr.png' } }, { label: 'No image', image: 3 }] },
      { siteName: 'Site' },
    )
    expect(chrome.header.dataMenu).toEqual([{ title: 'Tools', description: 'd', links: [{ label: 'Local pricing', href: '/tools/?toolType=1' }] }])
    expect(chrome.header.solutionsMenu).toEqual([{ label: 'Ok', href: '/ok' }])
    expect(chrome.footer.qrCodes).toEqual([
      { label: 'QR', imageUrl: '/cms-api/media/file/qr.png' },
      { label: 'No image', imageUrl: null },
    ])
    expect(chrome.settings.siteName).toBe('Site')
    expect(chrome.settings.newsSiteUrl).toBe('')
  })

  it('falls back to the seed values in each language, with cross-border pricing and patrol hidden', () => {
    for (const locale of ['zh', 'en', 'ru'] as const) {
      const chrome = fallbackSiteChrome(locale)
      expect(chrome.header.dataMenu).toHaveLength(6)
      const hrefs = chrome.header.dataMenu.flatMap((group) => group.links.map((link) => link.href))
      expect(hrefs).toContain('/workbench/selection/hot')
      expect(hrefs).not.toContain('/tools/')
      expect(hrefs).not.toContain('/tools/patrol/')
      expect(chrome.footer.courseLinks.map((link) => link.href)).toEqual([
        '/business-college/online-courses/1',
        '/business-college/operate/1',
        '/business-college/ecommerce-intro/1',
        '/business-college/electricity/1',
      ])
    }
    expect(fallbackSiteChrome('en').header.dataMenu[2]?.title).toBe('Data Selection')
    expect(fallbackSiteChrome('ru').settings.siteName).toBe('Аналитика Ozon')
  })
})

describe('the customer-service contact', () => {
  const footer = { qrCodes: [{ label: 'Official account', image: { url: '/cms-api/media/file/qr-official.png' } }] }

  it('is the settings QR code when it is an image of this site, else the first footer QR code', () => {
    const withQr = (weChatUrl: string) => toSiteChrome({}, footer, { customerService: { weChatUrl, nickName: 'Helper' } }).service
    expect(withQr('/cms-api/media/file/service.png')).toEqual({ qrUrl: '/cms-api/media/file/service.png', nickName: 'Helper' })
    // Another origin's image is blocked by the pages' CSP and would taint the canvas.
    for (const url of ['https://thirdwx.qlogo.cn/qr.png', '//cdn.example.com/qr.png', '', 'javascript:alert(1)']) expect(withQr(url).qrUrl).toBe('/cms-api/media/file/qr-official.png')
    expect(toSiteChrome({}, {}, {}).service).toEqual({ qrUrl: null, nickName: '' })
  })
})
