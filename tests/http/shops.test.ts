/**
 * Issue 19, /moreShopAuthorize over real HTTP on PostgreSQL: a seller connects Ozon shops (checked
 * against a server answering as Ozon's Seller API), sees them masked, removes one; the key is in
 * no database column, API answer or log in clear; the per-seller maximum holds under a burst.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVICE_CODES } from '@/lib/auth/codes'

import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer } from '../helpers/server'
import { SellerClient } from '../helpers/user-client'

let server: RunningServer
let ozon: Server
const refused = new Set<string>()

beforeAll(async () => {
  // Ozon refuses the Client-Ids in `refused`, and names every other shop's company.
  ozon = createServer((req, res) => {
    const clientId = String(req.headers['client-id'] ?? '')
    res.setHeader('content-type', 'application/json')
    if (req.url !== '/v1/seller/info' || refused.has(clientId)) {
      res.statusCode = 403
      return res.end(JSON.stringify({ code: 7, message: 'Invalid Api-Key, please contact support' }))
    }
    res.end(JSON.stringify({ company: { name: `Company ${clientId}` } }))
  })
  await new Promise<void>((resolve) => ozon.listen(0, '127.0.0.1', resolve))
  server = await startProductionServer(3246, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true', OZON_SELLER_API_BASE: `http://127.0.0.1:${(ozon.address() as AddressInfo).port}` })
})

afterAll(async () => {
  await server?.stop()
  ozon?.closeAllConnections()
  ozon?.close()
})

const uuid = () => crypto.randomUUID()

async function seller(language = 'en'): Promise<SellerClient> {
  const client = new SellerClient(server.url, undefined, language)
  const phone = freshPhone()
  await client.sendCode(phone, 'reg')
  const registered = await client.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code: await lastSmsCode(server.url, phone, 'reg'), tenantId: '1' })
  expect(registered.status).toBe(200)
  return client
}

type Shop = { id: number; clientId: string; name: string | null; apiKey: string; checkStatus: string; companyName: string | null }
const list = async (client: SellerClient) => (await client.call<{ data: { list: Shop[]; max: number } }>('GET', '/user-shop/list')).body.data

describe('connecting Ozon shops', () => {
  it('connects, lists masked, replaces the key of the same Client-Id, removes; a refused pair is not saved', async () => {
    const client = await seller()
    const key = uuid()
    const clientId = String(100000 + Math.floor(Math.random() * 800000))
    const added = await client.call<{ data: Shop }>('POST', '/user-shop/authorize', { clientId: ` ${clientId} `, apiKey: key.toUpperCase(), name: 'Main store' })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body).toMatchObject({ message: 'Shop connected and verified with Ozon', data: { clientId, name: 'Main store', checkStatus: 'verified', companyName: `Company ${clientId}` } })
    expect(added.body.data.apiKey).toMatch(new RegExp(`${key.slice(-4)}$`))
    expect(JSON.stringify(added.body)).not.toContain(key.slice(0, 8))

    const again = await client.call<{ data: Shop }>('POST', '/user-shop/authorize', { clientId, apiKey: uuid() })
    expect(again.status).toBe(200)
    const shops = await list(client)
    expect(shops.max).toBe(20)
    expect(shops.list).toHaveLength(1)
    expect(shops.list[0]).toMatchObject({ clientId, name: 'Main store' })
    expect(shops.list[0]!.apiKey).toMatch(new RegExp(`${again.body.data.apiKey.slice(-4)}$`))

    refused.add('424242')
    const rejected = await client.call('POST', '/user-shop/authorize', { clientId: '424242', apiKey: uuid() })
    expect(rejected.status).toBe(400)
    expect(rejected.body).toMatchObject({ code: SERVICE_CODES.shopKeyRejected, message: 'Ozon refused this Client-Id and API key. Please check them and try again' })
    expect((await list(client)).list).toHaveLength(1)

    // Another seller can neither see nor remove it.
    const other = await seller()
    expect((await list(other)).list).toHaveLength(0)
    expect((await other.call('POST', '/user-shop/delete', { id: shops.list[0]!.id })).status).toBe(404)
    const removed = await client.call('POST', '/user-shop/delete', { id: shops.list[0]!.id })
    expect(removed.body.message).toBe('Shop removed')
    expect((await list(client)).list).toHaveLength(0)
  })

  it('refuses bad input in the caller language, and guests', async () => {
    const client = await seller('ru')
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ clientId: 'abc', apiKey: uuid() }, 'Client-Id — число из 1–12 цифр'],
      [{ clientId: '123', apiKey: 'not-a-key' }, 'API-ключ имеет вид xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx'],
      [{ clientId: '123' }, 'Введите API-ключ'],
      [{ clientId: '123', apiKey: uuid(), name: 'x'.repeat(61) }, 'Название магазина — не более 60 символов'],
    ]
    for (const [body, message] of cases) {
      const answer = await client.call('POST', '/user-shop/authorize', body)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
    }
    expect((await client.call('POST', '/user-shop/authorize', { clientId: '123', apiKey: uuid(), name: 'a\u0000b' })).status).toBe(400)
    expect((await client.call('POST', '/user-shop/delete', { id: 'x' })).status).toBe(400)
    expect((await new SellerClient(server.url).call('POST', '/user-shop/authorize', { clientId: '123', apiKey: uuid() })).status).toBe(401)
  })

  it('keeps the key out of the database, the CMS API and the log in clear', async () => {
    const client = await seller()
    const key = uuid()
    const clientId = String(900000 + Math.floor(Math.random() * 90000))
    expect((await client.call('POST', '/user-shop/authorize', { clientId, apiKey: key })).status).toBe(200)

    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    try {
      const { rows } = await db.query('SELECT * FROM seller_shops WHERE client_id = $1', [clientId])
      expect(rows).toHaveLength(1)
      const stored = JSON.stringify(rows[0])
      for (const part of [key, key.toUpperCase(), key.slice(0, 8), key.slice(9, 23), Buffer.from(key).toString('base64')]) expect(stored).not.toContain(part)
      expect(rows[0].api_key_sealed).toMatch(/^v1\./)
    } finally {
      await db.end()
    }

    const token = await adminToken(server.url)
    const viaCms = await cmsAsAdmin<{ docs: Array<Record<string, unknown>> }>(server.url, token, `/seller-shops?where[clientId][equals]=${clientId}&depth=0`)
    expect(viaCms.docs).toHaveLength(1)
    expect(viaCms.docs[0]).toMatchObject({ clientId, apiKeyLast4: key.slice(-4), checkStatus: 'verified' })
    expect(viaCms.docs[0]).not.toHaveProperty('apiKeySealed')
    expect(JSON.stringify(viaCms)).not.toContain(key.slice(0, 8))
    expect(server.output()).not.toContain(key.slice(0, 8))
  })

  it('holds the maximum of 20 shops under a burst of simultaneous additions', async () => {
    const client = await seller()
    const base = 500000 + Math.floor(Math.random() * 400000)
    const answers = await Promise.all(Array.from({ length: 26 }, (_, i) => client.call('POST', '/user-shop/authorize', { clientId: String(base + i), apiKey: uuid() })))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    expect(statuses.filter((status) => status === 409)).toHaveLength(6)
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('You can connect at most 20 shops')
    expect((await list(client)).list).toHaveLength(20)
  })
})
