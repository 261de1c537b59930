/**
 * Seeds demo content: the 12 categories, articles of every section, lessons and QA threads in
 * zh/en/ru, cover images and the home page's copy. Every document is marked `isDemo`.
 * Idempotent: documents are matched by slug (articles, lessons), typeId or title key, and
 * existing ones are left alone.
 */
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Article } from '../../payload-types'
import { LOCALES, type Locale } from '../../src/lib/i18n/locales'
import { contentEditor } from '../editor/richText'
import { collegeArticles } from './data/content/articles-college'
import { guideArticles } from './data/content/articles-guides'
import { newsArticles } from './data/content/articles-news'
import { categories } from './data/content/categories'
import { homeCopy } from './data/content/home'
import { lessons } from './data/content/lessons'
import { personName } from './data/content/people'
import { questions } from './data/content/questions'
import type { Localized, SeedArticle } from './data/content/types'

const context = { disableRevalidate: true }
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'zh')

export const seedArticles: SeedArticle[] = [...collegeArticles, ...newsArticles, ...guideArticles]

export type ContentSeedReport = { created: string[] }

export async function seedContent(payload: Payload): Promise<ContentSeedReport> {
  const report: ContentSeedReport = { created: [] }
  const toLexical = await markdownConverter(payload)
  const count = async (label: string, work: () => Promise<number>) => {
    const created = await work()
    if (created) report.created.push(`${created} ${label}`)
  }
  await count('categories', () => seedCategories(payload))
  const covers = await seedCovers(payload)
  await count('articles', () => seedArticleDocs(payload, toLexical, covers))
  await count('lessons', () => seedLessons(payload, toLexical, covers))
  await count('QA questions', () => seedQuestions(payload))
  await count('home page', () => seedHome(payload))
  return report
}

type LexicalState = NonNullable<Article['body']>
export type ToLexical = (markdown: string) => LexicalState

export async function markdownConverter(payload: Payload): Promise<ToLexical> {
  const editorConfig = await editorConfigFactory.fromEditor({ config: payload.config, editor: contentEditor })
  return (markdown) => convertMarkdownToLexical({ editorConfig, markdown: labelCodeFences(markdown) }) as unknown as LexicalState
}

/** Fences without a language get `plaintext` (the code block's language must be one of its options). */
export function labelCodeFences(markdown: string): string {
  let inCode = false
  return markdown
    .split('\n')
    .map((line) => {
      if (!line.trim().startsWith('```')) return line
      const opening = !inCode
      inCode = !inCode
      return opening && line.trim() === '```' ? line.replace('```', '```plaintext') : line
    })
    .join('\n')
}

async function existingKeys(payload: Payload, collection: 'articles' | 'lessons', keys: string[]): Promise<Set<string>> {
  const found = await payload.find({
    collection,
    where: { slug: { in: keys } },
    pagination: false,
    draft: true,
    overrideAccess: true,
    select: { slug: true },
  })
  return new Set(found.docs.map((doc) => String(doc.slug)))
}

async function seedCategories(payload: Payload): Promise<number> {
  const found = await payload.find({ collection: 'categories', pagination: false, overrideAccess: true, select: { typeId: true } })
  const existing = new Set(found.docs.map((doc) => doc.typeId))
  let created = 0
  for (const [index, category] of categories.entries()) {
    if (existing.has(category.typeId)) continue
    const doc = await payload.create({
      collection: 'categories',
      locale: 'zh',
      data: { typeId: category.typeId, name: category.name.zh, sortOrder: index },
      overrideAccess: true,
      context,
    })
    await translate(payload, 'categories', doc.id, (locale) => ({ name: category.name[locale] }))
    created++
  }
  return created
}

async function translate(
  payload: Payload,
  collection: 'categories' | 'articles' | 'lessons' | 'qa-questions' | 'qa-answers',
  id: number,
  dataFor: (locale: Locale) => Record<string, unknown>,
) {
  for (const locale of OTHER_LOCALES) {
    await payload.update({ collection, id, locale, data: dataFor(locale), overrideAccess: true, context })
  }
}

/** Colours of the generated cover of each section and of lessons. */
const COVER_COLOURS: Record<string, [string, string]> = {
  'online-course': ['#2563eb', '#7c3aed'],
  operate: ['#0891b2', '#2563eb'],
  'ecommerce-intro': ['#16a34a', '#0891b2'],
  electricity: ['#ea580c', '#db2777'],
  report: ['#4f46e5', '#0f766e'],
  'industry-news': ['#dc2626', '#ea580c'],
  'novice-guide': ['#059669', '#65a30d'],
  resource: ['#9333ea', '#2563eb'],
  'release-record': ['#334155', '#2563eb'],
  lesson: ['#1d4ed8', '#0ea5e9'],
}

const COVER_ALT: Record<string, Localized> = {
  lesson: { zh: '课程封面', en: 'Course cover', ru: 'Обложка курса' },
}

