/**
 * /queAndAns/pubRecord: the signed-in seller's own posts (questions, answers, replies), newest
 * first, with their review state and, when rejected, the editor's reason.
 */
import type { Payload } from 'payload'
import type { z } from 'zod'

import { questionDetailPath } from '@/lib/content/sections'
import type { Locale } from '@/lib/i18n/locales'
import { relationId } from '@/lib/relation'

import { ok, type SellerContext } from '@/server/http/context'
import type { PostKind } from './schemas'
import type * as schemas from './schemas'

type Input<S extends z.ZodType> = z.output<S>

type ReviewStatus = 'pending' | 'approved' | 'rejected'
type Row = { kind: PostKind; id: number; question_id: number | null; answer_id: number | null; created_at: string; status: ReviewStatus; rejection_reason: string | null }

export type PostRecord = {
  type: PostKind
  id: number
  questionId: number | null
  answerId: number | null
  title: string
  content: string
  categoryId: number | null
  images: Array<{ id: number; url: string }>
  status: ReviewStatus
  rejectionReason: string | null
  createdAt: string
  /** Where the post shows, once approved. */
  href: string | null
  /** Pending posts can be edited and withdrawn by their author. */
  editable: boolean
}

const UNION = `
  SELECT 'question' AS kind, id, id AS question_id, NULL::int AS answer_id, asked_at AS created_at, status::text, rejection_reason FROM qa_questions WHERE author_id = $1
  UNION ALL
  SELECT 'answer', id, question_id, NULL::int, answered_at, status::text, rejection_reason FROM qa_answers WHERE author_id = $1
  UNION ALL
  SELECT 'reply', id, question_id, answer_id, replied_at, status::text, rejection_reason FROM qa_replies WHERE author_id = $1`

async function texts(payload: Payload, locale: Locale, rows: Row[]) {
  const ids = (kind: PostKind) => rows.filter((row) => row.kind === kind).map((row) => row.id)
  const questionIds = [...new Set(rows.map((row) => row.question_id).filter((id): id is number => id !== null))]
  const common = { locale, fallbackLocale: 'zh' as const, overrideAccess: true, pagination: false as const, depth: 1 }
  const [questions, answers, replies] = await Promise.all([
    questionIds.length ? payload.find({ collection: 'qa-questions', ...common, where: { id: { in: questionIds } }, select: { title: true, body: true, category: true, images: true } }) : { docs: [] },
    ids('answer').length ? payload.find({ collection: 'qa-answers', ...common, depth: 0, where: { id: { in: ids('answer') } }, select: { body: true } }) : { docs: [] },
    ids('reply').length ? payload.find({ collection: 'qa-replies', ...common, depth: 0, where: { id: { in: ids('reply') } }, select: { body: true } }) : { docs: [] },
  ])
  return {
    question: new Map(questions.docs.map((doc) => [doc.id, doc])),
    answer: new Map(answers.docs.map((doc) => [doc.id, doc.body ?? ''])),
    reply: new Map(replies.docs.map((doc) => [doc.id, doc.body ?? ''])),
  }
}

export async function myPosts(ctx: SellerContext, input: Input<typeof schemas.recordsSchema>) {
  const seller = ctx.session.seller
  const pool = ctx.payload.db.pool
  const filter = input.type ? 'WHERE kind = $2' : ''
  const params: unknown[] = input.type ? [seller.id, input.type] : [seller.id]
  const offset = (input.pageNum - 1) * input.pageSize
  const [{ rows }, total] = await Promise.all([
    pool.query<Row>(`SELECT * FROM (${UNION}) AS posts ${filter} ORDER BY created_at DESC, kind, id DESC LIMIT ${input.pageSize} OFFSET ${offset}`, params),
    pool.query<{ total: string }>(`SELECT count(*) AS total FROM (${UNION}) AS posts ${filter}`, params),
  ])
  const text = await texts(ctx.payload, ctx.locale, rows)
  const list: PostRecord[] = rows.map((row) => {
    const question = row.question_id !== null ? text.question.get(row.question_id) : undefined
    const images = row.kind === 'question' ? (question?.images ?? []).flatMap((image) => (typeof image === 'object' && image?.url ? [{ id: image.id, url: image.url }] : [])) : []
    const anchor = row.kind === 'answer' ? `#answer-${row.id}` : row.kind === 'reply' && row.answer_id ? `#answer-${row.answer_id}` : ''
    return {
      type: row.kind,
      id: row.id,
      questionId: row.question_id,
      answerId: row.answer_id,
      title: question?.title ?? '',
      content: row.kind === 'question' ? (question?.body ?? '') : (text[row.kind].get(row.id) ?? ''),
      categoryId: row.kind === 'question' ? relationId(question?.category) : null,
      images,
      status: row.status,
      rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
      createdAt: new Date(row.created_at).toISOString(),
      href: row.status === 'approved' && row.question_id ? `${questionDetailPath(row.question_id)}${anchor}` : null,
      editable: row.status === 'pending',
    }
  })
  return ok({ data: { list, pageNum: input.pageNum, pageSize: input.pageSize, total: Number(total.rows[0]?.total ?? 0) } })
}
