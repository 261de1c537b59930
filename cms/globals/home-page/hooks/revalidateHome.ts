import type { GlobalAfterChangeHook } from 'payload'

import { revalidatePathsAfterCommit } from '../../../../src/server/cms/revalidate'

/** Saving the home page regenerates `/`, `/en` and `/ru` once the save is committed. */
export const revalidateHomeAfterChange: GlobalAfterChangeHook = ({ doc, req, context }) => {
  if (context.disableRevalidate) return doc
  const savedAt = String(doc.updatedAt ?? '')
  const isCommitted = async () => {
    const current = await req.payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: true })
    return String(current.updatedAt ?? '') >= savedAt
  }
  void revalidatePathsAfterCommit(async () => ['/'], isCommitted, req.payload.logger)
  return doc
}
