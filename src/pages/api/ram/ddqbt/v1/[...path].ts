import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/cms/payload'
import { USER_ENDPOINTS } from '@/server/user/endpoints'
import { handle } from '@/server/user/http'
import { send } from '@/server/http/request'
import { apiRoute } from '@/server/http/api-route'

// Bodies are read (with size limits) by the service itself: JSON and image uploads.
export const config = { api: { bodyParser: false } }

/** The user service, /api/ram/ddqbt/v1/... (src/server/user/endpoints.ts lists the paths). */
export default apiRoute(async function userService(req: NextApiRequest, res: NextApiResponse) {
  const segments = ([] as string[]).concat(req.query.path ?? [])
  send(res, await handle(await cms(), USER_ENDPOINTS, `/${segments.join('/')}`, req))
})
