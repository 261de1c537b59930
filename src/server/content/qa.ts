/** Reads the QA community: paged approved questions and one question with its approved answers. */
import { pageCount, QA_PAGE_SIZE, questionDetailPath } from '../../lib/content/sections'
import type { Locale } from '../../lib/i18n/locales'
import { cms } from '../cms/payload'

export type QuestionCard = {
  id: number
  title: string
  excerpt: string
  href: string
  askedBy: string
  askedAt: string
  views: number
  tags: string[]
  answerCount: number
  hasAccepted: boolean
}

export type Answer = { id: number; body: string; answeredBy: string; answeredAt: string; accepted: boolean; likes: number }
export type QuestionDetail = Omit<QuestionCard, 'excerpt'> & { body: string; answers: Answer[] }
export type QuestionPage = { items: QuestionCard[]; page: number; totalPages: number; total: number }

const APPROVED = { status: { equals: 'approved' } } as const
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
    where: APPROVED,
    sort: '-askedAt',
    limit: QA_PAGE_SIZE,
    page,
    depth: 0,
    select: { title: true, body: true, askedBy: true, askedAt: true, views: true, tags: true },
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
        answerCount: own.length,
        hasAccepted: own.some((answer) => answer.accepted),
      }
    }),
  }
}

export async function getQuestion(id: number, locale: Locale): Promise<QuestionDetail | null> {
  const payload = await cms()
  const found = await payload.find({ collection: 'qa-questions', ...localeArgs(locale), where: { and: [APPROVED, { id: { equals: id } }] }, limit: 1, depth: 0, pagination: false })
  const question = found.docs[0]
  if (!question) return null
  const answers = await payload.find({
    collection: 'qa-answers',
    ...localeArgs(locale),
    where: { and: [APPROVED, { question: { equals: id } }] },
    sort: ['-accepted', '-likes', 'answeredAt'],
    pagination: false,
    depth: 0,
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
    answerCount: answers.docs.length,
    hasAccepted: answers.docs.some((answer) => answer.accepted),
    answers: answers.docs.map((answer) => ({
      id: answer.id,
      body: answer.body,
      answeredBy: answer.answeredBy,
      answeredAt: answer.answeredAt,
      accepted: Boolean(answer.accepted),
      likes: answer.likes ?? 0,
    })),
  }
}
