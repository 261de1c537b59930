/**
 * The last line of every API route of the site: whatever a handler throws is answered as JSON in
 * the caller's language, never Next's HTML error page. An unreachable database is a 503 "try
 * again" (src/server/db/unavailable.ts), anything else a 500 that is logged.
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next'

import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '@/server/db/unavailable'
import { requestLocale, translate } from '@/server/platform/messages'

export function answerFailure(req: NextApiRequest, res: NextApiResponse, error: unknown): void {
  if (res.headersSent) {
    res.end()
    return
  }
  const unavailable = isDatabaseUnavailable(error)
  if (!unavailable) console.error(`[api] ${req.method} ${req.url?.split('?')[0]} failed:`, error)
  const status = unavailable ? 503 : 500
  res.setHeader('Cache-Control', 'no-store')
  if (unavailable) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
  res.status(status).json({ code: status, message: translate(requestLocale(req.headers['accept-language']), unavailable ? 'unavailable' : 'serverError') })
}

export function apiRoute<T = unknown>(handler: NextApiHandler<T>): NextApiHandler<T> {
  return async (req, res) => {
    try {
      await handler(req, res)
    } catch (error) {
      answerFailure(req, res as NextApiResponse, error)
    }
  }
}
