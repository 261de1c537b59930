/**
 * The community repository on a real database (tests/http/community.test.ts covers the calls):
 * a seller's posts across the three Q&A collections as one page, and likes that stay one per
 * seller and target when pressed many times at once.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { likeCounts } from '@/server/community/like-counts'
import { deleteLike, insertLike, likedTargets, pageOfPosts } from '@/server/community/repository'
import { createSeller } from '@/server/user/accounts'

import { freshPhone } from '../helpers/fixtures'

const context = { disableRevalidate: true }
let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('community repository', () => {
  it("pages a seller's questions, answers and replies newest first, filtered by kind", async () => {
    const { seller } = await createSeller(payload, freshPhone(), {})
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
    const question = await payload.create({
      collection: 'qa-questions',
      data: { title: 'My question', askedBy: 'seller', askedAt: at(30), status: 'approved', author: seller.id },
      context,
    })
    const answer = await payload.create({
      collection: 'qa-answers',
      data: { question: question.id, body: 'My answer', answeredBy: 'seller', answeredAt: at(20), status: 'rejected', rejectionReason: 'off topic', author: seller.id },
      context,
    })
    const reply = await payload.create({
      collection: 'qa-replies',
      data: { answer: answer.id, question: question.id, body: 'My reply', repliedBy: 'seller', repliedAt: at(10), status: 'pending', author: seller.id },
      context,
    })
    const db = payload.db.drizzle

    const all = await pageOfPosts(db, seller.id, undefined, { limit: 10, offset: 0 })
    expect(all.total).toBe(3)
    expect(all.rows.map((row) => [row.kind, row.id, row.questionId, row.answerId, row.status])).toEqual([
      ['reply', reply.id, question.id, answer.id, 'pending'],
      ['answer', answer.id, question.id, null, 'rejected'],
      ['question', question.id, question.id, null, 'approved'],
    ])
    expect(all.rows[1]?.rejectionReason).toBe('off topic')
    expect(new Date(all.rows[2]!.createdAt).toISOString()).toBe(question.askedAt)

    const second = await pageOfPosts(db, seller.id, undefined, { limit: 1, offset: 1 })
    expect(second).toEqual({ rows: [all.rows[1]], total: 3 })
    const answers = await pageOfPosts(db, seller.id, 'answer', { limit: 10, offset: 0 })
    expect(answers.total).toBe(1)
    expect(answers.rows[0]?.id).toBe(answer.id)

    // The suites share one database: an approved question left here would head the public Q&A list the browser tests read.
    await payload.delete({ collection: 'qa-replies', id: reply.id, context })
    await payload.delete({ collection: 'qa-answers', id: answer.id, context })
    await payload.delete({ collection: 'qa-questions', id: question.id, context })
  })

  it('likes: pressed 10 times at once is one like; unliking removes it', async () => {
    const sellers = await Promise.all([0, 1].map(async () => (await createSeller(payload, freshPhone(), {})).seller.id))
    const db = payload.db.drizzle
    const targetId = 900_000_000 + (Date.now() % 1_000_000)
    await Promise.all(Array.from({ length: 10 }, () => insertLike(db, 'article', targetId, sellers[0]!)))
    await insertLike(db, 'article', targetId, sellers[1]!)
    expect((await likeCounts(db, 'article', [targetId, targetId + 1])).get(targetId)).toBe(2)
    expect(await likedTargets(db, sellers[0]!, 'article', [targetId, targetId + 1])).toEqual([targetId])

    await deleteLike(db, 'article', targetId, sellers[0]!)
    expect(await likeCounts(db, 'article', [targetId, targetId + 1])).toEqual(new Map([[targetId, 1], [targetId + 1, 0]]))
    expect(await likedTargets(db, sellers[0]!, 'article', [targetId])).toEqual([])
  })
})
