/**
 * A field a role may not read can neither be filtered, sorted nor searched on by that role: a
 * marketer or an editor cannot rebuild a seller's phone number digit by digit (REST `where`,
 * `like`, `sort`, nested `or`, a relationship hop, `count`, GraphQL), nor query hidden fields.
 * Admins still can (which shows the probes reach the field at all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPhone, lastSmsCode, storedPhone } from '../helpers/fixtures'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer } from '../helpers/server'
import { SellerClient } from '../helpers/user-client'

let server: RunningServer
let admin: string
const tokens: Record<'editor' | 'marketer', string> = { editor: '', marketer: '' }
let phone: string
let sellerId: number

async function staffToken(role: 'editor' | 'marketer'): Promise<string> {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@test.local`
  await cmsAsAdmin(server.url, admin, '/users', { method: 'POST', body: JSON.stringify({ email, password: 'Staff-pass-123', roles: [role] }) })
  const login = await fetch(`${server.url}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Staff-pass-123' }) })
  const token = /payload-token=([^;]+)/.exec(login.headers.getSetCookie().join('\n'))?.[1]
  if (!token) throw new Error(`${role} login failed: ${login.status}`)
  return token
}

beforeAll(async () => {
  server = await startProductionServer(3234, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true' })
  admin = await adminToken(server.url)
  tokens.editor = await staffToken('editor')
  tokens.marketer = await staffToken('marketer')
  const client = new SellerClient(server.url)
  phone = freshPhone()
  expect((await client.sendCode(phone, 'reg')).status).toBe(200)
  const registered = await client.call('POST', '/user/registerUserV2', { account: phone, code: await lastSmsCode(server.url, phone, 'reg'), password: 'right123' })
  expect(registered.status).toBe(200)
  const found = await cmsAsAdmin<{ docs: Array<{ id: number }> }>(server.url, admin, `/sellers?where[phone][equals]=${encodeURIComponent(storedPhone(phone))}&depth=0`)
  sellerId = found.docs[0]!.id
})

afterAll(async () => {
  await server?.stop()
})

const get = async (token: string, path: string) => {
  const response = await fetch(`${server.url}/cms-api${path}`, { headers: { authorization: `JWT ${token}`, 'accept-language': 'en' } })
  return { status: response.status, body: (await response.json()) as { docs?: Array<Record<string, unknown>>; totalDocs?: number; errors?: unknown[] } }
}

const graphql = async (token: string, query: string) => {
  const response = await fetch(`${server.url}/cms-api/graphql`, { method: 'POST', headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query }) })
  return (await response.json()) as { data?: { Sellers?: { docs: unknown[] } | null }; errors?: unknown[] }
}

/** Queries that would tell the full number (or a hidden field) to whoever may filter or sort on it. */
const probes = () => [
  `/sellers?where[phone][equals]=${phone}`,
  `/sellers?where[phone][like]=${phone.slice(0, 5)}`,
  `/sellers?where[phone][not_equals]=${phone}`,
  `/sellers?where[phone][in]=${phone}`,
  `/sellers?where[phone][exists]=true`,
  `/sellers?where[or][0][phone][like]=${phone.slice(0, 4)}&where[or][1][id][equals]=0`,
  `/sellers?where[and][0][id][equals]=${sellerId}&where[and][1][phone][greater_than]=${phone.slice(0, 4)}`,
  `/sellers?sort=phone`,
  `/sellers?sort=-phone`,
  `/sellers/count?where[phone][like]=${phone.slice(0, 4)}`,
  `/sellers?where[wechat.unionId][exists]=false`,
  `/sellers?where[passwordHash][exists]=true`,
  `/top-up-applications?where[seller.phone][like]=${phone.slice(0, 4)}`,
  `/seller-feedback?where[seller.phone][equals]=${phone}`,
  `/seller-shops?where[apiKeySealed][exists]=true`,
]

describe('fields staff may not read', () => {
  for (const role of ['editor', 'marketer'] as const) {
    it(`cannot be filtered, sorted or counted on by a ${role} (REST)`, async () => {
      for (const path of probes()) {
        const answer = await get(tokens[role], path)
        expect(answer.status, path).toBe(400)
        expect(answer.body.docs, path).toBeUndefined()
        expect(JSON.stringify(answer.body.errors), path).toMatch(/cannot be queried/)
      }
    })

    it(`cannot be filtered or sorted on by a ${role} (GraphQL)`, async () => {
      for (const query of [
        `{ Sellers(where: { phone: { equals: "${storedPhone(phone)}" } }) { docs { id } } }`,
        `{ Sellers(where: { phone: { like: "${phone.slice(0, 5)}" } }) { docs { id } } }`,
        `{ Sellers(sort: "phone") { docs { id } } }`,
      ]) {
        const answer = await graphql(tokens[role], query)
        expect(answer.errors?.length ?? 0, query).toBeGreaterThan(0)
        expect(answer.data?.Sellers?.docs ?? [], query).toEqual([])
      }
    })

    it(`shows a ${role} the masked number only, which is what they can search`, async () => {
      const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`
      const one = await get(tokens[role], `/sellers/${sellerId}?depth=0`)
      expect(one.status).toBe(200)
      expect(JSON.stringify(one.body)).not.toContain(phone)
      expect(one.body).toMatchObject({ phoneMasked: masked })
      // The admin list's search box: the visible digits find the seller.
      const searched = await get(tokens[role], `/sellers?where[phoneMasked][like]=${phone.slice(-4)}&limit=100&depth=0`)
      expect(searched.status).toBe(200)
      expect(searched.body.docs?.some((doc) => doc.id === sellerId)).toBe(true)
      expect(JSON.stringify(searched.body)).not.toContain(phone)
      const selected = await get(tokens[role], `/sellers/${sellerId}?select[phone]=true&depth=0`)
      expect(JSON.stringify(selected.body)).not.toContain(phone)
    })
  }

  it('can still be filtered and sorted on by an admin', async () => {
    const found = await get(admin, `/sellers?where[phone][equals]=${encodeURIComponent(storedPhone(phone))}&depth=0`)
    expect(found.status).toBe(200)
    expect(found.body.docs?.map((doc) => doc.phone)).toEqual([storedPhone(phone)])
    expect((await get(admin, '/sellers?sort=-phone&limit=1')).status).toBe(200)
    // The list's search box (phoneMasked): an admin pasting the whole number finds the seller; others find nothing by it.
    const pasted = await get(admin, `/sellers?where[or][0][phoneMasked][like]=${phone}&depth=0`)
    expect(pasted.body.docs?.map((doc) => doc.id)).toEqual([sellerId])
    const byMarketer = await get(tokens.marketer, `/sellers?where[or][0][phoneMasked][like]=${phone}&depth=0`)
    expect([byMarketer.status, byMarketer.body.docs]).toEqual([200, []])
    const answer = await graphql(admin, `{ Sellers(where: { phone: { equals: "${storedPhone(phone)}" } }) { docs { id } } }`)
    expect(answer.data?.Sellers?.docs).toEqual([{ id: sellerId }])
  })
})
