/**
 * Reads articles for the site's pages: paged lists per section, single articles, featured and
 * latest. Public reads only see published documents (drafts only in an editor's preview).
 */
import type { Where } from 'payload'

import type { Article } from '@payload-types'
import { type ArticleSection, LIST_PAGE_SIZE, pageCount, SECTION_ROUTES } from '@/lib/content/sections'
import type { Locale } from '@/lib/i18n/locales'
import { cms } from '@/server/cms/payload'
import { type ImageRef, toImageRef } from './media'

export type ArticleCard = {
  id: number
  title: string
  summary: string
  section: ArticleSection
  href: string
  cover: ImageRef | null
  publishedAt: string | null
  views: number
  tags: string[]
}

export type ArticleDetail = ArticleCard & {
  slug: string | null
  author: string | null
  body: Article['body']
  updatedAt: string
  seo: { title: string | null; description: string | null; keywords: string | null; image: ImageRef | null }
}

export type ReadOptions = { locale: Locale; draft?: boolean }

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** The fields a list card needs (lists never load bodies). */
const CARD_SELECT = { title: true, summary: true, section: true, cover: true, publishedAt: true, views: true, tags: true } as const

function readArgs({ locale, draft }: ReadOptions) {
  return { locale, fallbackLocale: 'zh' as const, draft: Boolean(draft), overrideAccess: Boolean(draft) }
}

type CardFields = Pick<Article, 'id' | 'title' | 'summary' | 'section' | 'cover' | 'publishedAt' | 'views' | 'tags'>

export function toArticleCard(article: CardFields): ArticleCard {
  return {
    id: article.id,
    title: article.title,
    summary: article.summary ?? '',
    section: article.section,
    href: SECTION_ROUTES[article.section].detail(article.id),
    cover: toImageRef(article.cover, 'card'),
    publishedAt: article.publishedAt ?? null,
    views: article.views ?? 0,
    tags: article.tags ?? [],
  }
}

export type ArticlePage = { items: ArticleCard[]; page: number; totalPages: number; total: number }

/** Page `page` of a section's list, newest first; null when the page is out of range. */
export async function listArticles(section: ArticleSection, page: number, options: ReadOptions): Promise<ArticlePage | null> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'articles',
    ...readArgs(options),
    where: options.draft ? { section: { equals: section } } : { and: [{ section: { equals: section } }, PUBLISHED] },
    sort: '-publishedAt',
    limit: LIST_PAGE_SIZE,
    page,
    depth: 1,
    select: CARD_SELECT,
  })
  const totalPages = pageCount(result.totalDocs)
  if (page > totalPages) return null
  return { items: result.docs.map(toArticleCard), page, totalPages, total: result.totalDocs }
}

/** One article by numeric id; null when missing or (for the public) not published. */
export async function getArticle(id: number, options: ReadOptions): Promise<ArticleDetail | null> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'articles',
    ...readArgs(options),
    where: options.draft ? { id: { equals: id } } : { and: [{ id: { equals: id } }, PUBLISHED] },
    limit: 1,
    depth: 2,
    pagination: false,
  })
  const article = result.docs[0]
  if (!article) return null
  return {
    ...toArticleCard(article),
    slug: article.slug ?? null,
    author: article.author ?? null,
    body: article.body,
    updatedAt: article.updatedAt,
    seo: {
      title: article.seo?.title ?? null,
      description: article.seo?.description ?? null,
      keywords: article.seo?.keywords ?? null,
      image: toImageRef(article.seo?.ogImage, 'og') ?? toImageRef(article.cover, 'og'),
    },
  }
}

/** Newest published articles of some sections. */
export async function latestArticles(sections: readonly ArticleSection[], limit: number, options: ReadOptions): Promise<ArticleCard[]> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'articles',
    ...readArgs({ ...options, draft: false }),
    where: { and: [{ section: { in: [...sections] } }, PUBLISHED] },
    sort: '-publishedAt',
    limit,
    depth: 1,
    pagination: false,
    select: CARD_SELECT,
  })
  return result.docs.map(toArticleCard)
}

/** Most viewed published articles. */
export async function mostViewedArticles(limit: number, options: ReadOptions): Promise<ArticleCard[]> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'articles',
    ...readArgs({ ...options, draft: false }),
    where: PUBLISHED,
    sort: '-views',
    limit,
    depth: 1,
    pagination: false,
    select: CARD_SELECT,
  })
  return result.docs.map(toArticleCard)
}
