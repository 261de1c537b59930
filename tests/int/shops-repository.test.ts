/**
 * The shops repository on a real database (tests/http/shops.test.ts covers /moreShopAuthorize):
 * a Client-Id added again replaces its key and keeps its name, the count the cap reads, deletion
 * only of the seller's own shop.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { deleteShop, shopCount, shopsOf, upsertShop } from '@/server/shops/repository'
import { createSeller } from '@/server/user/accounts'

import { freshPhone } from '../helpers/fixtures'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

it('upserts by Client-Id, counts, and deletes only the owner’s shop', async () => {
  const db = payload.db.drizzle
  const [owner, other] = await Promise.all([0, 1].map(async () => (await createSeller(payload, freshPhone(), {})).seller.id))
  const shop = { sellerId: owner!, clientId: '1001', name: 'Main', apiKeySealed: 'sealed-1', apiKeyLast4: 'aaaa', checkStatus: 'unchecked' as const, companyName: null, checkedAt: null }
  const first = await upsertShop(db, shop)
  const checkedAt = new Date()
  const again = await upsertShop(db, { ...shop, name: null, apiKeySealed: 'sealed-2', apiKeyLast4: 'bbbb', checkStatus: 'verified', companyName: 'OOO Test', checkedAt })
  expect(again).toMatchObject({ id: first.id, name: 'Main', apiKeyLast4: 'bbbb', checkStatus: 'verified', companyName: 'OOO Test' })
  expect(new Date(again.checkedAt!).toISOString()).toBe(checkedAt.toISOString())
  await upsertShop(db, { ...shop, clientId: '1002', name: null })

  expect(await shopCount(db, owner!, '1001')).toEqual({ total: 2, sameClient: true })
  expect(await shopCount(db, owner!, '9999')).toEqual({ total: 2, sameClient: false })
  expect(await shopCount(db, other!, '1001')).toEqual({ total: 0, sameClient: false })
  expect((await shopsOf(db, owner!)).map((row) => row.clientId)).toEqual(['1001', '1002'])

  expect(await deleteShop(db, other!, first.id)).toBe(false)
  expect(await deleteShop(db, owner!, first.id)).toBe(true)
  expect((await shopsOf(db, owner!)).map((row) => row.clientId)).toEqual(['1002'])
})
