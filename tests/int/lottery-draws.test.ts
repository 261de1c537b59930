/**
 * The draw on a real database, called directly (tests/http/lottery.test.ts makes the same bursts
 * through HTTP): a prize's stock is never passed, each chance is spent once, a retried request id
 * answers its first draw, and the reads the pages and the admin make see what was drawn.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { type Campaign, findCampaign } from '@/server/lottery/campaigns'
import { availableChances, grantChances } from '@/server/lottery/chances'
import { listClaimsForExport, saveClaim } from '@/server/lottery/claims'
import { drawOnce, latestWinners, listDraws } from '@/server/lottery/draws'
import { campaignResults } from '@/server/lottery/results'
import { createSeller } from '@/server/user/accounts'

import { freshPhone } from '../helpers/fixtures'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const DAY = 86_400_000
// Activity ids no earlier run on the same database used.
let nextActivityId = 300_000_000 + (Math.floor(Date.now() / 1000) % 1_000_000) * 10

type PrizeInput = { name: string; kind: 'physical' | 'membership' | 'coupon'; stock: number; weight: number; membershipDays?: number; couponCode?: string }

async function createCampaign(prizes: PrizeInput[], noPrizeWeight: number): Promise<Campaign> {
  const activityId = nextActivityId++
  await payload.create({
    collection: 'lottery-campaigns',
    locale: 'zh',
    context: { disableRevalidate: true },
    overrideAccess: true,
    data: {
      _status: 'published',
      title: `抽奖 ${activityId}`,
      activityId,
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
      chances: { perRegistration: 1, perInvite: 1, daily: 0, maxInvites: 10, invitesPerAddressDaily: 3 },
      noPrizeWeight,
      prizes,
    },
  })
  const campaign = await findCampaign(payload, activityId)
  if (!campaign) throw new Error('campaign not found')
  return campaign
}

async function sellerWithChances(campaign: Campaign, count: number): Promise<number> {
  const { seller } = await createSeller(payload, freshPhone(), {})
  await grantChances(payload.db.drizzle, { campaignId: campaign.id, sellerId: seller.id, source: 'registration', key: 'registration', count })
  return seller.id
}

describe('the draw under concurrency', () => {
  it('40 draws at once on a prize of stock 5: exactly 5 won, every chance spent once', async () => {
    const campaign = await createCampaign([{ name: '限量奖品', kind: 'coupon', couponCode: 'FIVE', stock: 5, weight: 1 }], 0)
    const sellers = await Promise.all(Array.from({ length: 20 }, () => sellerWithChances(campaign, 2)))
    const draws = await Promise.all(sellers.flatMap((sellerId) => [0, 1].map((n) => drawOnce(payload.db.drizzle, campaign, sellerId, `req-${sellerId}-${n}`))))

    expect(draws.every((draw) => typeof draw !== 'string')).toBe(true)
    expect(draws.filter((draw) => typeof draw !== 'string' && draw.prize)).toHaveLength(5)
    expect(new Set(draws.map((draw) => (typeof draw === 'string' ? null : draw.drawId))).size).toBe(40)
    for (const sellerId of sellers) expect(await availableChances(payload.db.drizzle, campaign, sellerId, new Date())).toBe(0)
    expect(await drawOnce(payload.db.drizzle, campaign, sellers[0]!, 'one-more')).toBe('noChance')

    const results = await campaignResults(payload.db.drizzle, campaign.id)
    expect(results).toMatchObject({ draws: 40, winners: 5, players: 20, chancesGiven: 40 })
    expect(results.awarded.get(campaign.prizes[0]!.id)).toBe(5)
    expect(await latestWinners(payload.db.drizzle, campaign.id)).toHaveLength(5)
  })

  it('one request id sent 6 times at once spends one chance and answers one draw', async () => {
    const campaign = await createCampaign([{ name: '奖品', kind: 'coupon', couponCode: 'X', stock: 100, weight: 1 }], 1)
    const sellerId = await sellerWithChances(campaign, 3)
    const burst = await Promise.all(Array.from({ length: 6 }, () => drawOnce(payload.db.drizzle, campaign, sellerId, 'same-request')))
    const ids = new Set(burst.map((draw) => (typeof draw === 'string' ? null : draw.drawId)))
    expect(ids.size).toBe(1)
    expect(burst.filter((draw) => typeof draw !== 'string' && !draw.replayed)).toHaveLength(1)
    expect(await availableChances(payload.db.drizzle, campaign, sellerId, new Date())).toBe(2)
    expect(await listDraws(payload.db.drizzle, campaign.id, sellerId)).toHaveLength(1)
  })
})

describe('prizes', () => {
  it('a membership prize extends the bonus; a physical one is claimed and exported with its campaign title', async () => {
    // One prize each and nothing else to draw: each campaign's draw wins its prize.
    const membership = await createCampaign([{ name: '会员', kind: 'membership', membershipDays: 7, stock: 1, weight: 1 }], 0)
    const campaign = await createCampaign([{ name: '实物', kind: 'physical', stock: 1, weight: 1 }], 0)
    const sellerId = await sellerWithChances(membership, 1)
    await grantChances(payload.db.drizzle, { campaignId: campaign.id, sellerId, source: 'registration', key: 'registration', count: 1 })
    const first = await drawOnce(payload.db.drizzle, membership, sellerId, 'a')
    const second = await drawOnce(payload.db.drizzle, campaign, sellerId, 'b')
    const won = [first, second].flatMap((draw) => (typeof draw !== 'string' && draw.prize ? [draw] : []))
    expect(won.map((draw) => draw.prize?.kind).sort()).toEqual(['membership', 'physical'])

    const seller = await payload.findByID({ collection: 'sellers', id: sellerId, overrideAccess: true, depth: 0 })
    const bonusDays = (Date.parse(seller.membership?.bonusEndTime ?? '') - Date.now()) / DAY
    expect(bonusDays).toBeGreaterThan(6.9)
    expect(bonusDays).toBeLessThan(7.1)

    const physical = won.find((draw) => draw.prize?.kind === 'physical')!
    await saveClaim(payload, sellerId, { drawId: physical.drawId, recipientName: 'Li Lei', recipientPhone: '13800138000', address: 'Shenzhen, Nanshan 1' })
    const mine = await listDraws(payload.db.drizzle, null, sellerId)
    expect(mine.find((draw) => draw.drawId === physical.drawId)?.claim).toEqual({ status: 'pending', trackingNumber: null })

    const exported = (await listClaimsForExport(payload, 'pending')).find((row) => row.drawId === physical.drawId)
    expect(exported).toMatchObject({ campaign: `抽奖 ${campaign.activityId}`, prizeName: '实物', recipientName: 'Li Lei', status: 'pending', shippedAt: null })
    expect(exported?.createdAt).toBeInstanceOf(Date)
  })
})
