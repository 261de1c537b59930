import type { CollectionBeforeDeleteHook } from 'payload'

/** Replies belong to their answer: deleting the answer deletes them (in the same transaction). */
export const deleteRepliesOfAnswer: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'qa-replies', where: { answer: { equals: id } }, req, overrideAccess: true, depth: 0 })
}
