/**
 * The checkable lottery on a real database (src/server/lottery/fairness.ts): publishing commits a
 * campaign before it starts (the seed hidden, a changed table re-committed until then), a burst
 * of 200 draws on a stock of 10 gives exactly 10 and every draw verifies from the public log once
 * the campaign has ended, a tampered log fails, and the admin refuses to change what the draws
 * depend on once the campaign has started, in the admin's language.
 */
import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { getLocalI18n, getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { verifyLog } from '@/lib/lottery/fairness'
import { type Campaign, findCampaign } from '@/server/lottery/campaigns'
import { grantChances } from '@/server/lottery/chances'
import { drawOnce } from '@/server/lottery/draws'
import { commitCampaign, publicFairness } from '@/server/lottery/fairness'
import { findCommitment } from '@/server/lottery/repository'
import { createSeller } from '@/server/user/accounts'

import { freshPhone } from '../helpers/fixtures'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await getPayload({ config })
})

const DAY = 86_400_000
let nextActivityId = 400_000_000 + (Math.floor(Date.now() / 1000) % 1_000_000) * 10

type PrizeInput = { name: string; kind: 'physical' | 'membership' | 'coupon'; stock: number; weight: number; couponCode?: string }

async function publish(prizes: PrizeInput[], noPrizeWeight: number, startsAt: Date, endsAt: Date): Promise<{ id: number; activityId: number }> {
  const activityId = nextActivityId++
  const doc = await payload.create({
    collection: 'lottery-campaigns',
    locale: 'zh',
    context,
    overrideAccess: true,
    data: {
      _status: 'published',
      title: `核验 ${activityId}`,
      activityId,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      chances: { perRegistration: 1, perInvite: 1, daily: 0, maxInvites: 10, invitesPerAddressDaily: 3 },
      noPrizeWeight,
      prizes,
    },
  })
  return { id: doc.id, activityId }
}

async function campaignOf(activityId: number): Promise<Campaign> {
  const campaign = await findCampaign(payload, activityId)
  if (!campaign) throw new Error('campaign not found')
  return campaign
}

const language = async (lang: 'en' | 'zh' | 'ru') => ({ i18n: await getLocalI18n({ config: payload.config, language: lang }) })

/** The error a save ends with (null when it succeeds). */
const failure = (save: Promise<unknown>) =>
  save.then(
    () => null,
    (reason: unknown) => reason as Error,
  )

describe('a campaign’s commitment', () => {
  it('is made when it is published, keeps its seed secret, and is made again when its table changes before the start', async () => {
    const { id, activityId } = await publish([{ name: '优惠券', kind: 'coupon', couponCode: 'C', stock: 5, weight: 1 }], 9, new Date(Date.now() + DAY), new Date(Date.now() + 3 * DAY))
    const first = await publicFairness(payload.db.drizzle, await campaignOf(activityId))
    expect(first).toMatchObject({ seed: null, committedBeforeStart: true, draws: [] })
    expect(first?.commitment).toMatch(/^[0-9a-f]{64}$/)
    expect(first?.table).toEqual({ campaignId: id, noPrizeWeight: 9, prizes: [{ id: expect.any(String), kind: 'coupon', stock: 5, weight: 1 }] })
    // The seed is stored sealed, not as the 64 hex digits it is.
    expect((await findCommitment(payload.db.drizzle, id))?.sealedSeed).not.toMatch(/^[0-9a-f]{64}$/)

    // Saved again unchanged: the same commitment. Odds changed before the start: a new one.
    await payload.update({ collection: 'lottery-campaigns', id, locale: 'zh', context, overrideAccess: true, data: { title: `核验 ${activityId} 改名` } })
    expect((await publicFairness(payload.db.drizzle, await campaignOf(activityId)))?.commitment).toBe(first?.commitment)
    await payload.update({ collection: 'lottery-campaigns', id, locale: 'zh', context, overrideAccess: true, data: { noPrizeWeight: 19 } })
    const second = await publicFairness(payload.db.drizzle, await campaignOf(activityId))
    expect(second?.commitment).not.toBe(first?.commitment)
    expect(second?.table.noPrizeWeight).toBe(19)
  })

  it('cannot change once the campaign has started: the admin says why in its language; the rest stays editable', async () => {
    const { id, activityId } = await publish([{ name: '会员', kind: 'coupon', couponCode: 'M', stock: 3, weight: 1 }], 1, new Date(Date.now() - DAY), new Date(Date.now() + DAY))
    const before = await publicFairness(payload.db.drizzle, await campaignOf(activityId))
    const campaign = await payload.findByID({ collection: 'lottery-campaigns', id, overrideAccess: true, depth: 0 })
    const morePrizes = (campaign.prizes ?? []).map((row) => ({ ...row, stock: 300 }))

    const english = await failure(payload.update({ collection: 'lottery-campaigns', id, locale: 'zh', context, overrideAccess: true, req: await language('en'), data: { prizes: morePrizes } }))
    expect(english?.message).toBe(
      'The campaign has started and its draws are committed publicly, so anyone can check them: the prize table (prizes, order, kinds, membership days, stock, weights) can no longer change.',
    )
    const chinese = await failure(payload.update({ collection: 'lottery-campaigns', id, locale: 'zh', context, overrideAccess: true, req: await language('zh'), data: { noPrizeWeight: 0, startsAt: new Date().toISOString() } }))
    expect(chinese?.message).toBe('活动已开始，抽奖承诺已公开，任何人都可以据此核验每次抽奖：不能再修改开始时间、“未中奖”权重。')
    const russian = await failure(payload.update({ collection: 'lottery-campaigns', id, locale: 'zh', context, overrideAccess: true, req: await language('ru'), data: { noPrizeWeight: 0 } }))
    expect(russian?.message).toMatch(/^Розыгрыш начался.*вес «без приза»\.$/)

    // A draft may not hold such a change either (publishing it later would bring it in).
    const draft = await failure(payload.update({ collection: 'lottery-campaigns', id, locale: 'zh', draft: true, context, overrideAccess: true, req: await language('en'), data: { noPrizeWeight: 5, _status: 'draft' } }))
    expect(draft?.message).toMatch(/the “no prize” weight can no longer change\.$/)
    // And the server never replaces a commitment a draw has used, whatever it is asked.
    const running = await campaignOf(activityId)
    expect(await commitCampaign(payload.db.drizzle, { ...running, noPrizeWeight: 99 })).toBe(false)

    // The title, the rules and the end (before it has passed) still change; the commitment does not.
    await payload.update({ collection: 'lottery-campaigns', id, locale: 'zh', context, overrideAccess: true, data: { title: '新标题', endsAt: new Date(Date.now() + 2 * DAY).toISOString() } })
    expect((await publicFairness(payload.db.drizzle, await campaignOf(activityId)))?.commitment).toBe(before?.commitment)
  })
})

