import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/cms/payload'
import { handleRankingExport } from '@/server/exports/rankings'
import { apiRoute } from '@/server/http/api-route'
import { send } from '@/server/http/request'

/** A ranking as CSV, /api/rankings/<kind>.csv (src/server/exports/rankings.ts). */
export default apiRoute(async function rankingExport(req: NextApiRequest, res: NextApiResponse) {
  send(res, await handleRankingExport(await cms(), `/${String(req.query.file)}`, req))
})
