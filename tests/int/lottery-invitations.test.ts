/**
 * Security finding M3 on a real database: invitations give the inviter chances only up to the
 * campaign's caps (invited sellers per inviter, registrations per address or device a day), and
 * a burst of concurrent registrations never passes either. Every invitation is recorded, with
 * why it did not count.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { inviteCodeOf, type InvitationReason, listInvitations } from '@/server/lottery/chances'
import { creditRegistration, type RegistrationOrigin } from '@/server/lottery/registration'
import { createSeller } from '@/server/user/accounts'

import { freshPhone } from '../helpers/fixtures'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const DAY = 86_400_000
// Activity ids no earlier run on the same database used.
let nextActivityId = 200_000_000 + (Math.floor(Date.now() / 1000) % 1_000_000) * 10

type Caps = { perInvite?: number; maxInvites?: number; invitesPerAddressDaily?: number }

async function createCampaign(caps: Caps = {}): Promise<{ id: number; activityId: number }> {
  const activityId = nextActivityId++
  const doc = await payload.create({
    collection: 'lottery-campaigns',
    locale: 'zh',
    context: { disableRevalidate: true },
    overrideAccess: true,
    data: {
      _status: 'published',
      title: `邀请上限 ${activityId}`,
      activityId,
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
      chances: { perRegistration: 1, perInvite: caps.perInvite ?? 2, daily: 0, maxInvites: caps.maxInvites ?? 10, invitesPerAddressDaily: caps.invitesPerAddressDaily ?? 3 },
      noPrizeWeight: 1,
      prizes: [{ name: '奖品', kind: 'coupon', couponCode: 'CAP', stock: 10, weight: 1 }],
    },
  })
  return { id: doc.id, activityId }
}

async function newSellerId(): Promise<number> {
  return (await createSeller(payload, freshPhone(), {})).seller.id
}

async function inviter(): Promise<{ id: number; code: string }> {
  const id = await newSellerId()
  return { id, code: await inviteCodeOf(payload.db.drizzle, id) }
}

/** Registrations made at once, as the user service makes them: the seller opened, then credited. */
async function registerAll(activityId: number, inviteCode: string, origins: RegistrationOrigin[], now?: Date): Promise<number[]> {
  const ids = await Promise.all(origins.map(() => newSellerId()))
  const credited = await Promise.all(ids.map((id, index) => creditRegistration(payload, id, { actId: activityId, inviteCode }, origins[index]!, now)))
  // The registration's own chances do not depend on its invitation counting.
  expect(credited.every((chances) => chances === 1)).toBe(true)
  return ids
}

const from = (ip: string, visitorId: string | null = null): RegistrationOrigin => ({ ip, visitorId })
const times = <T>(n: number, make: (index: number) => T): T[] => Array.from({ length: n }, (_, index) => make(index))

