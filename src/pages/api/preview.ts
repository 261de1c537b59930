import type { NextApiRequest, NextApiResponse } from 'next'

import { localizedPath } from '@/lib/i18n/locales'
import { previewPath, previewQuerySchema, staffUserFrom } from '@/server/cms/preview'
import { answerError, apiRoute } from '@/server/http/api-route'

/**
 * The admin's Preview / live preview: for a signed-in CMS user, turns on draft mode (pages then
 * render the latest draft per request) and opens the document's page. Nobody else gets drafts.
 */
export default apiRoute(async function handler(req: NextApiRequest, res: NextApiResponse) {
  const query = previewQuerySchema.safeParse(req.query)
  if (!query.success) return answerError(req, res, 'previewInvalid')
  const user = await staffUserFrom(req.headers)
  if (!user) return answerError(req, res, 'staffLoginRequired')
  const path = await previewPath(query.data)
  if (!path) return answerError(req, res, 'notFound')
  res.setDraftMode({ enable: true })
  res.setHeader('Cache-Control', 'no-store')
  res.redirect(307, localizedPath(path, query.data.locale))
})
