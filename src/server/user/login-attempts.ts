/**
 * The password-login budget of an account (table login_attempts, the only code that touches it).
 * An attempt is reserved in one statement before the password is checked, and counts as a
 * failure until a success clears it: 21 simultaneous guesses get the same 5 checks as 21 guesses
 * in a row. From the 5th failure on the account locks, 60 s doubling up to an hour; failures are
 * forgotten a day after the last one. SMS login is never locked by this.
 */
import { eq, isNull, lte, or, type SQL, sql } from '@payloadcms/db-postgres/drizzle'

import type { Db } from '@/server/db/drizzle'
import { login_attempts } from '@/server/db/tables'

export const LOCK_AFTER_FAILURES = 5
const LOCK_BASE_SECONDS = 60
const LOCK_MAX_SECONDS = 3600

/** How long the account locks after this many failures (0: not locked). */
export function lockSeconds(failures: number): number {
  if (failures < LOCK_AFTER_FAILURES) return 0
  return Math.min(LOCK_MAX_SECONDS, LOCK_BASE_SECONDS * 2 ** (failures - LOCK_AFTER_FAILURES))
}

export type Reservation = { granted: true } | { granted: false; waitSeconds: number }

let lastSweep = 0

/** Forgotten budgets (a day old, unlocked) are deleted at most hourly, so guessing at many phones leaves no trail. */
async function sweep(db: Db): Promise<void> {
  if (Date.now() - lastSweep < 3_600_000) return
  lastSweep = Date.now()
  await db
    .delete(login_attempts)
    .where(sql`${login_attempts.updatedAt} < now() - interval '1 day' AND (${login_attempts.lockedUntil} IS NULL OR ${login_attempts.lockedUntil} < now())`)
}

/** lockSeconds for 1, 2, … failures, until it stops growing: the statement below indexes it (capped). */
const LOCK_TABLE = Array.from({ length: LOCK_AFTER_FAILURES + Math.ceil(Math.log2(LOCK_MAX_SECONDS / LOCK_BASE_SECONDS)) }, (_, i) => lockSeconds(i + 1))

/** The lock that `count` failures earn, from now (NULL below LOCK_AFTER_FAILURES). */
const lockFor = (count: SQL) =>
  sql`CASE WHEN ${count} >= ${LOCK_AFTER_FAILURES} THEN now() + make_interval(secs => (${sql.param(LOCK_TABLE)}::int[])[LEAST(${count}, array_length(${sql.param(LOCK_TABLE)}::int[], 1))]) END`

/** Takes one attempt from the account's budget, or says how long it stays locked. */
export async function reserveLoginAttempt(db: Db, account: string): Promise<Reservation> {
  await sweep(db)
  // The existing row's count, plus this attempt; a day-old budget starts over.
  const failures = sql`CASE WHEN ${login_attempts.updatedAt} < now() - interval '1 day' THEN 1 ELSE ${login_attempts.failures} + 1 END`
  // One statement: the attempt is taken only while the account is not locked (the upsert's WHERE).
  const { rowCount } = await db
    .insert(login_attempts)
    .values({ account, failures: 1, lockedUntil: lockFor(sql`1`), updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: login_attempts.account,
      set: { failures, lockedUntil: lockFor(failures), updatedAt: sql`now()` },
      setWhere: or(isNull(login_attempts.lockedUntil), lte(login_attempts.lockedUntil, sql`now()`)),
    })
  if (rowCount === 1) return { granted: true }
  const [row] = await db
    .select({ wait: sql<number | null>`ceil(extract(epoch FROM ${login_attempts.lockedUntil} - now()))::int` })
    .from(login_attempts)
    .where(eq(login_attempts.account, account))
  return { granted: false, waitSeconds: Math.max(1, Number(row?.wait ?? 1)) }
}

/** A successful login (password, SMS or reset): the budget starts over. */
export async function clearLoginAttempts(db: Db, account: string): Promise<void> {
  await db.delete(login_attempts).where(eq(login_attempts.account, account))
}

/** Gives back an attempt whose password was never checked (the server was too busy to hash it). */
export async function releaseLoginAttempt(db: Db, account: string): Promise<void> {
  await db
    .update(login_attempts)
    .set({
      failures: sql`GREATEST(${login_attempts.failures} - 1, 0)`,
      lockedUntil: sql`CASE WHEN ${login_attempts.failures} - 1 >= ${LOCK_AFTER_FAILURES} THEN ${login_attempts.lockedUntil} END`,
    })
    .where(eq(login_attempts.account, account))
}
