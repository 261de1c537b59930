import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionSlug, Payload, PayloadRequest } from 'payload'

import { revalidateAfterCommit } from '@/server/cms/revalidate'

type Doc = { id: number | string; updatedAt?: string; _status?: 'draft' | 'published' | null; status?: string | null }

type Options<D extends Doc> = {
  collection: CollectionSlug
  /** Whether the public sees this version of the document. */
  isPublic: (doc: D) => boolean
  /** Pages that show the document (unprefixed); read after the change is committed. */
  pathsFor: (doc: D, payload: Payload) => Promise<string[]>
}

/**
 * Regenerates the pages showing a document when the public version changes: a publish, an
 * edit of a published document, an unpublish or a delete. Saving a draft (including autosave
 * of a published document) changes nothing public, so it regenerates nothing.
 */
export function revalidateOnPublicChange<D extends Doc>({ collection, isPublic, pathsFor }: Options<D>) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
    if (context.disableRevalidate) return doc
    const current = doc as D
    const previous = previousDoc as D | undefined
    const nowPublic = isPublic(current)
    const wasPublic = Boolean(previous?.id) && isPublic(previous as D)
    if (!nowPublic && !wasPublic) return doc
    if (!nowPublic && !(await publicVersionGone(req, collection, current.id, isPublic))) return doc // a draft save

    const savedAt = String(current.updatedAt ?? '')
    const isCommitted = async () => {
      const live = await readLive(req.payload, collection, current.id)
      return nowPublic ? String(live?.updatedAt ?? '') >= savedAt : !live || !isPublic(live as D)
    }
    const previousPaths = previous?.id && wasPublic ? () => pathsFor(previous, req.payload) : async () => []
    void revalidateAfterCommit(
      async () => ({ scope: 'paths', paths: [...(await pathsFor(current, req.payload)), ...(await previousPaths())] }),
      isCommitted,
      req.payload.logger,
    )
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook = ({ doc, req, context }) => {
    if (context.disableRevalidate || !isPublic(doc as D)) return doc
    const isCommitted = async () => !(await readLive(req.payload, collection, (doc as D).id))
    void revalidateAfterCommit(async () => ({ scope: 'paths', paths: await pathsFor(doc as D, req.payload) }), isCommitted, req.payload.logger)
    return doc
  }

  return { afterChange, afterDelete }
}

/** Outside any transaction (no `req`): what pages would read now. */
async function readLive(payload: Payload, collection: CollectionSlug, id: number | string): Promise<Doc | null> {
  const result = await payload.find({ collection, where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true, pagination: false })
  return (result.docs[0] as Doc | undefined) ?? null
}

/** Inside the save's transaction: is the main (public) document no longer public? (A draft save leaves it as it was.) */
async function publicVersionGone<D extends Doc>(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string,
  isPublic: (doc: D) => boolean,
): Promise<boolean> {
  const result = await req.payload.find({ collection, where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true, req, pagination: false })
  const main = result.docs[0] as unknown as D | undefined
  return !main || !isPublic(main)
}
