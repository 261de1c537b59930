import type { AfterErrorHook } from 'payload'

import { isDatabaseUnavailable } from '../../src/server/db/unavailable'
import { requestLocale, translate } from '../../src/server/user/messages'

/**
 * A query string that is not JSON where JSON belongs (`where=...`) throws a SyntaxError in
 * Payload's parsing; PostgreSQL error classes that mean "the query's values were wrong", not "the server failed":
 * 22 data exception (a word where an id goes, a number out of range, a bad date), 42883 and 42804
 * (an operator the field's type does not have, e.g. `near` on text). Payload answers them with
 * a 500; they are the caller's mistake, so a 400. A database that cannot be reached is a 503
 * "try again" (src/server/db/unavailable.ts), as on the site's own services.
 */
const CALLER_ERRORS = /^(22|42883$|42804$)/

function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

export const badQueryError: AfterErrorHook = ({ error, req }) => {
  const locale = requestLocale(req.headers.get('accept-language') ?? undefined)
  if (isDatabaseUnavailable(error)) return { status: 503, response: { errors: [{ message: translate(locale, 'unavailable') }] } }
  const code = databaseCode(error)
  const callersMistake = error instanceof SyntaxError || Boolean(code && CALLER_ERRORS.test(code))
  if (!callersMistake) return
  return { status: 400, response: { errors: [{ message: translate(locale, 'badRequest') }] } }
}
