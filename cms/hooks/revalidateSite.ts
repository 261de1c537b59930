import type { GlobalAfterChangeHook } from 'payload'

import { revalidateAfterCommit } from '../../src/server/cms/revalidate'

/**
 * Header, footer and site settings appear on every page, so saving one of them regenerates the
 * pages (every locale) once the save is committed. The seed sets `context.disableRevalidate`.
 */
export const revalidateSiteAfterChange: GlobalAfterChangeHook = ({ doc, req, context, global }) => {
  if (context.disableRevalidate) return doc
  const savedAt = String(doc.updatedAt ?? '')
  // Read outside the save's transaction (no `req`): true once the save is visible to pages.
  const isCommitted = async () => {
    const current = await req.payload.findGlobal({ slug: global.slug as 'footer', depth: 0, overrideAccess: true })
    return String(current.updatedAt ?? '') >= savedAt
  }
  void revalidateAfterCommit({ scope: 'site' }, isCommitted, req.payload.logger)
  return doc
}
