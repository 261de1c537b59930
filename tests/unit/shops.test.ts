/**
 * Issue 19, /moreShopAuthorize: the credentials' format, the key vault (AES-256-GCM with a key
 * from the environment) and the live check's adapter against a server answering as Ozon does.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiKeySchema, clientIdSchema, maskApiKey } from '@/lib/shops/validation'
import { open, seal, VaultError, vaultKey } from '@/server/shops/key-vault'
import { createOzonSellerApi } from '@/server/shops/ozon-seller-api'

const KEY = '0b4f8e1c-2d3a-4b5c-8d9e-0f1a2b3c4d5e'

describe('shop credentials', () => {
  it('takes a numeric Client-Id and a UUID API key, pasted with stray spaces', () => {
    expect(clientIdSchema.parse(' 1234567 ')).toBe('1234567')
    expect(apiKeySchema.parse(` ${KEY.toUpperCase()}\n`)).toBe(KEY)
    for (const bad of ['', 'abc', '12345678901234', '-1', '1.5']) expect(clientIdSchema.safeParse(bad).success).toBe(false)
    for (const bad of ['', 'not-a-key', KEY.slice(1), `${KEY}0`, KEY.replace(/-/g, '')]) expect(apiKeySchema.safeParse(bad).success).toBe(false)
    expect(clientIdSchema.safeParse('abc').error?.issues[0]?.message).toBe('validation.shopClientIdInvalid')
    expect(apiKeySchema.safeParse('').error?.issues[0]?.message).toBe('validation.shopApiKeyRequired')
  })

  it('shows only the last four characters of a key', () => {
    expect(maskApiKey(KEY)).toMatch(/4d5e$/)
    expect(maskApiKey(KEY)).not.toContain('0b4f8e1c')
  })
})

describe('the key vault', () => {
  const env = { SHOP_KEYS_SECRET: Buffer.alloc(32, 3).toString('base64') }

  it('seals with a fresh IV each time and opens with the same key only', () => {
    const key = vaultKey(env)
    const first = seal(KEY, key)
    const second = seal(KEY, key)
    expect(first).not.toBe(second)
    expect(first).not.toContain(KEY)
    expect(first).not.toContain(KEY.slice(-12))
    expect(open(first, key)).toBe(KEY)
    expect(() => open(first, vaultKey({ SHOP_KEYS_SECRET: 'ab'.repeat(32) }))).toThrow(/another key/)
  })

  it('refuses an altered value', () => {
    const key = vaultKey(env)
    const sealed = seal(KEY, key)
    const parts = sealed.split('.')
    const body = Buffer.from(parts[4]!, 'base64url')
    body[0] = body[0]! ^ 1
    parts[4] = body.toString('base64url')
    expect(() => open(parts.join('.'), key)).toThrow(VaultError)
    expect(() => open('garbage', key)).toThrow(VaultError)
  })

  it('needs a 32-byte SHOP_KEYS_SECRET, or local providers to derive one', () => {
    expect(() => vaultKey({ SHOP_KEYS_SECRET: 'short' })).toThrow(/32 bytes/)
    expect(vaultKey({ SHOP_KEYS_SECRET: 'cd'.repeat(32) })).toHaveLength(32)
    expect(vaultKey({ PAYLOAD_SECRET: 'x'.repeat(40) })).toHaveLength(32)
    expect(() => vaultKey({ PAYLOAD_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db' })).toThrow(/SHOP_KEYS_SECRET is not set/)
  })
})

describe("the live check against a server answering as Ozon's Seller API", () => {
  const seen: Array<{ path: string; clientId: string | undefined; apiKey: string | undefined }> = []
  let answer: { status: number; body: string } = { status: 200, body: '{}' }
  const ozon = createServer((req, res) => {
    seen.push({ path: req.url ?? '', clientId: req.headers['client-id'] as string, apiKey: req.headers['api-key'] as string })
    res.statusCode = answer.status
    res.setHeader('content-type', 'application/json')
    res.end(answer.body)
  })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => ozon.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(ozon.address() as AddressInfo).port}`
  })
  afterAll(() => {
    ozon.closeAllConnections()
    ozon.close()
  })

  it('is off without OZON_SELLER_API_BASE', async () => {
    expect(await createOzonSellerApi({}).check('1', KEY)).toEqual({ status: 'unchecked', reason: 'not-configured' })
  })

  it('sends the pair in the Client-Id and Api-Key headers and reads the company name', async () => {
    answer = { status: 200, body: JSON.stringify({ company: { name: 'OOO Roga' } }) }
    expect(await createOzonSellerApi({ OZON_SELLER_API_BASE: base }).check('1234', KEY)).toEqual({ status: 'verified', companyName: 'OOO Roga' })
    expect(seen.at(-1)).toEqual({ path: '/v1/seller/info', clientId: '1234', apiKey: KEY })
  })

  it('a refused pair is rejected; an Ozon failure or silence leaves the shop unchecked', async () => {
    const api = createOzonSellerApi({ OZON_SELLER_API_BASE: base })
    answer = { status: 401, body: JSON.stringify({ code: 7, message: 'Invalid Api-Key, please contact support' }) }
    expect(await api.check('1', KEY)).toEqual({ status: 'rejected' })
    answer = { status: 403, body: '{}' }
    expect(await api.check('1', KEY)).toEqual({ status: 'rejected' })
    answer = { status: 500, body: 'oops' }
    expect(await api.check('1', KEY)).toEqual({ status: 'unchecked', reason: 'unavailable' })
    expect(await createOzonSellerApi({ OZON_SELLER_API_BASE: 'http://127.0.0.1:9' }).check('1', KEY)).toEqual({ status: 'unchecked', reason: 'unavailable' })
  })
})
