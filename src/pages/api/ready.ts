import type { NextApiRequest, NextApiResponse } from 'next'

import { readiness } from '@/server/db/readiness'
import { apiRoute } from '@/server/http/api-route'

/**
 * Readiness (load balancers, Kubernetes' readinessProbe, compose): 200 when the database answers,
 * every committed migration is applied and the CMS client has started; else 503 with the reason
 * (`database`, `migrations`, `starting`). Within 2 s either way (src/server/db/readiness.ts).
 */
export default apiRoute(async function ready(_req: NextApiRequest, res: NextApiResponse) {
  const state = await readiness()
  res.setHeader('Cache-Control', 'no-store')
  if (state.ready) return res.status(200).json({ status: 'ready', migrations: state.migrations })
  res.setHeader('Retry-After', '5')
  return res.status(503).json({ status: 'unavailable', reason: state.reason, detail: state.detail })
})
