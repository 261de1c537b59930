import type { NextApiRequest, NextApiResponse } from 'next'

import { answerError, apiRoute } from '@/server/http/api-route'
import { requestIdOf } from '@/server/http/observe'
import { requestLogger } from '@/server/platform/log'
import { scrapeAllowed } from '@/server/platform/metrics-access'
import { metricsText } from '@/server/platform/metrics'

/**
 * Prometheus metrics of this instance (text format), for a scraper holding `METRICS_TOKEN`
 * (`Authorization: Bearer …`). Without the token set it answers 404: nothing about the server is
 * public by default. The cache tier never caches /api.
 */
export default apiRoute(async function metrics(req: NextApiRequest, res: NextApiResponse) {
  const access = scrapeAllowed(req.headers.authorization)
  // Probes log at debug: a refused scrape (a wrong token, someone guessing) must show at warn.
  if (access === 'refused') requestLogger(requestIdOf(req.headers)).warn('metrics scrape refused: wrong or missing token')
  if (access !== 'allowed') return answerError(req, res, access === 'disabled' ? 'notFound' : 'unauthorized')
  res.setHeader('Cache-Control', 'no-store')
  const { contentType, body } = await metricsText()
  res.setHeader('Content-Type', contentType)
  return res.status(200).send(body)
})
