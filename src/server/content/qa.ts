/**
 * Reads the QA community: paged approved questions of a language and one question with its
 * approved answers, their replies and like counts.
 */
import type { Where } from 'payload'

import { pageCount, QA_PAGE_SIZE, questionDetailPath } from '@/lib/content/sections'
import type { Locale } from '@/lib/i18n/locales'
import { cms } from '@/server/cms/payload'
import { likeCounts } from '@/server/community/like-counts'
import { relationIds } from '@/lib/relation'

export type QuestionCard = {
  id: number
  title: string
  excerpt: string
  href: string
  askedBy: string
  askedAt: string
  views: number
  tags: string[]
  category: string | null
  answerCount: number
  hasAccepted: boolean
}

export type Reply = { id: number; body: string; repliedBy: string; repliedAt: string }
export type Answer = { id: number; body: string; answeredBy: string; answeredAt: string; accepted: boolean; likes: number; replies: Reply[] }
export type QuestionImage = { id: number; url: string; width: number | null; height: number | null }
export type QuestionDetail = Omit<QuestionCard, 'excerpt'> & { body: string; likes: number; images: QuestionImage[]; answers: Answer[] }
export type QuestionPage = { items: QuestionCard[]; page: number; totalPages: number; total: number }

const APPROVED = { status: { equals: 'approved' } } as const
/** A list shows the questions written in its language and the editors' ones (no language: every list). */
const inLanguage = (locale: Locale): Where => ({ or: [{ language: { equals: locale } }, { language: { exists: false } }] })
const localeArgs = (locale: Locale) => ({ locale, fallbackLocale: 'zh' as const, overrideAccess: false })

function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

export async function listQuestions(page: number, locale: Locale): Promise<QuestionPage | null> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'qa-questions',
    ...localeArgs(locale),
    where: { and: [APPROVED, inLanguage(locale)] },
    sort: '-askedAt',
    limit: QA_PAGE_SIZE,
    page,
    depth: 1,
    select: { title: true, body: true, askedBy: true, askedAt: true, views: true, tags: true, category: true },
    populate: { 'qa-categories': { name: true } },
  })
  const totalPages = pageCount(result.totalDocs, QA_PAGE_SIZE)
  if (page > totalPages) return null
  const ids = result.docs.map((doc) => doc.id)
  const answers = ids.length
    ? await payload.find({
        collection: 'qa-answers',
        ...localeArgs(locale),
        where: { and: [APPROVED, { question: { in: ids } }] },
        pagination: false,
        depth: 0,
        select: { question: true, accepted: true },
      })
    : { docs: [] }
  return {
    page,
    totalPages,
    total: result.totalDocs,
    items: result.docs.map((doc) => {
      const own = answers.docs.filter((answer) => answer.question === doc.id)
      return {
        id: doc.id,
        title: doc.title,
        excerpt: excerpt(doc.body ?? ''),
        href: questionDetailPath(doc.id),
        askedBy: doc.askedBy,
        askedAt: doc.askedAt,
        views: doc.views ?? 0,
        tags: doc.tags ?? [],
        category: categoryName(doc.category),
        answerCount: own.length,
        hasAccepted: own.some((answer) => answer.accepted),
      }
    }),
  }
}

function categoryName(category: unknown): string | null {
  return typeof category === 'object' && category && 'name' in category ? String((category as { name?: unknown }).name ?? '') || null : null
}

export async function getQuestion(id: number, locale: Locale): Promise<QuestionDetail | null> {
  const payload = await cms()
  const found = await payload.find({
    collection: 'qa-questions',
    ...localeArgs(locale),
    where: { and: [APPROVED, { id: { equals: id } }] },
    limit: 1,
    depth: 1,
    pagination: false,
    populate: { 'qa-categories': { name: true } },
  })
  const question = found.docs[0]
  if (!question) return null
  const answers = await payload.find({
    collection: 'qa-answers',
    ...localeArgs(locale),
    where: { and: [APPROVED, { question: { equals: id } }] },
    sort: ['-accepted', 'answeredAt'],
    pagination: false,
    depth: 0,
    select: { body: true, answeredBy: true, answeredAt: true, accepted: true },
  })
  const answerIds = answers.docs.map((answer) => answer.id)
  const imageIds = relationIds(question.images)
  const [replies, answerLikes, questionLikes, uploads] = await Promise.all([
    answerIds.length
      ? payload.find({
          collection: 'qa-replies',
          overrideAccess: false,
          where: { and: [APPROVED, { answer: { in: answerIds } }] },
          sort: 'repliedAt',
          pagination: false,
          depth: 0,
          select: { answer: true, body: true, repliedBy: true, repliedAt: true },
        })
      : { docs: [] },
    likeCounts(payload.db.drizzle, 'answer', answerIds),
    likeCounts(payload.db.drizzle, 'question', [id]),
    // The question is approved, so its images are public files; their documents are staff-only (they name the seller).
    imageIds.length
      ? payload.find({ collection: 'seller-uploads', where: { and: [{ id: { in: imageIds } }, { public: { equals: true } }] }, pagination: false, depth: 0, overrideAccess: true })
      : { docs: [] },
  ])
  const byId = new Map(uploads.docs.map((upload) => [upload.id, upload]))
  const images = imageIds.flatMap((imageId) => {
    const upload = byId.get(imageId)
    return upload?.url ? [{ id: upload.id, url: upload.url, width: upload.width ?? null, height: upload.height ?? null }] : []
  })
  return {
    id: question.id,
    title: question.title,
    body: question.body ?? '',
    href: questionDetailPath(question.id),
    askedBy: question.askedBy,
    askedAt: question.askedAt,
    views: question.views ?? 0,
    tags: question.tags ?? [],
    category: categoryName(question.category),
    likes: questionLikes.get(id) ?? 0,
    images,
    answerCount: answers.docs.length,
    hasAccepted: answers.docs.some((answer) => answer.accepted),
    answers: answers.docs
      .map((answer) => ({
        id: answer.id,
        body: answer.body,
        answeredBy: answer.answeredBy,
        answeredAt: answer.answeredAt,
        accepted: Boolean(answer.accepted),
        likes: answerLikes.get(answer.id) ?? 0,
        replies: replies.docs
          .filter((reply) => reply.answer === answer.id)
          .map((reply) => ({ id: reply.id, body: reply.body, repliedBy: reply.repliedBy, repliedAt: reply.repliedAt })),
      }))
      // The accepted answer first, then the most liked, then the oldest.
      .sort((a, b) => Number(b.accepted) - Number(a.accepted) || b.likes - a.likes || a.answeredAt.localeCompare(b.answeredAt)),
  }
}
