import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/cms/payload'
import { apiRoute } from '@/server/http/api-route'
import { handleService } from '@/server/http/json-service'
import { send } from '@/server/http/request'
import { DISTRIBUTION_SERVICE } from '@/server/services'

// Bodies are read (with size limits) by the service itself: JSON and image uploads.
export const config = { api: { bodyParser: false } }

/** The distribution service, /api/dis/distribution/... (src/server/distribution/endpoints.ts lists the paths). */
export default apiRoute(async function distributionService(req: NextApiRequest, res: NextApiResponse) {
  const segments = ([] as string[]).concat(req.query.path ?? [])
  send(res, await handleService(await cms(), DISTRIBUTION_SERVICE, `/${segments.join('/')}`, req))
})
