import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

type WithImages = { status?: string | null; images?: Array<number | { id: number } | null> | null }

const imageIds = (doc: WithImages | undefined): number[] =>
  (doc?.images ?? []).map((image) => (typeof image === 'object' && image ? image.id : image)).filter((id): id is number => typeof id === 'number')

async function setPublic(req: PayloadRequest, ids: number[], value: boolean): Promise<void> {
  if (!ids.length) return
  // In the save's transaction (req): the images and the question change together.
  await req.payload.update({ collection: 'seller-uploads', where: { id: { in: ids } }, data: { public: value }, req, overrideAccess: true, depth: 0 })
}

/**
 * A seller's upload is private (only its uploader and staff may read it) until it belongs to an
 * approved question; then guests may load it too. Rejecting, unpublishing or detaching hides it again.
 */
export const showImagesOfApprovedQuestion: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const current = imageIds(doc as WithImages)
  const shown = (doc as WithImages).status === 'approved' ? current : []
  const hidden = [...new Set([...current, ...imageIds(previousDoc as WithImages)])].filter((id) => !shown.includes(id))
  await setPublic(req, shown, true)
  await setPublic(req, hidden, false)
  return doc
}

export const hideImagesOfDeletedQuestion: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await setPublic(req, imageIds(doc as WithImages), false)
  return doc
}
