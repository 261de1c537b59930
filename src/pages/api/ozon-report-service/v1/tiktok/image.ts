import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/cms/payload'
import { apiRoute } from '@/server/http/api-route'
import { send } from '@/server/http/request'
import { handleImage } from '@/server/report/image-proxy'

/** GET /api/ozon-report-service/v1/tiktok/image?url=: a ranking picture through this site (src/server/report/image-proxy.ts). */
export default apiRoute(async function rankingImage(req: NextApiRequest, res: NextApiResponse) {
  send(res, await handleImage(await cms(), req))
})
