/**
 * Likes of articles, questions and answers: one row per seller and target in `content_likes`
 * (primary key), so liking twice, or twice at once, is one like; unliking deletes the row; a
 * count is the number of rows. Only public targets can be liked.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { z } from 'zod'

import { consume } from '@/server/platform/limits'
import { fail } from '@/server/platform/errors'
import { ok, type RequestContext, type SellerContext } from '@/server/http/context'
import { likeCounts } from './like-counts'
import type { LikeTarget } from './schemas'
import type * as schemas from './schemas'

type Input<S extends z.ZodType> = z.output<S>

const COLLECTION = { article: 'articles', question: 'qa-questions', answer: 'qa-answers' } as const

/** Whether the public sees the target (a published article, an approved question or answer). */
async function isPublic(payload: Payload, type: LikeTarget, id: number): Promise<boolean> {
  // overrideAccess false without a CMS user: the collections' read rules decide (published / approved).
  const { totalDocs } = await payload.count({ collection: COLLECTION[type], where: { id: { equals: id } }, overrideAccess: false })
  return totalDocs === 1
}

async function likedBy(pool: Pool, sellerId: number, type: LikeTarget, ids: number[]): Promise<number[]> {
  const { rows } = await pool.query<{ target_id: number }>('SELECT target_id FROM content_likes WHERE seller_id = $1 AND target_type = $2 AND target_id = ANY($3::int[])', [sellerId, type, ids])
  return rows.map((row) => row.target_id).sort((a, b) => a - b)
}

/** /article/likeOrCancel: sets my like on a target (like: true) or removes it (like: false). */
export async function likeOrCancel(ctx: SellerContext, input: Input<typeof schemas.likeSchema>) {
  const seller = ctx.session.seller
  await consume(ctx.limits.likesPerSellerHour, `seller:${seller.id}`)
  if (!(await isPublic(ctx.payload, input.targetType, input.targetId))) throw fail('likeTargetNotFound')
  const pool = ctx.payload.db.pool
  if (input.like) {
    await pool.query('INSERT INTO content_likes (target_type, target_id, seller_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [input.targetType, input.targetId, seller.id])
  } else {
    await pool.query('DELETE FROM content_likes WHERE target_type = $1 AND target_id = $2 AND seller_id = $3', [input.targetType, input.targetId, seller.id])
  }
  const likes = (await likeCounts(pool, input.targetType, [input.targetId])).get(input.targetId) ?? 0
  return ok({ data: { targetType: input.targetType, targetId: input.targetId, liked: input.like, likes } })
}

/** /article/likeState (ours): fresh counts for a page's targets, and (signed in) which I like. */
export async function likeState(ctx: RequestContext, input: Input<typeof schemas.likeStateSchema>) {
  const pool = ctx.payload.db.pool
  const counts = await likeCounts(pool, input.targetType, input.ids)
  const mine = ctx.session ? await likedBy(pool, ctx.session.seller.id, input.targetType, input.ids) : []
  return ok({ data: { targetType: input.targetType, likes: Object.fromEntries(counts), liked: mine } })
}
