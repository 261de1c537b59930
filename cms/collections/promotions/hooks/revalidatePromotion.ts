import type { CollectionAfterChangeHook } from 'payload'

import type { Promotion } from '@payload-types'
import { forgetPromotionDefaults } from '@/server/attribution/promotions'
import { promotionPaths } from '@/server/promotions/paths'
import { revalidateOnPublicChange } from '@cms/hooks/revalidateDocument'

/** The collector reads the pages' campaign defaults again after any change. */
export const forgetCampaignDefaults: CollectionAfterChangeHook = ({ doc }) => {
  forgetPromotionDefaults()
  return doc
}

const hooks = revalidateOnPublicChange<Promotion>({
  collection: 'promotions',
  isPublic: (doc) => doc._status === 'published',
  pathsFor: async (doc) => [...promotionPaths(doc), '/promotion'],
})

export const revalidatePromotionAfterChange = hooks.afterChange
export const revalidatePromotionAfterDelete = hooks.afterDelete
