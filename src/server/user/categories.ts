/** The seller's main categories and buy status (spec section 3: categorys, bindableNum, buyNum, canNextBind). */
import type { Payload } from 'payload'

import type { Locale } from '@/lib/i18n/locales'

import type { Seller } from '@payload-types'

export async function sellerCategories(payload: Payload, seller: Seller, locale: Locale) {
  const { docs } = await payload.find({ collection: 'categories', locale, limit: 50, sort: 'sortOrder', depth: 0 })
  const bound = Array.isArray(seller.membership?.boundCategories) ? (seller.membership.boundCategories as unknown[]).map(Number) : []
  const buyNum = 1
  return {
    categorys: docs.map((category) => ({ typeId: category.typeId, typeName: category.name, bound: bound.includes(category.typeId) })),
    bindableNum: Math.max(0, buyNum - bound.length),
    buyNum,
    canNextBind: bound.length < buyNum,
  }
}
