import type { QaAnswer } from '@payload-types'
import { revalidateOnPublicChange } from '@cms/hooks/revalidateDocument'
import { pathsOfQuestion } from '@cms/collections/qa-questions/hooks/revalidateQuestion'

const hooks = revalidateOnPublicChange<QaAnswer>({
  collection: 'qa-answers',
  isPublic: (doc) => doc.status === 'approved',
  pathsFor: async (doc, payload) => {
    const questionId = typeof doc.question === 'object' ? doc.question.id : doc.question
    return pathsOfQuestion({ id: questionId }, payload)
  },
})

export const revalidateAnswerAfterChange = hooks.afterChange
export const revalidateAnswerAfterDelete = hooks.afterDelete
