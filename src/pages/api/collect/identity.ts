import type { NextApiRequest, NextApiResponse } from 'next'

import { collectIdentity } from '@/server/attribution/http'
import { cms } from '@/server/cms/payload'
import { apiRoute } from '@/server/http/api-route'
import { send } from '@/server/http/request'

// The body is read (with a size limit) by the collector itself.
export const config = { api: { bodyParser: false } }

/** A signed-in seller's identity events (src/lib/attribution/identity.ts: signup, identify). */
export default apiRoute(async function identity(req: NextApiRequest, res: NextApiResponse) {
  send(res, await collectIdentity(await cms(), req))
})
