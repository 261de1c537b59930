import { describe, expect, it } from 'vitest'

import { docHref } from '@/lib/content/doc-href'
import { isExternalHref, safeHref } from '@/lib/content/safe-url'
import { ARTICLE_SECTIONS, COLLEGE_LISTS, pageCount, parsePositiveInt, qaListPath, SECTION_ROUTES } from '@/lib/content/sections'
import { articlePaths, lessonPaths, questionPaths } from '@/server/cms/content-paths'

describe('article sections', () => {
  it('give every section a list and a canonical detail route', () => {
    for (const section of ARTICLE_SECTIONS) {
      expect(SECTION_ROUTES[section].list(1)).toMatch(/^\/[A-Za-z-/]+(\/1)?$/)
      expect(SECTION_ROUTES[section].detail(7)).toMatch(/\/7$/)
    }
  })

  it('use the spec routes the footer links to', () => {
    expect(SECTION_ROUTES['online-course'].list(1)).toBe('/business-college/online-courses/1')
    expect(SECTION_ROUTES.operate.list(2)).toBe('/business-college/operate/2')
    expect(SECTION_ROUTES['ecommerce-intro'].list(1)).toBe('/business-college/ecommerce-intro/1')
    expect(SECTION_ROUTES.electricity.list(1)).toBe('/business-college/electricity/1')
    expect(SECTION_ROUTES['industry-news'].list(1)).toBe('/IndustryNews')
    expect(SECTION_ROUTES['industry-news'].list(2)).toBe('/IndustryNews/page/2')
    expect(SECTION_ROUTES.report.detail(5)).toBe('/article/report/5')
    expect(SECTION_ROUTES.electricity.detail(5)).toBe('/electricity-detail/5')
  })

  it('map every college list segment to a section whose list lives there', () => {
    for (const [segment, section] of Object.entries(COLLEGE_LISTS)) {
      expect(SECTION_ROUTES[section].list(3)).toBe(`/business-college/${segment}/3`)
    }
  })

  it('count pages, with an empty list still on page 1', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(6)).toBe(1)
    expect(pageCount(7)).toBe(2)
    expect(pageCount(21, 10)).toBe(3)
  })

  it('accept only plain positive integers as ids and pages', () => {
    expect(parsePositiveInt('12')).toBe(12)
    for (const bad of ['0', '01', '-1', '1.5', '1e3', 'abc', '', '9999999999', undefined, ['1']]) {
      expect(parsePositiveInt(bad)).toBeNull()
    }
  })
})

describe('pages regenerated when a document changes', () => {
  it('cover an article’s page, its /post alias, every list page of its section (plus one) and the hubs', () => {
    const paths = articlePaths({ id: 9, section: 'operate' }, 7)
    expect(paths[0]).toBe('/article/operate/9')
    expect(paths).toEqual(
      expect.arrayContaining([
        '/post/9',
        '/business-college/operate/1',
        '/business-college/operate/2',
        '/business-college/operate/3',
        '/',
        '/business-college',
      ]),
    )
    expect(paths).not.toContain('/business-college/operate/4')
    expect(paths).not.toContain('/industry/report')
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('cover /industry/report for an industry report', () => {
    expect(articlePaths({ id: 4, section: 'report' }, 1)).toEqual(expect.arrayContaining(['/article/report/4', '/industry', '/industry/report']))
  })

  it('cover a lesson and the course list', () => {
    expect(lessonPaths({ id: 3 })).toEqual(expect.arrayContaining(['/lesson/3', '/lesson', '/']))
  })

  it('cover a question and the community pages', () => {
    const paths = questionPaths({ id: 4 }, 13)
    expect(paths).toEqual(expect.arrayContaining(['/answerDetail/4', '/QACommunity', '/QACommunity/2', '/QACommunity/3']))
    expect(qaListPath(1)).toBe('/QACommunity')
  })
})

describe('rich-text links', () => {
  it('keep site paths, anchors, http(s), mailto and tel', () => {
    for (const ok of ['/lesson/1', '#top', 'https://seller.ozon.ru/', 'http://x.example', 'mailto:a@b.c', 'tel:+7495']) {
      expect(safeHref(ok)).toBe(ok)
    }
  })

  it('drop script, data and protocol-relative URLs', () => {
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x', '', null]) {
      expect(safeHref(bad)).toBeNull()
    }
    expect(isExternalHref('https://a.b')).toBe(true)
    expect(isExternalHref('/a')).toBe(false)
  })

  it('point internal links at the linked document’s canonical page', () => {
    expect(docHref('articles', { id: 4, section: 'report' })).toBe('/article/report/4')
    expect(docHref('articles', 4)).toBe('/post/4')
    expect(docHref('lessons', { id: 2 })).toBe('/lesson/2')
    expect(docHref('media', 1)).toBeNull()
  })
})
