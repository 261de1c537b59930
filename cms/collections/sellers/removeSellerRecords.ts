import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/**
 * A deleted seller's own records go with the account, in the same transaction: sessions and
 * login credentials, shops and their keys, uploads (their files too), saved calculations,
 * feedback and top-up applications. Each requires its seller, so the database could not keep
 * them without one (the delete failed on the first session). Lottery claims never get here:
 * a seller with draws is kept (keepLotteryPlayers runs first).
 */
const SELLER_RECORDS: CollectionSlug[] = ['seller-sessions', 'login-credentials', 'seller-shops', 'seller-uploads', 'saved-calculations', 'seller-feedback', 'top-up-applications']

export const removeSellerRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of SELLER_RECORDS) {
    await req.payload.delete({ collection, where: { seller: { equals: id } }, req, overrideAccess: true })
  }
}
