import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/cms/payload'
import { apiRoute } from '@/server/http/api-route'
import { handleService } from '@/server/http/json-service'
import { send } from '@/server/http/request'
import { USER_SERVICE } from '@/server/services'

// Bodies are read (with size limits) by the service itself: JSON and image uploads.
export const config = { api: { bodyParser: false } }

/** The user service, /api/ram/ddqbt/v1/... (src/server/services.ts: the tables of its domains). */
export default apiRoute(async function userService(req: NextApiRequest, res: NextApiResponse) {
  const segments = ([] as string[]).concat(req.query.path ?? [])
  send(res, await handleService(await cms(), USER_SERVICE, `/${segments.join('/')}`, req))
})
