import type { CollectionBeforeDeleteHook } from 'payload'

/** Answers (and through them their replies) belong to their question: deleting it deletes them. */
export const deleteAnswersOfQuestion: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'qa-answers', where: { question: { equals: id } }, req, overrideAccess: true, depth: 0 })
}
