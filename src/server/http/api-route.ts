/**
 * The last line of every API route of the site: whatever a handler throws is answered as JSON in
 * the caller's language, never Next's HTML error page. An unreachable database is a 503 "try
 * again" (src/server/db/unavailable.ts), anything else a 500 that is logged. Every error body
 * carries the request's id (`requestId`, also the `X-Request-Id` header) for support to find the
 * log lines.
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next'

import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '@/server/db/unavailable'
import { type ErrorName, errorBody, fail, type ServiceError } from '@/server/platform/errors'
import { requestLogger } from '@/server/platform/log'
import { requestLocale } from '@/server/platform/messages'
import { requestIdOf } from './observe'

/** A catalogue error as JSON in the caller's language, with the request id. */
export function answerError(req: NextApiRequest, res: NextApiResponse, error: ServiceError | ErrorName): void {
  const failure = typeof error === 'string' ? fail(error) : error
  res.setHeader('Cache-Control', 'no-store')
  if (failure.status === 503) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
  res.status(failure.status).json(errorBody(failure, requestLocale(req.headers['accept-language']), requestIdOf(req.headers)))
}

export function answerFailure(req: NextApiRequest, res: NextApiResponse, error: unknown): void {
  if (res.headersSent) {
    res.end()
    return
  }
  const unavailable = isDatabaseUnavailable(error)
  if (!unavailable) requestLogger(requestIdOf(req.headers)).error({ err: error, method: req.method, path: req.url?.split('?')[0] }, 'API route failed')
  answerError(req, res, unavailable ? 'unavailable' : 'serverError')
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
