/**
 * Sellers' writes in the QA community: ask or edit a question, answer, reply to an answer, and
 * withdraw a post while it waits for review. The author always comes from the session; a post
 * is public only once approved (at once in a category that needs no review). Text is plain
 * (src/server/community/schemas.ts refuses markup) and written into every language of the
 * localized fields, so each page shows it as its author wrote it until an editor translates it.
 */
import type { Payload } from 'payload'
import type { z } from 'zod'

import { maskPhone } from '@/lib/auth/validation'
import { questionDetailPath } from '@/lib/content/sections'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { relationId } from '@/lib/relation'

import type { QaAnswer, QaCategory, QaQuestion, QaReply, Seller } from '@payload-types'
import { inTransaction } from '@/server/db/transaction'
import { limitKey } from '@/server/http/client-ip'
import { fail } from '@/server/platform/errors'
import { consume } from '@/server/platform/limits'
import { ok, type RequestContext, type SellerContext } from '@/server/http/context'
import type * as schemas from './schemas'

type Input<S extends z.ZodType> = z.output<S>
type Status = 'pending' | 'approved'

/** What a write answers in `data`: where the post stands and, when public, where it shows. */
export type SavedPost = { id: number; type: 'question' | 'answer' | 'reply'; status: Status; href: string | null }

const COLLECTION = { question: 'qa-questions', answer: 'qa-answers', reply: 'qa-replies' } as const

/** What other sellers see as the author: the nickname, else the masked phone number. */
export function authorName(seller: Pick<Seller, 'nickName' | 'phone'>): string {
  return seller.nickName?.trim() || maskPhone(seller.phone)
}

/** One point from the seller's and the address's post budgets (and the daily question budget for a new question). */
async function spendPostBudget(ctx: RequestContext, sellerId: number, newQuestion: boolean): Promise<void> {
  await consume(ctx.limits.postsPerSellerHour, `seller:${sellerId}`)
  await consume(ctx.limits.postsPerIpHour, limitKey(ctx.ip))
  if (newQuestion) await consume(ctx.limits.questionsPerSellerDay, `seller:${sellerId}`)
}

async function findCategory(payload: Payload, id: number | null | undefined): Promise<QaCategory | null> {
  return id ? payload.findByID({ collection: 'qa-categories', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
}

/** New posts wait for review unless their category is set to publish at once (no category: review). */
const statusIn = (category: QaCategory | null): Status => (category?.reviewBeforePublishing === false ? 'approved' : 'pending')

/** The seller's own post of a kind, still pending; another seller's post answers as not found. */
async function ownPendingPost<K extends keyof typeof COLLECTION>(payload: Payload, kind: K, id: number, sellerId: number) {
  const doc = (await payload.findByID({ collection: COLLECTION[kind], id, depth: 0, overrideAccess: true, disableErrors: true })) as QaQuestion | QaAnswer | QaReply | null
  if (!doc || relationId(doc.author) !== sellerId) throw fail('postNotFound')
  if (doc.status !== 'pending') throw fail('postNotEditable')
  return doc
}

type Localizable = 'qa-questions' | 'qa-answers'

/**
 * Creates (no id) or updates a question or answer with `texts` in every language. Only the last
 * write regenerates pages (when the post is public): the earlier ones are the same save.
 */
async function saveEveryLanguage(payload: Payload, collection: Localizable, id: number | undefined, language: Locale, texts: Record<string, unknown>, data: Record<string, unknown>): Promise<number> {
  const others = LOCALES.filter((locale) => locale !== language)
  // One transaction: a post is saved in every language or not at all.
  return inTransaction(payload, async ({ req }) => {
    const quiet = { disableRevalidate: true }
    const first = id
      ? await payload.update({ collection, id, locale: language, data: { ...data, ...texts }, req, overrideAccess: true, depth: 0, context: quiet })
      : await payload.create({ collection, locale: language, data: { ...data, ...texts } as never, req, overrideAccess: true, depth: 0, context: quiet })
    for (const [index, locale] of others.entries()) {
      const last = index === others.length - 1
      await payload.update({ collection, id: first.id, locale, data: texts, req, overrideAccess: true, depth: 0, context: last ? {} : quiet })
    }
    return first.id
  })
}

/** Uploads must be the seller's own (another seller's upload id is refused, not borrowed). */
async function assertOwnImages(payload: Payload, sellerId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)]
  if (!unique.length) return
  const { totalDocs } = await payload.count({ collection: 'seller-uploads', where: { and: [{ id: { in: unique } }, { seller: { equals: sellerId } }] }, overrideAccess: true })
  if (totalDocs !== unique.length) throw fail('imageNotYours')
}

const submitted = (kind: 'question' | 'answer' | 'reply', status: Status, edited: boolean) => (edited ? 'postUpdated' : `${kind}${status === 'approved' ? 'Published' : 'Submitted'}`)

