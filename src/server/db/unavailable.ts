/**
 * Whether an error means "the database cannot be reached" (the caller should try again: 503)
 * rather than a fault in our code (500) or in the request (4xx). Drivers and ORMs wrap the
 * original error (drizzle, Payload), so the whole `cause` chain is read.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'WRONG_DATABASE'])
// SQLSTATE 08: connection exception; 28: the server refused our credentials (another server on
// the port, or a changed password); 3D000: no such database; 57P01-57P03: admin/crash shutdown,
// cannot connect now; 53300: too many connections.
const SQLSTATE = /^(08...|28...|3D000|57P0[123]|53300)$/
// node-postgres and pg-pool say these in words only; Payload's transactions drop the driver's
// error (and its code) when one cannot begin: no connection, or none that answers BEGIN.
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|cannot connect to Postgres|Client was closed|cannot begin transaction/i

/** What a 503 tells the caller to wait (Retry-After): a restart or a fail-over takes seconds. */
export const UNAVAILABLE_RETRY_SECONDS = 5

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  const pending: unknown[] = [error]
  while (pending.length) {
    const current = pending.pop()
    if (!current || typeof current !== 'object' || seen.has(current) || seen.size > 20) continue
    seen.add(current)
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true
    if (typeof message === 'string' && MESSAGES.test(message)) return true
    pending.push(cause)
    if (Array.isArray(errors)) pending.push(...errors)
  }
  return false
}

/**
 * Throws the database's error when it does not answer a trivial query. For answers that only look
 * like the caller's fault: Payload reads a staff token's user from the database and, when that
 * read fails, goes on as "not logged in" (a 401/403 during an outage).
 */
export async function assertDatabaseAnswers(pool: { query: (text: string) => Promise<unknown> }): Promise<void> {
  await pool.query('SELECT 1')
}
