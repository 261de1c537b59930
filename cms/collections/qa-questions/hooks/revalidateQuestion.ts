import type { Payload } from 'payload'

import type { QaQuestion } from '@payload-types'
import { questionPaths } from '@/server/cms/content-paths'
import { revalidateOnPublicChange } from '@cms/hooks/revalidateDocument'

export async function pathsOfQuestion(question: { id: number | string }, payload: Payload): Promise<string[]> {
  const { totalDocs } = await payload.count({ collection: 'qa-questions', where: { status: { equals: 'approved' } }, overrideAccess: true })
  return questionPaths(question, totalDocs)
}

const hooks = revalidateOnPublicChange<QaQuestion>({
  collection: 'qa-questions',
  isPublic: (doc) => doc.status === 'approved',
  pathsFor: pathsOfQuestion,
})

export const revalidateQuestionAfterChange = hooks.afterChange
export const revalidateQuestionAfterDelete = hooks.afterDelete
