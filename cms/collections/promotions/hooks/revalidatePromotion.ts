import type { Promotion } from '../../../../payload-types'
import { revalidateOnPublicChange } from '../../../hooks/revalidateDocument'

/** Every address the page answers at (its mobile twin is added by the revalidation). */
export const promotionPaths = (doc: Pick<Promotion, 'id' | 'slug'>) => [`/promote/${doc.slug}`, `/promote/${doc.slug}/success`, `/promotion/${doc.id}`]

const hooks = revalidateOnPublicChange<Promotion>({
  collection: 'promotions',
  isPublic: (doc) => doc._status === 'published',
  pathsFor: async (doc) => promotionPaths(doc),
})

export const revalidatePromotionAfterChange = hooks.afterChange
export const revalidatePromotionAfterDelete = hooks.afterDelete
