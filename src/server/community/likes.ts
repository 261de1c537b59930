/**
 * Likes of articles, questions and answers: one row per seller and target in `content_likes`
 * (primary key), so liking twice, or twice at once, is one like; unliking deletes the row; a
 * count is the number of rows. Only public targets can be liked.
 */
import type { Payload } from 'payload'
import type { z } from 'zod'

import { consume } from '@/server/platform/limits'
import { fail } from '@/server/platform/errors'
import { ok, type RequestContext, type SellerContext } from '@/server/http/context'
import { likeCounts } from './like-counts'
import * as repository from './repository'
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

/** /article/likeOrCancel: sets my like on a target (like: true) or removes it (like: false). */
export async function likeOrCancel(ctx: SellerContext, input: Input<typeof schemas.likeSchema>) {
  const seller = ctx.session.seller
  await consume(ctx.limits.likesPerSellerHour, `seller:${seller.id}`)
  if (!(await isPublic(ctx.payload, input.targetType, input.targetId))) throw fail('likeTargetNotFound')
  const db = ctx.db
  if (input.like) await repository.insertLike(db, input.targetType, input.targetId, seller.id)
  else await repository.deleteLike(db, input.targetType, input.targetId, seller.id)
  const likes = (await likeCounts(db, input.targetType, [input.targetId])).get(input.targetId) ?? 0
  return ok({ data: { targetType: input.targetType, targetId: input.targetId, liked: input.like, likes } })
}

/** /article/likeState (ours): fresh counts for a page's targets, and (signed in) which I like. */
export async function likeState(ctx: RequestContext, input: Input<typeof schemas.likeStateSchema>) {
  const db = ctx.db
  const counts = await likeCounts(db, input.targetType, input.ids)
  const mine = ctx.session ? (await repository.likedTargets(db, ctx.session.seller.id, input.targetType, input.ids)).sort((a, b) => a - b) : []
  return ok({ data: { targetType: input.targetType, likes: Object.fromEntries(counts), liked: mine } })
}
