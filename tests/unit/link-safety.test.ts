/** The one link check (src/lib/content/safe-url.ts) and the CMS validators built on it. */
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { validateHref, validateHttpsUrl } from '@cms/blocks/fields'
import { unsafeLinkUrl } from '@cms/editor/link-nodes'
import { LINK_RULE, linkValidator } from '@cms/fields/validation'

import { isSafeLinkUrl, safeHref } from '@/lib/content/safe-url'

const ALLOWED = [
  '/',
  '/about',
  '/lesson/1#top',
  '/workbench/login?type=register&redirect=ozon',
  '/tools/?toolType=1',
  '/search?q=%2F%2Fnot-a-host',
  '/a//b',
  '#top',
  '#',
  'https://seller.ozon.ru/app/finances',
  'HTTPS://Example.com',
  'http://x.example',
  'https://x.example/?a=1&amp;b=2',
  'mailto:help@example.com',
  'MailTo:help@example.com?subject=Hello world',
  'tel:+7495123',
]

const REFUSED = [
  // Schemes that run or embed code, or read local files.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://x.example',
  // Obfuscated spellings: spaces, control and invisible characters, entities, percent-encoding.
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u200bscript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  '%20javascript:alert(1)',
  'https://ok.example ',
  ' /about',
  // Protocol-relative and backslash forms lead to another host.
  '//evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  ' //evil.example',
  '\t/\\evil.example',
  '/%2Fevil.example',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/%252Fevil.example',
  '%2F%2Fevil.example',
  '/&sol;evil.example',
  '/&#47;evil.example',
  '/&#92;evil.example',
  '/%09/evil.example',
  'https:\\\\evil.example',
  'https://',
  'https:///\\evil.example',
  // Relative paths without a leading slash and empty values.
  'about',
  './about',
  '?q=1',
  '',
  null,
  undefined,
  42,
]

describe('isSafeLinkUrl', () => {
  it.each(ALLOWED)('allows %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true)
  })

  it.each(REFUSED)('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false)
  })

  it('is what the renderer keeps (trimmed)', () => {
    expect(safeHref('  /about ')).toBe('/about')
    expect(safeHref('/\\evil.example')).toBeNull()
    expect(safeHref(' java\tscript:alert(1)')).toBeNull()
  })
})

const req = (language: string) => ({ i18n: { language }, t: (key: string) => key }) as unknown as PayloadRequest
const options = (language = 'zh') => ({ req: req(language) }) as Parameters<ReturnType<typeof linkValidator>>[1]

describe('link validators', () => {
  it('refuse in the admin language (zh by default)', async () => {
    const validate = linkValidator()
    expect(await validate('javascript:alert(1)', options('en'))).toBe(LINK_RULE.en)
    expect(await validate('/\\evil.example', options('ru'))).toBe(LINK_RULE.ru)
    expect(await validate('//evil.example', options('fr'))).toBe(LINK_RULE.zh)
    expect(await validate('/about', options())).toBe(true)
  })

  it('require a link unless optional', async () => {
    expect(await linkValidator()('', options())).toBe('validation:required')
    expect(await linkValidator({ optional: true })('', options())).toBe(true)
  })

  it('keep buttons to site paths and addresses, never anchors or other hosts', () => {
    expect(validateHref('/about')).toBe(true)
    expect(validateHref('')).toBe(true)
    expect(validateHref('https://x.example')).toBe(true)
    expect(validateHref('#top', { req: { i18n: { language: 'en' } } })).toBe('Use a site path (/…) or an https:// address.')
    for (const bad of ['/\\evil.example', ' //evil.example', '/%2F/evil.example', 'javascript:alert(1)']) {
      expect(validateHref(bad, { req: { i18n: { language: 'zh' } } })).toBe('请填写站内路径（/…）或 https:// 地址。')
    }
  })

  it('keep video addresses to https', () => {
    expect(validateHttpsUrl('https://media.example.com/a.mp4')).toBe(true)
    expect(validateHttpsUrl(null)).toBe(true)
    expect(validateHttpsUrl('http://media.example.com/a.mp4', { req: { i18n: { language: 'en' } } })).toBe('Use an https:// address.')
    expect(validateHttpsUrl('https://x.example/\u0000', { req: { i18n: { language: 'ru' } } })).toBe('Укажите адрес, начинающийся с https://.')
  })
})

const state = (...children: object[]) => ({ root: { type: 'root', children: [{ type: 'paragraph', children }] } })
const link = (url: unknown, extra: object = {}) => ({ type: 'link', fields: { linkType: 'custom', url, newTab: false, ...extra }, children: [{ type: 'text', text: 'x' }] })

describe('unsafeLinkUrl (rich text)', () => {
  it('finds a refused link or autolink anywhere in the tree', () => {
    expect(unsafeLinkUrl(state(link('javascript:alert(1)')))).toBe('javascript:alert(1)')
    expect(unsafeLinkUrl(state({ type: 'autolink', fields: { linkType: 'custom', url: 'data:text/html,x' }, children: [] }))).toBe('data:text/html,x')
    const table = { type: 'table', children: [{ type: 'tablerow', children: [{ type: 'tablecell', children: [state(link('/\\evil.example')).root.children[0]] }] }] }
    expect(unsafeLinkUrl({ root: { type: 'root', children: [table] } })).toBe('/\\evil.example')
    expect(unsafeLinkUrl(state(link(undefined)))).toBe('undefined')
  })

  it('passes allowed links, internal links to a document and empty states', () => {
    expect(unsafeLinkUrl(state(link('https://seller.ozon.ru/'), link('/lesson/1'), link('#top')))).toBeNull()
    expect(unsafeLinkUrl(state(link('https://', { linkType: 'internal', doc: { relationTo: 'articles', value: 1 } })))).toBeNull()
    expect(unsafeLinkUrl(state(link('javascript:alert(1)', { linkType: 'internal', doc: null })))).toBe('javascript:alert(1)')
    expect(unsafeLinkUrl(null)).toBeNull()
    expect(unsafeLinkUrl({ root: { type: 'root', children: [] } })).toBeNull()
  })
})
