/**
 * Issue 16: the lottery over real HTTP on PostgreSQL. Campaigns are made through the CMS's REST
 * API as a marketer would; sellers register through the user service with the activity (and an
 * invite code) as the activity sheet sends it. Bursts are real concurrent requests.
 */
import { spawnSync } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVICE_CODES } from '@/lib/auth/codes'
import { parseDateTime } from '@/lib/format/date'
import { verifyLog } from '@/lib/lottery/fairness'
import { FAIRNESS_LOG_PATH } from '@/lib/lottery/paths'

import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer } from '../helpers/server'
import { SellerClient } from '../helpers/user-client'

let server: RunningServer
let token: string

beforeAll(async () => {
  server = await startProductionServer(3241, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true' })
  token = await adminToken(server.url)
})

afterAll(async () => {
  await server?.stop()
})

const DAY = 86_400_000
// Activity ids no earlier run on the same database used.
let nextActivityId = 100_000 + (Math.floor(Date.now() / 1000) % 1_000_000) * 10

type PrizeInput = { name: string; kind: 'physical' | 'membership' | 'coupon'; stock: number; weight: number; membershipDays?: number; couponCode?: string }
type CampaignInput = {
  prizes: PrizeInput[]
  noPrizeWeight?: number
  perRegistration?: number
  perInvite?: number
  daily?: number
  maxInvites?: number
  invitesPerAddressDaily?: number
  startsAt?: Date
  endsAt?: Date
}

async function createCampaign(input: CampaignInput): Promise<{ id: number; activityId: number; prizeIds: string[] }> {
  const activityId = nextActivityId++
  const { doc } = await cmsAsAdmin<{ doc: { id: number; prizes: Array<{ id: string }> } }>(server.url, token, '/lottery-campaigns?locale=zh', {
    method: 'POST',
    body: JSON.stringify({
      _status: 'published',
      title: `测试抽奖 ${activityId}`,
      activityId,
      startsAt: (input.startsAt ?? new Date(Date.now() - DAY)).toISOString(),
      endsAt: (input.endsAt ?? new Date(Date.now() + DAY)).toISOString(),
      noPrizeWeight: input.noPrizeWeight ?? 0,
      chances: {
        perRegistration: input.perRegistration ?? 1,
        perInvite: input.perInvite ?? 1,
        daily: input.daily ?? 0,
        maxInvites: input.maxInvites ?? 10,
        invitesPerAddressDaily: input.invitesPerAddressDaily ?? 3,
      },
      prizes: input.prizes,
    }),
  })
  return { id: doc.id, activityId, prizeIds: doc.prizes.map((prize) => prize.id) }
}

type Registered = { client: SellerClient; phone: string; lotteryChances: number }

/** Registers a new seller as the activity sheet does: expandInfo carries the actId (and an invite code); from `ip` when given, else an address of its own. */
async function registerForActivity(activityId: number, inviteCode?: string, language = 'zh', ip?: string): Promise<Registered> {
  const client = new SellerClient(server.url, ip, language)
  const phone = freshPhone()
  const sent = await client.sendCode(phone, 'reg')
  if (sent.status !== 200) throw new Error(`send code: ${JSON.stringify(sent.body)}`)
  const code = await lastSmsCode(server.url, phone, 'reg')
  const expandInfo = JSON.stringify({ actId: activityId, ...(inviteCode ? { inviteCode } : {}) })
  const registered = await client.call<{ lotteryChances: number }>('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code, tenantId: '1', expandInfo })
  if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`)
  return { client, phone, lotteryChances: registered.body.lotteryChances }
}

/** `count` registrations, `parallel` at a time. */
async function registerMany(count: number, activityId: number, parallel = 20): Promise<Registered[]> {
  const sellers: Registered[] = []
  for (let start = 0; start < count; start += parallel) {
    sellers.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - start) }, () => registerForActivity(activityId)))))
  }
  return sellers
}

type Status = { data: { phase: string; chances: number | null; inviteCode: string | null; loggedIn: boolean } }
type DrawBody = { data: { drawId: number; won: boolean; prize: { id: string; name: string; kind: string; couponCode: string | null } | null; replayed: boolean; chances: number } }

const status = (client: SellerClient, activityId: number) => client.call<Status>('GET', '/lottery/status', undefined, { query: { actId: String(activityId) } })
const draw = (client: SellerClient, activityId: number, requestId = `req-${crypto.randomUUID()}`) => client.call<DrawBody>('POST', '/lottery/draw', { actId: activityId, requestId })

describe('the draw under concurrency', () => {
  it('200 sellers drawing at once on a prize of stock 10: exactly 10 winners, 200 chances spent, no 5xx', async () => {
    const campaign = await createCampaign({ prizes: [{ name: '限量奖品', kind: 'coupon', couponCode: 'TEN', stock: 10, weight: 1 }], noPrizeWeight: 0 })
    const sellers = await registerMany(200, campaign.activityId)
    expect(sellers.every((seller) => seller.lotteryChances === 1)).toBe(true)

    const answers = await Promise.all(sellers.map((seller) => draw(seller.client, campaign.activityId)))
    expect(answers.map((answer) => answer.status).filter((code) => code !== 200)).toEqual([])
    const winners = answers.filter((answer) => answer.body.data.won)
    expect(winners).toHaveLength(10)
    expect(new Set(answers.map((answer) => answer.body.data.drawId)).size).toBe(200)
    expect(answers.every((answer) => answer.body.data.chances === 0)).toBe(true)

    // Every chance is spent: a second draw is refused for everyone, and nobody else wins.
    const again = await Promise.all(sellers.slice(0, 50).map((seller) => draw(seller.client, campaign.activityId)))
    expect(again.every((answer) => answer.status === 409 && answer.body.code === SERVICE_CODES.noChance)).toBe(true)
    const listed = await sellers[0].client.call<{ data: unknown[] }>('GET', '/lottery/winners', undefined, { query: { actId: String(campaign.activityId) } })
    expect(listed.body.data).toHaveLength(10)
    expect(JSON.stringify(listed.body.data)).toMatch(/1\d\d\*\*\*\*\d{4}/)
    expect(JSON.stringify(listed.body.data)).not.toContain(sellers[0].phone)

    // Ended by the marketer (two minutes ago: the seed shows a minute after the end), the 200 draws re-compute from the public log.
    await cmsAsAdmin(server.url, token, `/lottery-campaigns/${campaign.id}?locale=zh`, { method: 'PATCH', body: JSON.stringify({ endsAt: new Date(Date.now() - 120_000).toISOString() }) })
    const log = await (await fetch(`${server.url}${FAIRNESS_LOG_PATH}?actId=${campaign.activityId}`)).json()
    expect(await verifyLog(log.data)).toEqual({ ok: true, checked: 200, problems: [] })
  })

  it('the draws are committed before and verifiable after: the public log re-computed by the repo’s script once the campaign is ended', async () => {
    // No "no prize" share: the first three draws win, the stock rule decides the rest.
    const campaign = await createCampaign({ prizes: [{ name: '限量奖品', kind: 'coupon', couponCode: 'FAIR', stock: 3, weight: 1 }], noPrizeWeight: 0 })
    const sellers = await registerMany(30, campaign.activityId)
    const answers = await Promise.all(sellers.map((seller) => draw(seller.client, campaign.activityId)))
    expect(answers.filter((answer) => answer.body.data.won)).toHaveLength(3)

    type Fairness = { data: { commitment: string; seed: string | null; table: { prizes: Array<{ stock: number }> }; draws: Array<{ sequence: number; seller: string; player: string }> } }
    const fairness = () => sellers[0].client.call<Fairness>('GET', '/lottery/fairness', undefined, { query: { actId: String(campaign.activityId) } })
    const running = (await fairness()).body.data
    expect(running.seed).toBeNull()
    expect(running.table.prizes[0]!.stock).toBe(3)
    expect(running.draws.map((entry) => entry.sequence)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1))
    expect(JSON.stringify(running.draws)).not.toContain(sellers[0].phone)
    // My record names the inputs of my draw.
    const mine = await sellers[0].client.call<{ data: Array<{ sequence: number; player: string; campaignId: number }> }>('GET', '/lottery/records', undefined, { query: { actId: String(campaign.activityId) } })
    expect(running.draws).toContainEqual(expect.objectContaining({ sequence: mine.body.data[0]!.sequence, player: mine.body.data[0]!.player }))

    // The marketer ends the campaign (two minutes ago: the seed shows a minute after the end); the end can no longer move.
    await cmsAsAdmin(server.url, token, `/lottery-campaigns/${campaign.id}?locale=zh`, { method: 'PATCH', body: JSON.stringify({ endsAt: new Date(Date.now() - 120_000).toISOString() }) })
    const ended = (await fairness()).body.data
    expect(ended.seed).toMatch(/^[0-9a-f]{64}$/)
    expect(ended.commitment).toBe(running.commitment)
    const reopen = await fetch(`${server.url}/cms-api/lottery-campaigns/${campaign.id}?locale=zh`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ endsAt: new Date(Date.now() + DAY).toISOString() }),
    })
    expect(reopen.status).toBe(400)
    expect(JSON.stringify(await reopen.json())).toContain('the end time (the campaign has ended and its seed is public)')

    const script = spawnSync('node_modules/.bin/tsx', ['scripts/lottery-verify.ts', `${server.url}${FAIRNESS_LOG_PATH}?actId=${campaign.activityId}`], { encoding: 'utf8' })
    expect(script.stdout + script.stderr).toContain('OK: 30 draws re-computed')
    expect(script.status).toBe(0)
  })

  it('a double-submitted draw (same request id, at once and again later) spends one chance', async () => {
    const campaign = await createCampaign({ prizes: [{ name: '奖品', kind: 'coupon', couponCode: 'X', stock: 100, weight: 1 }], noPrizeWeight: 1, perRegistration: 3 })
    const { client } = await registerForActivity(campaign.activityId)
    expect((await status(client, campaign.activityId)).body.data.chances).toBe(3)

    const requestId = `double-${crypto.randomUUID()}`
    const burst = await Promise.all(Array.from({ length: 8 }, () => draw(client, campaign.activityId, requestId)))
    expect(burst.every((answer) => answer.status === 200)).toBe(true)
    expect(new Set(burst.map((answer) => answer.body.data.drawId)).size).toBe(1)
    expect(burst.filter((answer) => !answer.body.data.replayed)).toHaveLength(1)
    const retried = await draw(client, campaign.activityId, requestId)
    expect(retried.body.data).toMatchObject({ drawId: burst[0].body.data.drawId, replayed: true, won: burst[0].body.data.won })
    expect((await status(client, campaign.activityId)).body.data.chances).toBe(2)

    // Different presses are different draws, until the chances run out.
    const presses = await Promise.all([draw(client, campaign.activityId), draw(client, campaign.activityId), draw(client, campaign.activityId)])
    expect(presses.map((answer) => answer.status).sort()).toEqual([200, 200, 409])
    const records = await client.call<{ data: Array<{ drawId: number }> }>('GET', '/lottery/records', undefined, { query: { actId: String(campaign.activityId) } })
    expect(records.body.data).toHaveLength(3)
  })
})

describe('chances', () => {
  it('an invite credits the inviter once per invited seller, even when the invitee’s registration is sent several times at once', async () => {
    const campaign = await createCampaign({ prizes: [{ name: '奖品', kind: 'coupon', stock: 100, weight: 1 }], noPrizeWeight: 1, perInvite: 2 })
    const inviter = await registerForActivity(campaign.activityId)
    const inviteCode = (await status(inviter.client, campaign.activityId)).body.data.inviteCode
    expect(inviteCode).toMatch(/^[0-9A-F]{10}$/)
    expect((await status(inviter.client, campaign.activityId)).body.data.chances).toBe(1)

    // The invitee's registration, submitted five times at once with the same SMS code.
    const invitee = new SellerClient(server.url)
    const phone = freshPhone()
    await invitee.sendCode(phone, 'reg')
    const code = await lastSmsCode(server.url, phone, 'reg')
    const expandInfo = JSON.stringify({ actId: campaign.activityId, inviteCode: inviteCode!.toLowerCase() })
    const submitted = await Promise.all(
      Array.from({ length: 5 }, () => invitee.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code, tenantId: '1', expandInfo })),
    )
    expect(submitted.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(submitted.every((answer) => answer.status < 500)).toBe(true)
    expect((await status(inviter.client, campaign.activityId)).body.data.chances).toBe(3)

    // A second invitee gives two more; the list shows both, phones masked.
    await registerForActivity(campaign.activityId, inviteCode!)
    expect((await status(inviter.client, campaign.activityId)).body.data.chances).toBe(5)
    const invitations = await inviter.client.call<{ data: Array<{ phone: string; chances: number }> }>('GET', '/lottery/invitations', undefined, { query: { actId: String(campaign.activityId) } })
    expect(invitations.body.data).toHaveLength(2)
    expect(invitations.body.data.every((entry) => /^1\d\d\*\*\*\*\d{4}$/.test(entry.phone) && entry.chances === 2)).toBe(true)
    expect(JSON.stringify(invitations.body.data)).not.toContain(phone)

    // An unknown code credits nobody and does not stop the registration.
    const stranger = await registerForActivity(campaign.activityId, 'NOSUCHCODE')
    expect(stranger.lotteryChances).toBe(1)
  })

  it('invitations count up to the caps: a few a day from one address, a few invited sellers per inviter; the record says why the rest did not (M3)', async () => {
    const campaign = await createCampaign({ prizes: [{ name: '奖品', kind: 'coupon', stock: 100, weight: 1 }], noPrizeWeight: 1, perInvite: 2, maxInvites: 4, invitesPerAddressDaily: 2 })
    const inviter = await registerForActivity(campaign.activityId)
    const inviteCode = (await status(inviter.client, campaign.activityId)).body.data.inviteCode!

    // Six sellers registering at once from one address (its own to this run) with the code: two count.
    const sharedIp = new SellerClient(server.url).ip
    const burst = await Promise.all(Array.from({ length: 6 }, () => registerForActivity(campaign.activityId, inviteCode, 'zh', sharedIp)))
    // Their own registration chance does not depend on it.
    expect(burst.every((seller) => seller.lotteryChances === 1)).toBe(true)
    expect((await status(inviter.client, campaign.activityId)).body.data.chances).toBe(1 + 2 * 2)

    // Three more, each from an address of its own: two reach the cap of four invited sellers, one is past it.
    await Promise.all(Array.from({ length: 3 }, () => registerForActivity(campaign.activityId, inviteCode)))
    expect((await status(inviter.client, campaign.activityId)).body.data.chances).toBe(1 + 4 * 2)

    type Entry = { phone: string; registeredAt: string; counted: boolean; reason: string; chances: number }
    const invitations = await inviter.client.call<{ data: Entry[] }>('GET', '/lottery/invitations', undefined, { query: { actId: String(campaign.activityId) } })
    expect(invitations.status).toBe(200)
    const list = invitations.body.data
    expect(list).toHaveLength(9)
    const byReason: Record<string, number> = {}
    for (const entry of list) byReason[entry.reason] = (byReason[entry.reason] ?? 0) + 1
    expect(byReason).toEqual({ counted: 4, addressDaily: 4, inviterCap: 1 })
    expect(list.every((entry) => entry.counted === (entry.reason === 'counted') && entry.chances === (entry.counted ? 2 : 0))).toBe(true)
    // Phones masked as before; nothing about the address leaves the server.
    expect(list.every((entry) => /^1\d\d\*\*\*\*\d{4}$/.test(entry.phone))).toBe(true)
    expect(list.every((entry) => Object.keys(entry).sort().join() === 'chances,counted,phone,reason,registeredAt')).toBe(true)
    for (const seller of burst) expect(JSON.stringify(list)).not.toContain(seller.phone)
    expect(JSON.stringify(list)).not.toContain(sharedIp)
  })

  it('a daily free chance comes once a day, on top of the registration’s', async () => {
    const campaign = await createCampaign({ prizes: [{ name: '奖品', kind: 'coupon', stock: 100, weight: 1 }], noPrizeWeight: 1, daily: 1 })
    const { client } = await registerForActivity(campaign.activityId)
    expect((await status(client, campaign.activityId)).body.data.chances).toBe(2)
    expect((await draw(client, campaign.activityId)).status).toBe(200)
    expect((await draw(client, campaign.activityId)).status).toBe(200)
    expect((await draw(client, campaign.activityId)).body.code).toBe(SERVICE_CODES.noChance)
    expect((await status(client, campaign.activityId)).body.data.chances).toBe(0)
  })
})

describe('refusals', () => {
  it('outside the window, without a chance, as a guest or with a bad request: a clear 4xx in the caller’s language', async () => {
    const upcoming = await createCampaign({ prizes: [{ name: '奖品', kind: 'coupon', stock: 1, weight: 1 }], startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 2 * DAY) })
    const ended = await createCampaign({ prizes: [{ name: '奖品', kind: 'coupon', stock: 1, weight: 1 }], startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - DAY) })
    const running = await createCampaign({ prizes: [{ name: '奖品', kind: 'coupon', stock: 1, weight: 1 }], perRegistration: 0 })

    // Registering into a campaign that is not running gives nothing.
    const early = await registerForActivity(upcoming.activityId, undefined, 'en')
    expect(early.lotteryChances).toBe(0)
    const notStarted = await draw(early.client, upcoming.activityId)
    expect(notStarted).toMatchObject({ status: 409, body: { code: SERVICE_CODES.activityNotStarted, message: 'The lottery has not started yet' } })
    const late = await registerForActivity(ended.activityId, undefined, 'ru')
    expect(late.lotteryChances).toBe(0)
    expect(await draw(late.client, ended.activityId)).toMatchObject({ status: 409, body: { code: SERVICE_CODES.activityEnded, message: 'Розыгрыш завершён' } })
    expect((await status(late.client, ended.activityId)).body.data).toMatchObject({ phase: 'ended', chances: 0 })

    const none = await registerForActivity(running.activityId)
    expect(await draw(none.client, running.activityId)).toMatchObject({ status: 409, body: { code: SERVICE_CODES.noChance, message: '您的抽奖次数已用完，邀请好友注册可获得更多次数' } })

    const guest = new SellerClient(server.url, undefined, 'en')
    expect((await draw(guest, running.activityId)).status).toBe(401)
    expect((await status(guest, running.activityId)).body.data).toMatchObject({ loggedIn: false, chances: null, inviteCode: null, phase: 'running' })

    // Without the anti-forgery echo, a draw is refused before anything is spent.
    const forged = await none.client.call('POST', '/lottery/draw', { actId: running.activityId, requestId: 'forged-request-1' }, { control: false })
    expect(forged.status).toBe(403)

    const bad = [
      { actId: running.activityId, requestId: 'short' },
      { actId: running.activityId, requestId: 'has spaces in it' },
      { actId: running.activityId, requestId: 'nul\u0000character' },
      { actId: 'four', requestId: 'request-id-1' },
      { actId: 99_999_999_999, requestId: 'request-id-1' },
    ]
    for (const body of bad) {
      const answer = await none.client.call('POST', '/lottery/draw', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
    expect((await status(none.client, 2_000_000_000)).status).toBe(404)
    expect((await none.client.call('GET', '/lottery/winners', undefined, { query: { actId: 'x' } })).status).toBe(400)
  })
})

describe('what the public and staff can see and do', () => {
  it('the public CMS API leaves out the odds, the stock and the coupon codes', async () => {
    const campaign = await createCampaign({ prizes: [{ name: '奖品', kind: 'coupon', couponCode: 'SECRET-CODE', stock: 7, weight: 3 }], noPrizeWeight: 9 })
    const response = await fetch(`${server.url}/cms-api/lottery-campaigns/${campaign.id}?depth=0`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('奖品')
    for (const hidden of ['SECRET-CODE', '"stock"', '"weight"', '"noPrizeWeight"', '"chances"']) expect(text).not.toContain(hidden)
    const asStaff = await cmsAsAdmin<{ prizes: Array<{ couponCode: string }> }>(server.url, token, `/lottery-campaigns/${campaign.id}?depth=0`)
    expect(asStaff.prizes[0].couponCode).toBe('SECRET-CODE')
  })

  it('a crafted invite code (escaped NUL, half an emoji) does not break the registration', async () => {
    const campaign = await createCampaign({ prizes: [{ name: '奖品', kind: 'coupon', stock: 1, weight: 1 }] })
    for (const inviteCode of ['a\\u0000b', '\\ud83d']) {
      const client = new SellerClient(server.url)
      const phone = freshPhone()
      await client.sendCode(phone, 'reg')
      const code = await lastSmsCode(server.url, phone, 'reg')
      // The JSON text itself is storable; what it says once parsed is not.
      const expandInfo = `{"actId":${campaign.activityId},"inviteCode":"${inviteCode}"}`
      const registered = await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code, tenantId: '1', expandInfo })
      expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    }
  })

  it('a campaign with draws cannot be deleted; its preview page is for staff only', async () => {
    const campaign = await createCampaign({ prizes: [{ name: '预览奖品', kind: 'coupon', stock: 1, weight: 1 }], noPrizeWeight: 0 })
    const { client } = await registerForActivity(campaign.activityId)
    expect((await draw(client, campaign.activityId)).status).toBe(200)
    await expect(cmsAsAdmin(server.url, token, `/lottery-campaigns/${campaign.id}`, { method: 'DELETE', headers: { 'accept-language': 'en' } })).rejects.toThrow(/has draws and cannot be deleted/)

    expect((await fetch(`${server.url}/en/lottery/preview/${campaign.id}`)).status).toBe(404)
    const preview = await fetch(`${server.url}/en/lottery/preview/${campaign.id}`, { headers: { authorization: `JWT ${token}` } })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toMatch(/no-store/)
    expect(await preview.text()).toContain('预览奖品')
  })
})

describe('prizes', () => {
  it('a membership prize is added to the seller’s membership at once', async () => {
    const campaign = await createCampaign({ prizes: [{ name: '7 天会员', kind: 'membership', membershipDays: 7, stock: 5, weight: 1 }], noPrizeWeight: 0 })
    const { client } = await registerForActivity(campaign.activityId)
    const before = await client.call<{ playLoad: { bonus: { endTime: string } | null } }>('POST', '/user-account/getUserProductAndPolicy')
    expect(before.body.playLoad.bonus).toBeNull()
    const won = await draw(client, campaign.activityId)
    expect(won.body.data).toMatchObject({ won: true, prize: { kind: 'membership', name: '7 天会员' } })
    const after = await client.call<{ playLoad: { bonus: { endTime: string } | null } }>('POST', '/user-account/getUserProductAndPolicy')
    // Local time of the server, which is this machine.
    const days = (parseDateTime(after.body.playLoad.bonus!.endTime)!.getTime() - Date.now()) / DAY
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThan(7.1)
  })

  it('a physical prize is claimed with delivery details, editable until a marketer ships it; the claim is exported as CSV', async () => {
    const campaign = await createCampaign({ prizes: [{ name: '运营手册', kind: 'physical', stock: 5, weight: 1 }], noPrizeWeight: 0, perRegistration: 2 })
    const { client } = await registerForActivity(campaign.activityId, undefined, 'en')
    const won = await draw(client, campaign.activityId)
    const drawId = won.body.data.drawId
    expect(won.body.data.prize?.kind).toBe('physical')

    const empty = await client.call<{ data: { claim: unknown } }>('GET', '/lottery/claim', undefined, { query: { drawId: String(drawId) } })
    expect(empty.body.data.claim).toBeNull()
    const invalid = await client.call('POST', '/lottery/saveClaim', { drawId, recipientName: '', recipientPhone: '123', address: 'x' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toMatch(/name|phone|address/i)
    const tooShort = await client.call('POST', '/lottery/saveClaim', { drawId, recipientName: 'Li Lei', recipientPhone: '13800138000', address: 'abc' })
    expect(tooShort).toMatchObject({ status: 400, body: { message: 'The address is too short: add the city, street and number' } })

    const saved = await client.call<{ data: { claim: { status: string; address: string } } }>('POST', '/lottery/saveClaim', { drawId, recipientName: 'Li Lei', recipientPhone: '138 0013 8000', address: 'Shenzhen, Nanshan, Keji Rd 1' })
    expect(saved.status).toBe(200)
    expect(saved.body.data.claim).toMatchObject({ status: 'pending', address: 'Shenzhen, Nanshan, Keji Rd 1' })
    const edited = await client.call<{ data: { claim: { address: string; recipientPhone: string } } }>('POST', '/lottery/saveClaim', { drawId, recipientName: 'Li Lei', recipientPhone: '13800138000', address: 'Shenzhen, Futian, Shennan Rd 2' })
    expect(edited.body.data.claim).toMatchObject({ address: 'Shenzhen, Futian, Shennan Rd 2', recipientPhone: '13800138000' })

    // Someone else's prize, and a prize that needs no delivery, are refused.
    const other = await registerForActivity(campaign.activityId)
    expect((await other.client.call('POST', '/lottery/saveClaim', { drawId, recipientName: 'X', recipientPhone: '13800138000', address: 'Somewhere 12345' })).status).toBe(404)

    // The marketer finds it in the admin, ships it with a tracking number.
    const claims = await cmsAsAdmin<{ docs: Array<{ id: number; status: string; recipientName: string }> }>(server.url, token, `/lottery-claims?where[drawId][equals]=${drawId}`)
    expect(claims.docs).toHaveLength(1)
    const claimId = claims.docs[0].id
    await expect(
      cmsAsAdmin(server.url, token, `/lottery-claims/${claimId}`, { method: 'PATCH', body: JSON.stringify({ status: 'shipped' }), headers: { 'accept-language': 'en' } }),
    ).rejects.toThrow(/tracking number/)
    await cmsAsAdmin(server.url, token, `/lottery-claims/${claimId}`, { method: 'PATCH', body: JSON.stringify({ status: 'shipped', trackingNumber: 'SF1234567890' }) })

    const locked = await client.call('POST', '/lottery/saveClaim', { drawId, recipientName: 'Li Lei', recipientPhone: '13800138000', address: 'Elsewhere 99999' })
    expect(locked).toMatchObject({ status: 409, body: { code: SERVICE_CODES.prizeShipped } })
    const records = await client.call<{ data: Array<{ drawId: number; claim: { status: string; trackingNumber: string } | null }> }>('GET', '/lottery/records', undefined, { query: { actId: String(campaign.activityId) } })
    expect(records.body.data.find((record) => record.drawId === drawId)?.claim).toEqual({ status: 'shipped', trackingNumber: 'SF1234567890' })
    // "My prizes" lists the prizes of every campaign (only won draws).
    const mine = await client.call<{ data: Array<{ drawId: number; prize: { name: string } | null; claim: { status: string } | null }> }>('GET', '/lottery/prizes')
    expect(mine.body.data.map((entry) => entry.drawId)).toContain(drawId)
    expect(mine.body.data.every((entry) => entry.prize !== null)).toBe(true)

    const csv = await fetch(`${server.url}/api/admin/lottery-claims.csv?status=shipped`, { headers: { authorization: `JWT ${token}` } })
    expect(csv.status).toBe(200)
    const text = await csv.text()
    expect(text).toContain('SF1234567890')
    expect(text).toContain('Shenzhen, Futian, Shennan Rd 2')
    expect((await fetch(`${server.url}/api/admin/lottery-claims.csv`)).status).toBe(401)
    expect((await fetch(`${server.url}/api/admin/lottery-claims.csv?status=lost`, { headers: { authorization: `JWT ${token}` } })).status).toBe(400)
  })
})
