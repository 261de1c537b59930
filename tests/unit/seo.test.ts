import { describe, expect, it } from 'vitest'

import { slugify } from '../../cms/fields/slug'
import { labelCodeFences } from '../../cms/seed/shared'
import { robotsTxt, sitemapXml } from '@/server/seo/sitemap'

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://site.example', [{ path: '/' }, { path: '/post/3', lastModified: '2026-05-01T10:00:00.000Z' }])

  it('lists every page in every language', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual([
      'https://site.example/',
      'https://site.example/en',
      'https://site.example/ru',
      'https://site.example/post/3',
      'https://site.example/en/post/3',
      'https://site.example/ru/post/3',
    ])
  })

  it('gives each URL the same reciprocal alternates, x-default included', () => {
    const entries = xml.split('<url>').slice(1)
    for (const entry of entries.slice(3)) {
      expect(entry).toContain('hreflang="zh-CN" href="https://site.example/post/3"')
      expect(entry).toContain('hreflang="en" href="https://site.example/en/post/3"')
      expect(entry).toContain('hreflang="ru" href="https://site.example/ru/post/3"')
      expect(entry).toContain('hreflang="x-default" href="https://site.example/post/3"')
      expect(entry).toContain('<lastmod>2026-05-01T10:00:00.000Z</lastmod>')
    }
  })

  it('escapes XML', () => {
    expect(sitemapXml('https://a.example', [{ path: '/x&y' }])).toContain('https://a.example/x&amp;y')
  })
})

describe('robots.txt', () => {
  it('keeps the admin and APIs out and names the sitemap', () => {
    const txt = robotsTxt('https://site.example')
    expect(txt).toMatch(/Disallow: \/admin/)
    expect(txt).toMatch(/Disallow: \/api\//)
    expect(txt).toMatch(/Disallow: \/cms-api\//)
    expect(txt).toContain('Sitemap: https://site.example/sitemap.xml')
  })
})

describe('slugs and seed markdown', () => {
  it('slugify keeps ASCII words and drops the rest', () => {
    expect(slugify('FBO vs FBS: what to choose?')).toBe('fbo-vs-fbs-what-to-choose')
    expect(slugify('选品指南')).toBe('')
  })

  it('labels unlabelled code fences as plaintext, leaving closing fences alone', () => {
    expect(labelCodeFences('a\n```\ncode\n```\nb\n```json\n{}\n```')).toBe('a\n```plaintext\ncode\n```\nb\n```json\n{}\n```')
  })
})
