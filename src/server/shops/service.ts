/**
 * /moreShopAuthorize: a seller connects more Ozon shops (Client-Id + API key). The key is checked
 * against Ozon's Seller API when that is configured (a refused pair is not saved), sealed
 * (key-vault.ts) and never shown again: lists carry its last four characters. At most
 * MAX_SHOPS_PER_SELLER per seller, counted under a per-seller lock, so a burst cannot pass it;
 * adding a Client-Id again replaces its key.
 */
import type { z } from 'zod'

import { maskApiKey } from '@/lib/shops/validation'

import { inTransaction } from '@/server/db/transaction'
import { fail } from '@/server/platform/errors'
import { consume } from '@/server/platform/limits'
import { ok, type SellerContext } from '@/server/http/context'
import { seal, VaultError } from './key-vault'
import { createOzonSellerApi } from './ozon-seller-api'
import type * as schemas from './schemas'

type Input<S extends z.ZodType> = z.output<S>

export const MAX_SHOPS_PER_SELLER = 20

type Row = { id: number; client_id: string; name: string | null; api_key_last4: string | null; check_status: string; company_name: string | null; checked_at: Date | null; created_at: Date }

const view = (row: Row) => ({
  id: row.id,
  clientId: row.client_id,
  name: row.name,
  apiKey: maskApiKey(row.api_key_last4 ?? ''),
  checkStatus: row.check_status,
  companyName: row.company_name,
  checkedAt: row.checked_at ? new Date(row.checked_at).toISOString() : null,
  createdAt: new Date(row.created_at).toISOString(),
})

const COLUMNS = 'id, client_id, name, api_key_last4, check_status, company_name, checked_at, created_at'

export async function listShops(ctx: SellerContext) {
  const seller = ctx.session.seller
  const { rows } = await ctx.payload.db.pool.query<Row>(`SELECT ${COLUMNS} FROM seller_shops WHERE seller_id = $1 ORDER BY created_at, id`, [seller.id])
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
  const row = await inTransaction(ctx.payload.db.pool, async (client) => {
    // One seller's additions one at a time: the count below is then the count the insert sees.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('seller-shops'), $1)", [seller.id])
    const { rows } = await client.query<Row>(
      `INSERT INTO seller_shops AS s (seller_id, client_id, name, api_key_sealed, api_key_last4, check_status, company_name, checked_at, updated_at, created_at)
       SELECT $1::int, $2::varchar, $3::varchar, $4::varchar, $5::varchar, $6::enum_seller_shops_check_status, $7::varchar, $8::timestamptz, now(), now()
       WHERE EXISTS (SELECT 1 FROM seller_shops WHERE seller_id = $1 AND client_id = $2)
          OR (SELECT count(*) FROM seller_shops WHERE seller_id = $1) < $9::int
       ON CONFLICT (seller_id, client_id) DO UPDATE SET
         name = COALESCE(EXCLUDED.name, s.name), api_key_sealed = EXCLUDED.api_key_sealed, api_key_last4 = EXCLUDED.api_key_last4,
         check_status = EXCLUDED.check_status, company_name = EXCLUDED.company_name, checked_at = EXCLUDED.checked_at, updated_at = now()
       RETURNING ${COLUMNS}`,
      [
        seller.id,
        input.clientId,
        input.name || null,
        sealed,
        input.apiKey.slice(-4),
        verified ? 'verified' : 'unchecked',
        verified ? check.companyName : null,
        verified ? new Date() : null,
        MAX_SHOPS_PER_SELLER,
      ],
    )
    return rows[0]
  })
  if (!row) throw fail('shopLimit', { max: MAX_SHOPS_PER_SELLER })
  return ok({ data: view(row) }, verified ? 'shopVerified' : 'shopSaved')
}

export async function deleteShop(ctx: SellerContext, input: Input<typeof schemas.deleteShopSchema>) {
  const seller = ctx.session.seller
  const { rowCount } = await ctx.payload.db.pool.query('DELETE FROM seller_shops WHERE id = $1 AND seller_id = $2', [input.id, seller.id])
  if (!rowCount) throw fail('shopNotFound')
  return ok({}, 'shopDeleted')
}