/** One abstract chart-like cover per section (SVG rendered to PNG by sharp; no text, so no fonts needed). */
async function seedCovers(payload: Payload): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const [key, [from, to]] of Object.entries(COVER_COLOURS)) {
    const filename = `cover-${key}.png`
    const existing = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, overrideAccess: true })
    if (existing.docs[0]) {
      ids[key] = existing.docs[0].id
      continue
    }
    const bars = [0.35, 0.55, 0.45, 0.7, 0.6, 0.85, 0.75]
      .map((height, index) => `<rect x="${120 + index * 140}" y="${560 - height * 380}" width="80" height="${height * 380}" rx="10" fill="#fff" fill-opacity="0.22"/>`)
      .join('')
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/>${bars}<polyline points="160,420 300,330 440,370 580,250 720,290 860,170 1000,210" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></svg>`
    const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
    const alt = COVER_ALT[key] ?? { zh: '文章封面', en: 'Article cover', ru: 'Обложка статьи' }
    const doc = await payload.create({
      collection: 'media',
      locale: 'zh',
      data: { alt: alt.zh },
      file: { data, mimetype: 'image/png', name: filename, size: data.length },
      overrideAccess: true,
      context,
    })
    for (const locale of OTHER_LOCALES) {
      await payload.update({ collection: 'media', id: doc.id, locale, data: { alt: alt[locale] }, overrideAccess: true, context })
    }
    ids[key] = doc.id
  }
  return ids
}

async function seedArticleDocs(payload: Payload, toLexical: ToLexical, covers: Record<string, number>): Promise<number> {
  const existing = await existingKeys(payload, 'articles', seedArticles.map((article) => article.key))
  let created = 0
  for (const article of seedArticles) {
    if (existing.has(article.key)) continue
    const localized = (locale: Locale) => ({
      title: article.title[locale],
      summary: article.summary[locale],
      body: toLexical(article.body[locale]),
      tags: article.tags[locale],
      author: personName(article.author)[locale],
      seo: { keywords: article.keywords[locale] },
    })
    const doc = await payload.create({
      collection: 'articles',
      locale: 'zh',
      draft: false,
      data: {
        ...localized('zh'),
        slug: article.key,
        section: article.section,
        cover: covers[article.section],
        publishedAt: article.publishedAt,
        views: article.views,
        isDemo: true,
        _status: 'published',
      },
      overrideAccess: true,
      context,
    })
    await translate(payload, 'articles', doc.id, localized)
    created++
  }
  return created
}

async function seedLessons(payload: Payload, toLexical: ToLexical, covers: Record<string, number>): Promise<number> {
  const existing = await existingKeys(payload, 'lessons', lessons.map((lesson) => lesson.key))
  let created = 0
  for (const lesson of lessons) {
    if (existing.has(lesson.key)) continue
    const doc = await payload.create({
      collection: 'lessons',
      locale: 'zh',
      draft: false,
      data: {
        title: lesson.title.zh,
        summary: lesson.summary.zh,
        body: toLexical(lesson.body.zh),
        slug: lesson.key,
        cover: covers.lesson,
        level: lesson.level,
        lecturer: lesson.lecturer,
        publishedAt: lesson.publishedAt,
        views: lesson.views,
        chapters: lesson.chapters.map((chapter) => ({ title: chapter.title.zh, duration: chapter.duration, videoUrl: chapter.videoUrl })),
        isDemo: true,
        _status: 'published',
      },
      overrideAccess: true,
      context,
    })
    // Chapter rows are shared by all languages: later languages update the same rows by id.
    const rowIds = (doc.chapters ?? []).map((row) => row.id)
    await translate(payload, 'lessons', doc.id, (locale) => ({
      title: lesson.title[locale],
      summary: lesson.summary[locale],
      body: toLexical(lesson.body[locale]),
      lecturer: personName(lesson.lecturer)[locale],
      chapters: lesson.chapters.map((chapter, index) => ({
        id: rowIds[index],
        title: chapter.title[locale],
        duration: chapter.duration,
        videoUrl: chapter.videoUrl,
      })),
    }))
    created++
  }
  return created
}

async function seedQuestions(payload: Payload): Promise<number> {
  const found = await payload.find({
    collection: 'qa-questions',
    where: { isDemo: { equals: true } },
    pagination: false,
    locale: 'zh',
    overrideAccess: true,
    select: { title: true },
  })
  const existing = new Set(found.docs.map((doc) => doc.title))
  let created = 0
  for (const question of questions) {
    if (existing.has(question.title.zh)) continue
    const doc = await payload.create({
      collection: 'qa-questions',
      locale: 'zh',
      data: {
        title: question.title.zh,
        body: question.body.zh,
        tags: question.tags.zh,
        askedBy: question.askedBy,
        askedAt: question.askedAt,
        views: question.views,
        status: 'approved',
        isDemo: true,
      },
      overrideAccess: true,
      context,
    })
    await translate(payload, 'qa-questions', doc.id, (locale) => ({
      title: question.title[locale],
      body: question.body[locale],
      tags: question.tags[locale],
    }))
    for (const answer of question.answers) {
      const saved = await payload.create({
        collection: 'qa-answers',
        locale: 'zh',
        data: {
          question: doc.id,
          body: answer.body.zh,
          answeredBy: answer.answeredBy,
          answeredAt: answer.answeredAt,
          accepted: Boolean(answer.accepted),
          likes: answer.likes,
          status: 'approved',
          isDemo: true,
        },
        overrideAccess: true,
        context,
      })
      await translate(payload, 'qa-answers', saved.id, (locale) => ({ body: answer.body[locale] }))
    }
    created++
  }
  return created
}

/** The hero copy in every language; the six most viewed articles and four lessons as featured. */
async function seedHome(payload: Payload): Promise<number> {
  const home = await payload.findGlobal({ slug: 'home-page', overrideAccess: true })
  if (home.updatedAt) return 0
  const hot = await payload.find({ collection: 'articles', sort: '-views', limit: 6, overrideAccess: true, select: { title: true } })
  const featured = await payload.find({ collection: 'lessons', sort: '-publishedAt', limit: 4, overrideAccess: true, select: { title: true } })
  for (const locale of LOCALES) {
    await payload.updateGlobal({
      slug: 'home-page',
      locale,
      data: {
        ...homeCopy[locale],
        hotArticles: hot.docs.map((doc) => doc.id),
        featuredLessons: featured.docs.map((doc) => doc.id),
      },
      overrideAccess: true,
      context,
    })
  }
  return 1
}

