import type { GlobalAfterChangeHook } from 'payload'

import { isLocale, type Locale } from '@/lib/i18n/locales'
import { revalidateAfterCommit, type RevalidationScope } from '@/server/cms/revalidate'

/**
 * Saving a global regenerates the pages showing it (every locale) once the save is committed.
 * The seed sets `context.disableRevalidate`.
 */
export function revalidateGlobalAfterChange(scopeOf: RevalidationScope | ((locale: Locale | undefined) => RevalidationScope)): GlobalAfterChangeHook {
  return ({ doc, req, context, global }) => {
    if (context.disableRevalidate) return doc
    const savedAt = String(doc.updatedAt ?? '')
    // Read outside the save's transaction (no `req`): true once the save is visible to pages.
    const isCommitted = async () => {
      const current = await req.payload.findGlobal({ slug: global.slug as 'footer', depth: 0, overrideAccess: true })
      return String(current.updatedAt ?? '') >= savedAt
    }
    const scope = typeof scopeOf === 'function' ? scopeOf(isLocale(req.locale) ? req.locale : undefined) : scopeOf
    void revalidateAfterCommit(scope, isCommitted, req.payload.logger)
    return doc
  }
}

/** Header, footer and site settings appear on every page: those in the language saved come first. */
export const revalidateSiteAfterChange = revalidateGlobalAfterChange((locale) => ({ scope: 'site', firstLocale: locale }))
