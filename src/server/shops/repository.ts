/**
 * The sellers' Ozon shops (collection seller-shops): the reads and writes of /moreShopAuthorize.
 * Every function takes Payload's Drizzle instance or a transaction of it.
 */
import { type AnyColumn, and, asc, count, eq, sql } from '@payloadcms/db-postgres/drizzle'

import { seller_shops } from '@/payload-generated-schema'
import type { Db } from '@/server/db/drizzle'

const shopColumns = {
  id: seller_shops.id,
  clientId: seller_shops.clientId,
  name: seller_shops.name,
  apiKeyLast4: seller_shops.apiKeyLast4,
  checkStatus: seller_shops.checkStatus,
  companyName: seller_shops.companyName,
  checkedAt: seller_shops.checkedAt,
  createdAt: seller_shops.createdAt,
}

export type ShopRow = { id: number; clientId: string; name: string | null; apiKeyLast4: string | null; checkStatus: string; companyName: string | null; checkedAt: string | null; createdAt: string }

/** The value an upsert proposed for `column` (ON CONFLICT … DO UPDATE). */
const excluded = (column: AnyColumn) => sql`excluded.${sql.identifier(column.name)}`

export async function shopsOf(db: Db, sellerId: number): Promise<ShopRow[]> {
  return db.select(shopColumns).from(seller_shops).where(eq(seller_shops.seller, sellerId)).orderBy(asc(seller_shops.createdAt), asc(seller_shops.id))
}

/** Waits for (then holds, until the transaction ends) the lock on one seller's shop additions. */
export async function lockSellerShops(tx: Db, sellerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('seller-shops'), ${sellerId})`)
}

/** How many shops the seller has, and whether one of them has this Client-Id. */
export async function shopCount(db: Db, sellerId: number, clientId: string): Promise<{ total: number; sameClient: boolean }> {
  const [row] = await db
    .select({ total: count(), sameClient: sql<boolean>`bool_or(${seller_shops.clientId} = ${clientId})` })
    .from(seller_shops)
    .where(eq(seller_shops.seller, sellerId))
  return { total: row?.total ?? 0, sameClient: row?.sameClient === true }
}

export type ShopInput = {
  sellerId: number
  clientId: string
  name: string | null
  apiKeySealed: string
  apiKeyLast4: string
  checkStatus: 'verified' | 'unchecked'
  companyName: string | null
  checkedAt: Date | null
}

/** Adds the shop, or replaces the key (and the name, when given) of the seller's shop with this Client-Id. */
export async function upsertShop(db: Db, shop: ShopInput): Promise<ShopRow> {
  const [row] = await db
    .insert(seller_shops)
    .values({
      seller: shop.sellerId,
      clientId: shop.clientId,
      name: shop.name,
      apiKeySealed: shop.apiKeySealed,
      apiKeyLast4: shop.apiKeyLast4,
      checkStatus: shop.checkStatus,
      companyName: shop.companyName,
      checkedAt: shop.checkedAt?.toISOString() ?? null,
      updatedAt: sql`now()`,
      createdAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [seller_shops.seller, seller_shops.clientId],
      set: {
        name: sql`COALESCE(${excluded(seller_shops.name)}, ${seller_shops.name})`,
        apiKeySealed: excluded(seller_shops.apiKeySealed),
        apiKeyLast4: excluded(seller_shops.apiKeyLast4),
        checkStatus: excluded(seller_shops.checkStatus),
        companyName: excluded(seller_shops.companyName),
        checkedAt: excluded(seller_shops.checkedAt),
        updatedAt: sql`now()`,
      },
    })
    .returning(shopColumns)
  if (!row) throw new Error('shops: a shop was not saved')
  return row
}

/** Deletes the seller's shop; whether there was one. */
export async function deleteShop(db: Db, sellerId: number, id: number): Promise<boolean> {
  const result = await db.delete(seller_shops).where(and(eq(seller_shops.id, id), eq(seller_shops.seller, sellerId)))
  return Boolean(result.rowCount)
}
