import type { GlobalAfterChangeHook } from 'payload'

import { revalidateAfterCommit, type RevalidationScope } from '../../src/server/cms/revalidate'

/**
 * Saving a global regenerates the pages showing it (every locale) once the save is committed.
 * The seed sets `context.disableRevalidate`.
 */
export function revalidateGlobalAfterChange(scope: RevalidationScope): GlobalAfterChangeHook {
  return ({ doc, req, context, global }) => {
    if (context.disableRevalidate) return doc
    const savedAt = String(doc.updatedAt ?? '')
    // Read outside the save's transaction (no `req`): true once the save is visible to pages.
    const isCommitted = async () => {
      const current = await req.payload.findGlobal({ slug: global.slug as 'footer', depth: 0, overrideAccess: true })
      return String(current.updatedAt ?? '') >= savedAt
    }
    void revalidateAfterCommit(scope, isCommitted, req.payload.logger)
    return doc
  }
}

/** Header, footer and site settings appear on every page. */
export const revalidateSiteAfterChange = revalidateGlobalAfterChange({ scope: 'site' })
