import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/cms/payload'
import { REPORT_ENDPOINTS } from '@/server/report/endpoints'
import { handleReport } from '@/server/report/http'
import { clientIp, send } from '@/server/http/request'
import { apiRoute } from '@/server/http/api-route'

/** The report service, /api/ozon-report-service/v1/... (src/server/report/endpoints.ts lists the paths). */
export default apiRoute(async function reportService(req: NextApiRequest, res: NextApiResponse) {
  const { path, ...query } = req.query
  const segments = ([] as string[]).concat(path ?? [])
  send(res, await handleReport(await cms(), REPORT_ENDPOINTS, `/${segments.join('/')}`, { method: req.method, query, headers: req.headers, body: req.body, ip: clientIp(req) }))
})
