import type { GlobalAfterChangeHook } from 'payload'

import { requestRevalidation } from '../../src/server/cms/revalidate'

/**
 * Header, footer and site settings appear on every page, so saving one of them regenerates the
 * pages that have been rendered (every locale). The seed sets `context.disableRevalidate`.
 */
export const revalidateSiteAfterChange: GlobalAfterChangeHook = async ({ doc, req, context }) => {
  if (context.disableRevalidate) return doc
  await requestRevalidation({ scope: 'site' }, req.payload.logger)
  return doc
}
