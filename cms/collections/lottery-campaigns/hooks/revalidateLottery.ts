import type { LotteryCampaign } from '@payload-types'
import { revalidateOnPublicChange } from '@cms/hooks/revalidateDocument'

// The lottery pages show the running (or latest) campaign, so any public change may concern them.
const hooks = revalidateOnPublicChange<LotteryCampaign>({
  collection: 'lottery-campaigns',
  isPublic: (doc) => doc._status === 'published',
  pathsFor: async () => ['/lottery', '/lottery/verify'],
})

export const revalidateLotteryAfterChange = hooks.afterChange
export const revalidateLotteryAfterDelete = hooks.afterDelete
