import type { NextApiRequest, NextApiResponse } from 'next'

import { readiness } from '@/server/db/readiness'
import { apiRoute } from '@/server/http/api-route'
import { UNAVAILABLE_RETRY_SECONDS } from '@/server/db/unavailable'

/**
 * Readiness (load balancers, Kubernetes' readinessProbe, compose): 200 when the database answers,
 * every committed migration is applied and the CMS client has started; else 503 with the reason
 * (`database`, `migrations`, `starting`, `cms`; the details are in the log). Within 1.5 s either
 * way (src/server/db/readiness.ts).
 */
export default apiRoute(async function ready(_req: NextApiRequest, res: NextApiResponse) {
  const state = await readiness()
  res.setHeader('Cache-Control', 'no-store')
  if (state.ready) return res.status(200).json({ status: 'ready', migrations: state.migrations })
  res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
  return res.status(503).json({ status: 'unavailable', reason: state.reason })
})
