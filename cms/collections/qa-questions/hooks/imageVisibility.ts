import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { relationIds } from '@/lib/relation'

type WithImages = { id?: number; status?: string | null; images?: Array<number | { id: number } | null> | null }

const imageIds = (doc: WithImages | undefined): number[] => relationIds(doc?.images)

async function setPublic(req: PayloadRequest, ids: number[], value: boolean): Promise<void> {
  if (!ids.length) return
  // In the save's transaction (req): the images and the question change together.
  await req.payload.update({ collection: 'seller-uploads', where: { id: { in: ids } }, data: { public: value }, req, overrideAccess: true, depth: 0 })
}

/** Of `ids`, those another approved question still shows (they stay public). */
async function shownElsewhere(req: PayloadRequest, ids: number[], questionId: number): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const { docs } = await req.payload.find({
    collection: 'qa-questions',
    where: { and: [{ status: { equals: 'approved' } }, { images: { in: ids } }, { id: { not_equals: questionId } }] },
    select: { images: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Set(docs.flatMap((doc) => imageIds(doc as WithImages)))
}

/**
 * A seller's upload is private (only its uploader and staff may read it) until it belongs to an
 * approved question; then guests may load it too. Rejecting, unpublishing or detaching hides it again.
 */
export const showImagesOfApprovedQuestion: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const current = imageIds(doc as WithImages)
  const shown = (doc as WithImages).status === 'approved' ? current : []
  const candidates = [...new Set([...current, ...imageIds(previousDoc as WithImages)])].filter((id) => !shown.includes(id))
  const keep = await shownElsewhere(req, candidates, (doc as { id: number }).id)
  await setPublic(req, shown, true)
  await setPublic(req, candidates.filter((id) => !keep.has(id)), false)
  return doc
}

export const hideImagesOfDeletedQuestion: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = imageIds(doc as WithImages)
  const keep = await shownElsewhere(req, ids, (doc as { id: number }).id)
  await setPublic(req, ids.filter((id) => !keep.has(id)), false)
  return doc
}