describe('draws anyone can check', () => {
  it('a campaign that ran before commitments: committed at its next draw with the stock its earlier wins left, and its numbered draws verify', async () => {
    const { activityId } = await publish([{ name: '旧奖品', kind: 'coupon', couponCode: 'OLD', stock: 2, weight: 1 }], 0, new Date(Date.now() - DAY), new Date(Date.now() + DAY))
    const campaign = await campaignOf(activityId)
    const seller = async () => {
      const { seller } = await createSeller(payload, freshPhone(), {})
      await grantChances(payload.db.drizzle, { campaignId: campaign.id, sellerId: seller.id, source: 'registration', key: 'registration', count: 1 })
      return seller.id
    }
    // A win from before commitments existed: a draw without a number, and no commitment.
    expect(await drawOnce(payload.db.drizzle, campaign, await seller(), 'old')).toMatchObject({ prize: { name: { zh: '旧奖品' } } })
    await payload.db.drizzle.execute(sql`UPDATE lottery_draws SET sequence = NULL, player = NULL WHERE campaign_id = ${campaign.id}`)
    await payload.db.drizzle.execute(sql`DELETE FROM lottery_commitments WHERE campaign_id = ${campaign.id}`)

    const later = [] as Array<Awaited<ReturnType<typeof drawOnce>>>
    for (const n of [1, 2, 3]) later.push(await drawOnce(payload.db.drizzle, campaign, await seller(), `new-${n}`))
    expect(later.map((draw) => (typeof draw === 'string' ? draw : Boolean(draw.prize)))).toEqual([true, false, false])
    const log = await publicFairness(payload.db.drizzle, campaign, new Date(Date.now() + 2 * DAY))
    expect(log).toMatchObject({ committedBeforeStart: false, table: { prizes: [{ stock: 1 }] } })
    expect(await verifyLog(log!)).toEqual({ ok: true, checked: 3, problems: [] })
  })

  it('200 draws, 40 at a time, on a stock of 10: exactly 10 won, numbered 1–200, every one verified from the public log after the end', async () => {
    const { activityId } = await publish([{ name: '限量', kind: 'coupon', couponCode: 'TEN', stock: 10, weight: 1 }], 1, new Date(Date.now() - DAY), new Date(Date.now() + DAY))
    const campaign = await campaignOf(activityId)
    const sellers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const { seller } = await createSeller(payload, freshPhone(), {})
        await grantChances(payload.db.drizzle, { campaignId: campaign.id, sellerId: seller.id, source: 'registration', key: 'registration', count: 4 })
        return seller.id
      }),
    )
    // In waves of 40 at once: this process's pool has 10 connections (the HTTP test sends 200 at once to the server).
    const presses = sellers.flatMap((sellerId) => [0, 1, 2, 3].map((n) => () => drawOnce(payload.db.drizzle, campaign, sellerId, `fair-${sellerId}-${n}`)))
    const draws: Array<Awaited<ReturnType<typeof drawOnce>>> = []
    for (let start = 0; start < presses.length; start += 40) draws.push(...(await Promise.all(presses.slice(start, start + 40).map((press) => press()))))
    const made = draws.flatMap((draw) => (typeof draw === 'string' ? [] : [draw]))
    expect(made).toHaveLength(200)
    expect(made.filter((draw) => draw.prize)).toHaveLength(10)
    expect(made.map((draw) => draw.sequence).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 200 }, (_, index) => index + 1))

    // While it runs the log is public and the seed is not; after the end, everything verifies.
    const running = await publicFairness(payload.db.drizzle, campaign)
    expect(running?.seed).toBeNull()
    expect(running?.draws[0]?.seller).toMatch(/\*{4}/)
    const ended = await publicFairness(payload.db.drizzle, campaign, new Date(Date.now() + 2 * DAY))
    expect(ended?.seed).toMatch(/^[0-9a-f]{64}$/)
    expect(ended?.draws.filter((draw) => draw.outcome !== null)).toHaveLength(10)
    expect(await verifyLog(ended!)).toEqual({ ok: true, checked: 200, problems: [] })

    // A changed seed, table or outcome does not.
    expect((await verifyLog({ ...ended!, seed: 'a'.repeat(64) })).ok).toBe(false)
    expect((await verifyLog({ ...ended!, table: { ...ended!.table, noPrizeWeight: 2 } })).ok).toBe(false)
    const loss = ended!.draws.findIndex((draw) => draw.outcome === null)
    const forged = ended!.draws.map((draw, index) => (index === loss ? { ...draw, outcome: ended!.table.prizes[0]!.id } : draw))
    expect((await verifyLog({ ...ended!, draws: forged })).ok).toBe(false)
  })
})
