import type { NextApiRequest, NextApiResponse } from 'next'

import { localizedPath } from '@/lib/i18n/locales'
import { previewPath, previewQuerySchema, staffUserFrom } from '@/server/cms/preview'
import { apiRoute } from '@/server/http/api-route'

/**
 * The admin's Preview / live preview: for a signed-in CMS user, turns on draft mode (pages then
 * render the latest draft per request) and opens the document's page. Nobody else gets drafts.
 */
export default apiRoute(async function handler(req: NextApiRequest, res: NextApiResponse) {
  const query = previewQuerySchema.safeParse(req.query)
  if (!query.success) return res.status(400).json({ code: 400, message: 'Expected collection (articles|lessons|lottery-campaigns|promotions), id and locale' })
  const user = await staffUserFrom(req.headers)
  if (!user) return res.status(401).json({ code: 401, message: 'Sign in to the CMS admin to preview drafts' })
  const path = await previewPath(query.data)
  if (!path) return res.status(404).json({ code: 404, message: 'No such document' })
  res.setDraftMode({ enable: true })
  res.setHeader('Cache-Control', 'no-store')
  res.redirect(307, localizedPath(path, query.data.locale))
})
