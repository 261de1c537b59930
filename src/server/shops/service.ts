/**
 * /moreShopAuthorize: a seller connects more Ozon shops (Client-Id + API key). The key is checked
 * against Ozon's Seller API when that is configured (a refused pair is not saved), sealed
 * (key-vault.ts) and never shown again: lists carry its last four characters. At most
 * MAX_SHOPS_PER_SELLER per seller, counted under a per-seller lock, so a burst cannot pass it;
 * adding a Client-Id again replaces its key.
 */
import type { z } from 'zod'

import { maskApiKey } from '@/lib/shops/validation'

import { fail } from '@/server/platform/errors'
import { consume } from '@/server/platform/limits'
import { ok, type SellerContext } from '@/server/http/context'
import { seal, VaultError } from './key-vault'
import { createOzonSellerApi } from './ozon-seller-api'
import * as repository from './repository'
import type * as schemas from './schemas'

type Input<S extends z.ZodType> = z.output<S>

export const MAX_SHOPS_PER_SELLER = 20

const view = (row: repository.ShopRow) => ({
  id: row.id,
  clientId: row.clientId,
  name: row.name,
  apiKey: maskApiKey(row.apiKeyLast4 ?? ''),
  checkStatus: row.checkStatus,
  companyName: row.companyName,
  checkedAt: row.checkedAt ? new Date(row.checkedAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
})

export async function listShops(ctx: SellerContext) {
  const seller = ctx.session.seller
  const rows = await repository.shopsOf(ctx.db, seller.id)
  return ok({ data: { list: rows.map(view), max: MAX_SHOPS_PER_SELLER } })
}

export async function authorizeShop(ctx: SellerContext, input: Input<typeof schemas.authorizeShopSchema>) {
  const seller = ctx.session.seller
  await consume(ctx.limits.shopChecksPerSellerHour, String(seller.id))
  // Sealed first: without a key to seal it with, nothing is sent to Ozon either.
  let sealed: string
  try {
    sealed = seal(input.apiKey)
  } catch (error) {
    if (error instanceof VaultError) throw fail('shopsNotConfigured')
    throw error
  }
  const check = await createOzonSellerApi().check(input.clientId, input.apiKey)
  if (check.status === 'rejected') throw fail('shopKeyRejected')
  const verified = check.status === 'verified'
  const row = await ctx.db.transaction(async (tx) => {
    // One seller's additions one at a time: the count below is then the count the insert sees.
    await repository.lockSellerShops(tx, seller.id)
    const { total, sameClient } = await repository.shopCount(tx, seller.id, input.clientId)
    if (!sameClient && total >= MAX_SHOPS_PER_SELLER) return null
    return repository.upsertShop(tx, {
      sellerId: seller.id,
      clientId: input.clientId,
      name: input.name || null,
      apiKeySealed: sealed,
      apiKeyLast4: input.apiKey.slice(-4),
      checkStatus: verified ? 'verified' : 'unchecked',
      companyName: verified ? check.companyName : null,
      checkedAt: verified ? new Date() : null,
    })
  })
  if (!row) throw fail('shopLimit', { max: MAX_SHOPS_PER_SELLER })
  return ok({ data: view(row) }, verified ? 'shopVerified' : 'shopSaved')
}

export async function deleteShop(ctx: SellerContext, input: Input<typeof schemas.deleteShopSchema>) {
  const seller = ctx.session.seller
  if (!(await repository.deleteShop(ctx.db, seller.id, input.id))) throw fail('shopNotFound')
  return ok({}, 'shopDeleted')
}
