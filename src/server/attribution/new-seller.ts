/**
 * What a new account records about where it came from (issue 17): the visitor's first and last
 * touch, and the distribution channel it registered through (a url code in the link, else the
 * channel of the promotion page it landed on), whose type becomes the seller's promote type.
 */
import type { Payload } from 'payload'

import type { Seller } from '@payload-types'
import { savepoint, type Transaction } from '@/server/db/transaction'
import { isDatabaseUnavailable } from '@/server/db/unavailable'
import { activeChannelByUrlCode, promotionChannel } from '@/server/distribution/channels'
import { attributeRegistration, type RegistrationCampaign } from './registration'

export type NewSellerInput = RegistrationCampaign & { urlCode?: string | null; appName?: string | null }

/**
 * Written in the registration's transaction (`tx`), in a savepoint of its own: a failure here is
 * logged and undone alone, since the account must not fail for its statistics; an unreachable
 * database ends the whole registration (the caller answers 503 and nothing is kept).
 */
export async function attributeNewSeller(payload: Payload, seller: Seller, visitorId: string | null, input: NewSellerInput, tx: Transaction): Promise<void> {
  try {
    await savepoint(tx, async (db) => {
      const touches = await attributeRegistration(db, seller.id, visitorId, input)
      // The link's url code first; a code that names no active channel gives way to the landing page's channel.
      const byCode = input.urlCode ? await activeChannelByUrlCode(payload, input.urlCode, tx.req) : null
      const channel = byCode ?? (touches.lastTouch?.promotionId ? await promotionChannel(payload, touches.lastTouch.promotionId, tx.req) : null)
      await payload.update({
        collection: 'sellers',
        id: seller.id,
        overrideAccess: true,
        depth: 0,
        data: {
          attribution: { ...seller.attribution, firstTouch: touches.firstTouch, lastTouch: touches.lastTouch },
          ...(channel ? { distributionChannel: channel.id, promoteChannelType: channel.channelType } : {}),
        },
        req: tx.req,
      })
    })
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error
    payload.logger.error({ err: error, seller: seller.id }, 'attribution: recording a registration failed')
  }
}
