import type { AfterErrorHook } from 'payload'

import { assertDatabaseAnswers, isDatabaseUnavailable } from '@/server/db/unavailable'
import { requestLocale, translate } from '@/server/platform/messages'

/**
 * A query string that is not JSON where JSON belongs (`where=...`) throws a SyntaxError in
 * Payload's parsing; PostgreSQL error classes that mean "the query's values were wrong", not "the server failed":
 * 22 data exception (a word where an id goes, a number out of range, a bad date), 42883 and 42804
 * (an operator the field's type does not have, e.g. `near` on text). Payload answers them with
 * a 500; they are the caller's mistake, so a 400. A database that cannot be reached is a 503
 * "try again" (src/server/db/unavailable.ts), as on the site's own services.
 */
const CALLER_ERRORS = /^(22|42883$|42804$)/

type Queryable = { query: (text: string) => Promise<unknown> }

async function databaseAnswers(db: { pool?: Queryable }): Promise<boolean> {
  if (!db.pool) return true
  return assertDatabaseAnswers(db.pool).then(
    () => true,
    (error: unknown) => !isDatabaseUnavailable(error),
  )
}

function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

export const badQueryError: AfterErrorHook = async ({ error, req }) => {
  const locale = requestLocale(req.headers.get('accept-language') ?? undefined)
  const unavailable = { status: 503, response: { errors: [{ message: translate(locale, 'unavailable') }] } }
  if (isDatabaseUnavailable(error)) return unavailable
  // A staff token whose user could not be read (Payload treats a failed read as "no user") is
  // refused as 401/403: during an outage that is the database's fault, not the caller's.
  const status = (error as { status?: unknown }).status
  if ((status === 401 || status === 403) && !(await databaseAnswers(req.payload.db as { pool?: Queryable }))) return unavailable
  const code = databaseCode(error)
  const callersMistake = error instanceof SyntaxError || Boolean(code && CALLER_ERRORS.test(code))
  if (!callersMistake) return
  return { status: 400, response: { errors: [{ message: translate(locale, 'badRequest') }] } }
}
