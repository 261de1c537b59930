/**
 * Seeds demo content: the 12 categories, articles of every section, lessons and QA threads in
 * zh/en/ru, cover images and the home page's copy. Every document is marked `isDemo`.
 * Idempotent: documents are matched by slug (articles, lessons), typeId or title key, and
 * existing ones are left alone.
 */
import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { LOCALES, type Locale } from '@/lib/i18n/locales'
import contentEn from '@locales/en/content.json'
import contentRu from '@locales/ru/content.json'
import contentZh from '@locales/zh/content.json'
import { seedLottery } from './lottery'
import { seedPromotions } from './promotions'
import { markdownConverter, seedMediaFile, type ToLexical } from './shared'
import { type CoverKind, coverSvg } from './covers'
import { collegeArticles } from '@cms/seed/data/content/articles-college'
import { guideArticles } from '@cms/seed/data/content/articles-guides'
import { newsArticles } from '@cms/seed/data/content/articles-news'
import { categories } from '@cms/seed/data/content/categories'
import { homeCopy } from '@cms/seed/data/content/home'
import { lessons } from '@cms/seed/data/content/lessons'
import { personName } from '@cms/seed/data/content/people'
import { qaCategories } from '@cms/seed/data/content/qa-categories'
import { questions } from '@cms/seed/data/content/questions'
import type { Localized, SeedArticle } from '@cms/seed/data/content/types'

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
  await count('articles', () => seedArticleDocs(payload, toLexical))
  await count('lessons', () => seedLessons(payload, toLexical))
  await count('QA categories', () => seedQaCategories(payload))
  await count('QA questions', () => seedQuestions(payload))
  await count('home page', () => seedHome(payload))
  await count('lottery campaign', () => seedLottery(payload, toLexical))
  await count('promotion pages', () => seedPromotions(payload, toLexical))
  return report
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
  collection: 'categories' | 'articles' | 'lessons' | 'qa-categories' | 'qa-questions' | 'qa-answers',
  id: number,
  dataFor: (locale: Locale) => Record<string, unknown>,
) {
  for (const locale of OTHER_LOCALES) {
    await payload.update({ collection, id, locale, data: dataFor(locale), overrideAccess: true, context })
  }
}

const SECTION_LABELS = Object.fromEntries(
  LOCALES.map((locale) => [locale, (locale === 'zh' ? contentZh : locale === 'en' ? contentEn : contentRu).sections as Record<string, string>]),
) as Record<Locale, Record<string, string>>

/** "Operations: <title>" in each language: what the cover shows, for screen readers and search engines. */
function coverAlt(kind: CoverKind, title: Localized): Localized {
  const labelKey = kind === 'lesson' ? 'onlineCourse' : kind.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
  const label = (locale: Locale) => SECTION_LABELS[locale][labelKey] ?? ''
  return { zh: `${label('zh')}：${title.zh}`, en: `${label('en')}: ${title.en}`, ru: `${label('ru')}: ${title.ru}` }
}

/** The document's own cover (covers.ts), as WebP. */
const seedCover = (payload: Payload, kind: CoverKind, key: string, title: Localized) =>
  seedMediaFile(payload, `cover-${key}.webp`, 'image/webp', coverAlt(kind, title), () => sharp(Buffer.from(coverSvg(kind, key))).webp({ quality: 80 }).toBuffer())

async function seedArticleDocs(payload: Payload, toLexical: ToLexical): Promise<number> {
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
        cover: await seedCover(payload, article.section, article.key, article.title),
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

/**
 * A short playable clip (cms/seed/assets, 6 s WebM) for the demo chapters that have a video: the
 * seed data's outside URLs are placeholders that would not play.
 */
const seedDemoVideo = (payload: Payload) =>
  seedMediaFile(payload, 'lesson-demo.webm', 'video/webm', DEMO_VIDEO_ALT, () => readFile(new URL('./assets/lesson-demo.webm', import.meta.url)))

const DEMO_VIDEO_ALT: Localized = { zh: '课程演示视频：工作台一览', en: 'Course demo clip: a tour of the workbench', ru: 'Демо-ролик курса: обзор рабочей панели' }

async function seedLessons(payload: Payload, toLexical: ToLexical): Promise<number> {
  const existing = await existingKeys(payload, 'lessons', lessons.map((lesson) => lesson.key))
  if (lessons.every((lesson) => existing.has(lesson.key))) return 0
  const demoVideo = await seedDemoVideo(payload)
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
        cover: await seedCover(payload, 'lesson', lesson.key, lesson.title),
        level: lesson.level,
        lecturer: lesson.lecturer,
        publishedAt: lesson.publishedAt,
        views: lesson.views,
        chapters: lesson.chapters.map((chapter) => ({ title: chapter.title.zh, duration: chapter.duration, videoFile: chapter.videoUrl ? demoVideo : null })),
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
        videoFile: chapter.videoUrl ? demoVideo : null,
      })),
    }))
    created++
  }
  return created
}

/** The community's topics, matched by their Chinese name. */
async function seedQaCategories(payload: Payload): Promise<number> {
  const found = await payload.find({ collection: 'qa-categories', pagination: false, locale: 'zh', overrideAccess: true, select: { name: true } })
  const existing = new Set(found.docs.map((doc) => doc.name))
  let created = 0
  for (const [index, category] of qaCategories.entries()) {
    if (existing.has(category.name.zh)) continue
    const doc = await payload.create({ collection: 'qa-categories', locale: 'zh', data: { name: category.name.zh, sortOrder: index }, overrideAccess: true, context })
    await translate(payload, 'qa-categories', doc.id, (locale) => ({ name: category.name[locale] }))
    created++
  }
  return created
}

/** question key → id of its seeded QA category. */
async function qaCategoryIds(payload: Payload): Promise<Map<string, number>> {
  const found = await payload.find({ collection: 'qa-categories', pagination: false, locale: 'zh', overrideAccess: true, select: { name: true } })
  const byName = new Map(found.docs.map((doc) => [doc.name, doc.id]))
  return new Map(qaCategories.flatMap((category) => category.questions.map((key) => [key, byName.get(category.name.zh)] as const)).filter((entry): entry is [string, number] => entry[1] !== undefined))
}

async function seedQuestions(payload: Payload): Promise<number> {
  const categoryOf = await qaCategoryIds(payload)
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
        category: categoryOf.get(question.key) ?? null,
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

