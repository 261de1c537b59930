import type { NextApiRequest, NextApiResponse } from 'next'

import { answerError, apiRoute } from '@/server/http/api-route'
import { siblingApiAnswer } from '@/server/http/sibling-api'
import { fail } from '@/server/platform/errors'

// The body is never read: an unknown path is answered the same whatever is sent (no "Invalid
// JSON" or "Body exceeded" from Next's parser instead of the 404).
export const config = { api: { bodyParser: false } }

/**
 * Any /api path no other route handles, at any depth and by any method, /api itself included
 * (Next tries this optional catch-all only after every more specific route under src/pages/api):
 * the services' JSON 404 in the caller's language, as the user service answers an unknown
 * endpoint (src/server/http/pipeline.ts), never the HTML 404 page. Under another product's API
 * base (src/server/http/sibling-api.ts) the 404 says where this site's API is. The CMS is at /cms-api.
 */
export default apiRoute(async function unknownApiPath(req: NextApiRequest, res: NextApiResponse) {
  const sibling = siblingApiAnswer((req.url ?? '').split('?')[0]!)
  answerError(req, res, sibling ? fail(sibling.error, sibling.params) : 'notFound')
})
