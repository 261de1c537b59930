import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/cms/payload'
import { PAY_BASE, PAY_ENDPOINTS } from '@/server/distribution/endpoints'
import { handle } from '@/server/user/http'
import { send } from '@/server/http/request'
import { apiRoute } from '@/server/http/api-route'

export const config = { api: { bodyParser: false } }

/** The coupon lobby, /api/product/pay/... (src/server/distribution/endpoints.ts). */
export default apiRoute(async function payService(req: NextApiRequest, res: NextApiResponse) {
  const segments = ([] as string[]).concat(req.query.path ?? [])
  send(res, await handle(await cms(), PAY_ENDPOINTS, `/${segments.join('/')}`, req, PAY_BASE))
})
