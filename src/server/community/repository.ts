/**
 * The community's reads and writes in SQL: likes (content_likes, src/server/db/tables.ts) and a
 * seller's own posts across the Q&A collections' tables. Texts and images of posts are read
 * through Payload's local API (records.ts): localized fields are Payload's storage.
 */
import { and, count, desc, eq, inArray, sql } from '@payloadcms/db-postgres/drizzle'
import { unionAll } from '@payloadcms/db-postgres/drizzle/pg-core'

import { qa_answers, qa_questions, qa_replies } from '@/payload-generated-schema'
import type { Db } from '@/server/db/drizzle'
import { content_likes, type LIKE_TARGET_TYPES } from '@/server/db/tables'

export type LikeTarget = (typeof LIKE_TARGET_TYPES)[number]

/** One like per seller and target (the primary key): liking again changes nothing. */
export async function insertLike(db: Db, targetType: LikeTarget, targetId: number, sellerId: number): Promise<void> {
  await db.insert(content_likes).values({ targetType, targetId, sellerId }).onConflictDoNothing()
}

export async function deleteLike(db: Db, targetType: LikeTarget, targetId: number, sellerId: number): Promise<void> {
  await db.delete(content_likes).where(and(eq(content_likes.targetType, targetType), eq(content_likes.targetId, targetId), eq(content_likes.sellerId, sellerId)))
}

/** The number of likes of each target that has any. */
export async function likeCountRows(db: Db, targetType: LikeTarget, ids: number[]): Promise<Array<{ targetId: number; likes: number }>> {
  return db
    .select({ targetId: content_likes.targetId, likes: count() })
    .from(content_likes)
    .where(and(eq(content_likes.targetType, targetType), inArray(content_likes.targetId, ids)))
    .groupBy(content_likes.targetId)
}

/** Which of the targets the seller likes. */
export async function likedTargets(db: Db, sellerId: number, targetType: LikeTarget, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ targetId: content_likes.targetId })
    .from(content_likes)
    .where(and(eq(content_likes.sellerId, sellerId), eq(content_likes.targetType, targetType), inArray(content_likes.targetId, ids)))
  return rows.map((row) => row.targetId)
}

export type PostKind = 'question' | 'answer' | 'reply'
export type ReviewStatus = 'pending' | 'approved' | 'rejected'

/** The seller's questions, answers and replies as one list (each with the question it belongs to). */
function postsOf(db: Db, sellerId: number) {
  const noId = sql<number | null>`NULL::int`
  return unionAll(
    db
      .select({
        kind: sql<PostKind>`'question'`.as('kind'),
        id: qa_questions.id,
        questionId: sql<number | null>`${qa_questions.id}`.as('question_id'),
        answerId: noId.as('answer_id'),
        createdAt: sql<string>`${qa_questions.askedAt}`.as('created_at'),
        status: sql<ReviewStatus>`${qa_questions.status}::text`.as('status'),
        rejectionReason: qa_questions.rejectionReason,
      })
      .from(qa_questions)
      .where(eq(qa_questions.author, sellerId)),
    db
      .select({
        kind: sql<PostKind>`'answer'`,
        id: qa_answers.id,
        questionId: sql<number | null>`${qa_answers.question}`,
        answerId: noId,
        createdAt: sql<string>`${qa_answers.answeredAt}`,
        status: sql<ReviewStatus>`${qa_answers.status}::text`,
        rejectionReason: qa_answers.rejectionReason,
      })
      .from(qa_answers)
      .where(eq(qa_answers.author, sellerId)),
    db
      .select({
        kind: sql<PostKind>`'reply'`,
        id: qa_replies.id,
        questionId: sql<number | null>`${qa_replies.question}`,
        answerId: sql<number | null>`${qa_replies.answer}`,
        createdAt: sql<string>`${qa_replies.repliedAt}`,
        status: sql<ReviewStatus>`${qa_replies.status}::text`,
        rejectionReason: qa_replies.rejectionReason,
      })
      .from(qa_replies)
      .where(eq(qa_replies.author, sellerId)),
  ).as('posts')
}

export type PostRow = { kind: PostKind; id: number; questionId: number | null; answerId: number | null; createdAt: string; status: ReviewStatus; rejectionReason: string | null }

/** A page of the seller's posts (of one kind, or all), newest first, and how many there are. */
export async function pageOfPosts(db: Db, sellerId: number, kind: PostKind | undefined, page: { limit: number; offset: number }): Promise<{ rows: PostRow[]; total: number }> {
  const posts = postsOf(db, sellerId)
  const filter = kind ? eq(posts.kind, kind) : undefined
  const [rows, [total]] = await Promise.all([
    db.select().from(posts).where(filter).orderBy(desc(posts.createdAt), posts.kind, desc(posts.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(posts).where(filter),
  ])
  return { rows, total: total?.total ?? 0 }
}