async function inviteChances(campaignId: number, sellerId: number): Promise<number> {
  const { rows } = await payload.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM lottery_chances WHERE campaign_id = $1 AND seller_id = $2 AND source = 'invite'`, [
    campaignId,
    sellerId,
  ])
  return Number(rows[0]?.n ?? 0)
}

async function reasons(campaignId: number, sellerId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const entry of await listInvitations(payload.db.drizzle, campaignId, sellerId)) counts[entry.reason] = (counts[entry.reason] ?? 0) + 1
  return counts
}

describe('invitation caps', () => {
  it('12 registrations at once from one address with one code: only invitesPerAddressDaily count; other addresses count up to maxInvites', async () => {
    const campaign = await createCampaign({ perInvite: 2, maxInvites: 5, invitesPerAddressDaily: 3 })
    const owner = await inviter()

    await registerAll(campaign.activityId, owner.code, times(12, () => from('203.0.113.7')))
    expect(await inviteChances(campaign.id, owner.id)).toBe(3 * 2)
    expect(await reasons(campaign.id, owner.id)).toEqual({ counted: 3, addressDaily: 9 })

    // Four more, each from its own address: two reach maxInvites (5 counted), two are past it.
    await registerAll(campaign.activityId, owner.code, times(4, (index) => from(`198.51.100.${index + 1}`)))
    expect(await inviteChances(campaign.id, owner.id)).toBe(5 * 2)
    expect(await reasons(campaign.id, owner.id)).toEqual({ counted: 5, addressDaily: 9, inviterCap: 2 })

    const list = await listInvitations(payload.db.drizzle, campaign.id, owner.id)
    expect(list).toHaveLength(16)
    expect(list.every((entry) => entry.counted === (entry.reason === 'counted'))).toBe(true)
    expect(list.every((entry) => entry.chances === (entry.counted ? 2 : 0))).toBe(true)
    expect(list.every((entry) => typeof entry.phone === 'string' && /^\+861\d{10}$/.test(entry.phone))).toBe(true)
  })

  it('records an invitation once: a repeated credit changes nothing', async () => {
    const campaign = await createCampaign({ perInvite: 1 })
    const owner = await inviter()
    const [invitee] = await registerAll(campaign.activityId, owner.code, [from('192.0.2.10')])
    await Promise.all(times(3, () => creditRegistration(payload, invitee!, { actId: campaign.activityId, inviteCode: owner.code }, from('192.0.2.11'))))
    expect(await inviteChances(campaign.id, owner.id)).toBe(1)
    expect(await reasons(campaign.id, owner.id)).toEqual({ counted: 1 })
  })

  it('counts one device across addresses, one IPv6 /64 as one address, and starts again the next day', async () => {
    const campaign = await createCampaign({ perInvite: 1, maxInvites: 100, invitesPerAddressDaily: 2 })
    const owner = await inviter()
    const device = crypto.randomUUID()

    await registerAll(campaign.activityId, owner.code, times(4, (index) => from(`192.0.2.${20 + index}`, device)))
    await registerAll(campaign.activityId, owner.code, times(3, (index) => from(`2001:db8:42:7::${index + 1}`)))
    expect(await reasons(campaign.id, owner.id)).toEqual({ counted: 4, addressDaily: 3 })

    await registerAll(campaign.activityId, owner.code, [from('192.0.2.20', device), from('2001:db8:42:7::99')], new Date(Date.now() + DAY))
    expect(await reasons(campaign.id, owner.id)).toEqual({ counted: 6, addressDaily: 3 })
    expect(await inviteChances(campaign.id, owner.id)).toBe(6)
  })

  it('maxInvites 0: invitations are recorded and give nothing', async () => {
    const campaign = await createCampaign({ maxInvites: 0 })
    const owner = await inviter()
    await registerAll(campaign.activityId, owner.code, times(2, (index) => from(`192.0.2.${40 + index}`)))
    expect(await inviteChances(campaign.id, owner.id)).toBe(0)
    expect(await reasons(campaign.id, owner.id)).toEqual({ inviterCap: 2 })
  })

  it('a concurrent burst from many addresses and inviters never passes either cap', async () => {
    const campaign = await createCampaign({ perInvite: 1, maxInvites: 7, invitesPerAddressDaily: 3 })
    const owners = await Promise.all(times(3, () => inviter()))
    const addresses = times(5, (index) => `100.64.${index}.1`)

    // 3 inviters × 20 invitees, from 5 shared addresses, all at once.
    await Promise.all(owners.map((owner, o) => registerAll(campaign.activityId, owner.code, times(20, (index) => from(addresses[(index + o) % addresses.length]!)))))

    const { rows } = await payload.db.pool.query<{ inviter_id: number; address_key: string; counted: boolean; reason: InvitationReason }>(
      'SELECT inviter_id, address_key, counted, reason FROM lottery_invitations WHERE campaign_id = $1',
      [campaign.id],
    )
    expect(rows).toHaveLength(60)
    const countedBy = (key: (row: (typeof rows)[number]) => string | number) => {
      const counts = new Map<string | number, number>()
      for (const row of rows.filter((entry) => entry.counted)) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1)
      return counts
    }
    // Five addresses at three a day: 15 counted at most, whoever invited.
    expect([...countedBy((row) => row.address_key).values()].every((n) => n <= 3)).toBe(true)
    expect([...countedBy((row) => row.inviter_id).values()].every((n) => n <= 7)).toBe(true)
    expect(rows.filter((row) => row.counted)).toHaveLength(15)
    for (const owner of owners) {
      const counted = countedBy((row) => row.inviter_id).get(owner.id) ?? 0
      expect(await inviteChances(campaign.id, owner.id)).toBe(counted)
    }
    expect(rows.filter((row) => !row.counted).every((row) => row.reason === 'addressDaily' || row.reason === 'inviterCap')).toBe(true)
  })
})