/** /queAndAns/addOrUpdate */
export async function saveQuestion(ctx: SellerContext, input: Input<typeof schemas.questionSchema>) {
  const seller = ctx.session.seller
  await spendPostBudget(ctx, seller.id, !input.id)
  if (input.id) await ownPendingPost(ctx.payload, 'question', input.id, seller.id)
  const category = await findCategory(ctx.payload, input.categoryId)
  if (input.categoryId && !category) throw fail('categoryNotFound')
  await assertOwnImages(ctx.payload, seller.id, input.images)
  const status = statusIn(category)
  const language = input.language ?? ctx.locale
  const data = {
    category: input.categoryId ?? null,
    images: [...new Set(input.images)],
    language,
    // Always restated: an edit that raced an editor's approval goes back for review.
    status,
    rejectionReason: null,
    ...(input.id ? {} : { author: seller.id, askedBy: authorName(seller), askedAt: new Date().toISOString(), views: 0 }),
  }
  const id = await saveEveryLanguage(ctx.payload, 'qa-questions', input.id, language, { title: input.title, body: input.content }, data)
  return ok({ data: { id, type: 'question', status, href: status === 'approved' ? questionDetailPath(id) : null } }, submitted('question', status, Boolean(input.id)))
}

/** The approved question an answer goes to, with its category's review rule. */
async function publicQuestion(payload: Payload, id: number): Promise<QaQuestion> {
  const question = (await payload.findByID({ collection: 'qa-questions', id, depth: 0, overrideAccess: true, disableErrors: true })) as QaQuestion | null
  if (!question || question.status !== 'approved') throw fail('questionNotFound')
  return question
}

async function publicAnswer(payload: Payload, id: number): Promise<{ answer: QaAnswer; question: QaQuestion }> {
  const answer = (await payload.findByID({ collection: 'qa-answers', id, depth: 0, overrideAccess: true, disableErrors: true })) as QaAnswer | null
  const questionId = relationId(answer?.question)
  if (!answer || answer.status !== 'approved' || !questionId) throw fail('answerNotFound')
  const question = (await payload.findByID({ collection: 'qa-questions', id: questionId, depth: 0, overrideAccess: true, disableErrors: true })) as QaQuestion | null
  if (!question || question.status !== 'approved') throw fail('answerNotFound')
  return { answer, question }
}

/** /queAndAns/replyQuestion: an answer (questionId) or a reply to an answer (answerId); with id, an edit. */
export async function saveReply(ctx: SellerContext, input: Input<typeof schemas.replySchema>) {
  const seller = ctx.session.seller
  await spendPostBudget(ctx, seller.id, false)
  const language = input.language ?? ctx.locale
  const now = new Date().toISOString()

  if (input.kind === 'answer') {
    if (input.id) {
      const own = (await ownPendingPost(ctx.payload, 'answer', input.id, seller.id)) as QaAnswer
      if (input.questionId !== relationId(own.question)) throw fail('postNotFound')
    }
    const question = await publicQuestion(ctx.payload, input.questionId as number)
    const status = statusIn(await findCategory(ctx.payload, relationId(question.category)))
    const data = { question: question.id, language, status, rejectionReason: null, ...(input.id ? {} : { author: seller.id, answeredBy: authorName(seller), answeredAt: now }) }
    const id = await saveEveryLanguage(ctx.payload, 'qa-answers', input.id, language, { body: input.content }, data)
    return ok({ data: { id, type: 'answer', status, href: status === 'approved' ? `${questionDetailPath(question.id)}#answer-${id}` : null } }, submitted('answer', status, Boolean(input.id)))
  }

  if (input.id) {
    const own = (await ownPendingPost(ctx.payload, 'reply', input.id, seller.id)) as QaReply
    if (input.answerId !== relationId(own.answer)) throw fail('postNotFound')
  }
  const { answer, question } = await publicAnswer(ctx.payload, input.answerId as number)
  const status = statusIn(await findCategory(ctx.payload, relationId(question.category)))
  const data = { answer: answer.id, question: question.id, body: input.content, language, status, rejectionReason: null }
  const saved = input.id
    ? await ctx.payload.update({ collection: 'qa-replies', id: input.id, data, overrideAccess: true, depth: 0 })
    : await ctx.payload.create({ collection: 'qa-replies', data: { ...data, author: seller.id, repliedBy: authorName(seller), repliedAt: now }, overrideAccess: true, depth: 0 })
  return ok({ data: { id: saved.id, type: 'reply', status, href: status === 'approved' ? `${questionDetailPath(question.id)}#answer-${answer.id}` : null } }, submitted('reply', status, Boolean(input.id)))
}

/** /queAndAns/withdraw (ours): deletes one's own post while it is pending (nothing public can depend on it). */
export async function withdrawPost(ctx: SellerContext, input: Input<typeof schemas.withdrawSchema>) {
  const seller = ctx.session.seller
  await ownPendingPost(ctx.payload, input.type, input.id, seller.id)
  // Only if still pending at the moment of deleting: an approval in between wins.
  const { docs } = await ctx.payload.delete({
    collection: COLLECTION[input.type],
    where: { and: [{ id: { equals: input.id } }, { author: { equals: seller.id } }, { status: { equals: 'pending' } }] },
    overrideAccess: true,
    depth: 0,
  })
  if (!docs.length) throw fail('postNotEditable')
  return ok({ data: { id: input.id, type: input.type } }, 'postWithdrawn')
}

/** /queAndAns/categories (ours): what the ask form offers, in the caller's language. */
export async function categories(ctx: RequestContext) {
  const { docs } = await ctx.payload.find({ collection: 'qa-categories', locale: ctx.locale, fallbackLocale: 'zh', sort: 'sortOrder', pagination: false, depth: 0, select: { name: true, reviewBeforePublishing: true } })
  return ok({ data: docs.map((doc) => ({ id: doc.id, name: doc.name, reviewed: doc.reviewBeforePublishing !== false })) })
}
