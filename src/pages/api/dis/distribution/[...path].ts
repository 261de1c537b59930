import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/cms/payload'
import { DISTRIBUTION_BASE, DISTRIBUTION_ENDPOINTS } from '@/server/distribution/endpoints'
import { handle } from '@/server/user/http'
import { send } from '@/server/http/request'
import { apiRoute } from '@/server/http/api-route'

export const config = { api: { bodyParser: false } }

/** The distribution service, /api/dis/distribution/... (src/server/distribution/endpoints.ts lists the paths). */
export default apiRoute(async function distributionService(req: NextApiRequest, res: NextApiResponse) {
  const segments = ([] as string[]).concat(req.query.path ?? [])
  send(res, await handle(await cms(), DISTRIBUTION_ENDPOINTS, `/${segments.join('/')}`, req, DISTRIBUTION_BASE))
})
