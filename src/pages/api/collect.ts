import type { NextApiRequest, NextApiResponse } from 'next'

import { collect } from '@/server/attribution/http'
import { cms } from '@/server/cms/payload'
import { apiRoute } from '@/server/http/api-route'
import { send } from '@/server/http/request'

// The body is read (with a size limit) by the collector itself.
export const config = { api: { bodyParser: false } }

/** The site's own analytics collector (public/track.js sends page views, top-bar clicks and leaves). */
export default apiRoute(async function collector(req: NextApiRequest, res: NextApiResponse) {
  send(res, await collect(await cms(), req))
})
