import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/cms/payload'
import { handleExport } from '@/server/exports/http'
import { apiRoute } from '@/server/http/api-route'
import { send } from '@/server/http/request'

/** The admin's CSV exports, /api/admin/<file> (src/server/exports/endpoints.ts lists them). */
export default apiRoute(async function adminExport(req: NextApiRequest, res: NextApiResponse) {
  send(res, await handleExport(await cms(), `/${String(req.query.file)}`, req))
})
