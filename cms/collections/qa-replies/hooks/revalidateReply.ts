import type { QaReply } from '@payload-types'
import { revalidateOnPublicChange } from '@cms/hooks/revalidateDocument'
import { pathsOfQuestion } from '@cms/collections/qa-questions/hooks/revalidateQuestion'

const hooks = revalidateOnPublicChange<QaReply>({
  collection: 'qa-replies',
  isPublic: (doc) => doc.status === 'approved',
  pathsFor: async (doc, payload) => pathsOfQuestion({ id: typeof doc.question === 'object' ? doc.question.id : doc.question }, payload),
})

export const revalidateReplyAfterChange = hooks.afterChange
export const revalidateReplyAfterDelete = hooks.afterDelete
