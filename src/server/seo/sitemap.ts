/**
 * sitemap.xml: every public page in every locale, each entry listing its zh/en/ru alternates
 * (and x-default), so hreflang is reciprocal by construction.
 */
import { VERIFY_PATH } from '@/lib/lottery/paths'
import {
  ARTICLE_SECTIONS,
  INDUSTRY_REPORT_PATH,
  LESSON_LIST_PATH,
  lessonDetailPath,
  LIST_PAGE_SIZE,
  pageCount,
  QA_PAGE_SIZE,
  qaListPath,
  questionDetailPath,
  SECTION_ROUTES,
} from '@/lib/content/sections'
import { HTML_LANG, LOCALES, localizedPath } from '@/lib/i18n/locales'
import { cms } from '@/server/cms/payload'

export type SitemapEntry = { path: string; lastModified?: string }

/**
 * Pages that exist without any content. The mobile pages with a desktop twin name the twin as
 * canonical and stay out; the two without one are listed.
 */
export const STATIC_PAGES = ['/', '/about', '/calculator', '/lottery', '/promotion', '/industry', INDUSTRY_REPORT_PATH, '/business-college', LESSON_LIST_PATH, '/m/product', '/m/download', '/data-methodology', '/pricing', VERIFY_PATH] as const

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const payload = await cms()
  const [articles, lessons, questions, promotions] = await Promise.all([
    payload.find({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { section: true, updatedAt: true },
    }),
    payload.find({ collection: 'lessons', where: { _status: { equals: 'published' } }, pagination: false, depth: 0, overrideAccess: false, select: { updatedAt: true } }),
    payload.find({ collection: 'qa-questions', where: { status: { equals: 'approved' } }, pagination: false, depth: 0, overrideAccess: false, select: { updatedAt: true } }),
    // Landing pages by their one indexed address (/promotion/<id> names it as canonical).
    payload.find({ collection: 'promotions', where: { _status: { equals: 'published' } }, pagination: false, depth: 0, overrideAccess: false, select: { slug: true, updatedAt: true } }),
  ])
  const entries: SitemapEntry[] = STATIC_PAGES.map((path) => ({ path }))
  for (const section of ARTICLE_SECTIONS) {
    const total = articles.docs.filter((doc) => doc.section === section).length
    for (let page = 1; page <= pageCount(total, LIST_PAGE_SIZE); page++) entries.push({ path: SECTION_ROUTES[section].list(page) })
  }
  for (const doc of articles.docs) entries.push({ path: SECTION_ROUTES[doc.section].detail(doc.id), lastModified: doc.updatedAt })
  for (const doc of lessons.docs) entries.push({ path: lessonDetailPath(doc.id), lastModified: doc.updatedAt })
  for (let page = 1; page <= pageCount(questions.docs.length, QA_PAGE_SIZE); page++) entries.push({ path: qaListPath(page) })
  for (const doc of questions.docs) entries.push({ path: questionDetailPath(doc.id), lastModified: doc.updatedAt })
  for (const doc of promotions.docs) entries.push({ path: `/promote/${doc.slug}`, lastModified: doc.updatedAt })
  return entries
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const url = (path: string, locale: (typeof LOCALES)[number]) => escapeXml(`${siteUrl}${localizedPath(path, locale)}`)
  const body = entries.flatMap((entry) => {
    const alternates = [
      ...LOCALES.map((locale) => `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[locale]}" href="${url(entry.path, locale)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.path, 'zh')}"/>`,
    ].join('\n')
    const lastmod = entry.lastModified ? `\n    <lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>` : ''
    return LOCALES.map((locale) => `  <url>\n    <loc>${url(entry.path, locale)}</loc>${lastmod}\n${alternates}\n  </url>`)
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything public except the admin, the APIs and Next's internals; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /cms-api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
}
