/** A seller's Ozon shops, under the user service's base (src/server/services.ts merges them). */
import { body, type Endpoint, read } from '@/server/http/endpoint'

import * as schemas from './schemas'
import * as shops from './service'

export const SHOP_ENDPOINTS = {
  // /moreShopAuthorize (ours; the spec names the page, not its calls): my Ozon shops, connect one
  // (Client-Id + API key, checked with Ozon when configured, sealed at rest), remove one.
  '/user-shop/list': read(shops.listShops),
  '/user-shop/authorize': body(schemas.authorizeShopSchema, shops.authorizeShop, { auth: 'session' }),
  '/user-shop/delete': body(schemas.deleteShopSchema, shops.deleteShop, { auth: 'session' }),
} satisfies Record<string, Endpoint>
