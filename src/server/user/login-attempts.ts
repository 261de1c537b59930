/**
 * The password-login budget of an account (table login_attempts, the only code that touches it).
 * An attempt is reserved in one statement before the password is checked, and counts as a
 * failure until a success clears it: 21 simultaneous guesses get the same 5 checks as 21 guesses
 * in a row. From the 5th failure on the account locks, 60 s doubling up to an hour; failures are
 * forgotten a day after the last one. SMS login is never locked by this.
 */
import type { Pool } from 'pg'

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
async function sweep(pool: Pool): Promise<void> {
  if (Date.now() - lastSweep < 3_600_000) return
  lastSweep = Date.now()
  await pool.query(`DELETE FROM login_attempts WHERE updated_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`)
}

/** lockSeconds for 1, 2, … failures, until it stops growing: the statement below indexes it (capped). */
const LOCK_TABLE = Array.from({ length: LOCK_AFTER_FAILURES + Math.ceil(Math.log2(LOCK_MAX_SECONDS / LOCK_BASE_SECONDS)) }, (_, i) => lockSeconds(i + 1))

/** Takes one attempt from the account's budget, or says how long it stays locked. */
export async function reserveLoginAttempt(pool: Pool, account: string): Promise<Reservation> {
  await sweep(pool)
  const failures = `CASE WHEN a.updated_at < now() - interval '1 day' THEN 1 ELSE a.failures + 1 END`
  const lock = (count: string) => `CASE WHEN ${count} >= $2 THEN now() + make_interval(secs => ($3::int[])[LEAST(${count}, array_length($3::int[], 1))]) END`
  const { rowCount } = await pool.query(
    `INSERT INTO login_attempts AS a (account, failures, locked_until, updated_at)
     VALUES ($1, 1, ${lock('1')}, now())
     ON CONFLICT (account) DO UPDATE SET failures = ${failures}, locked_until = ${lock(failures)}, updated_at = now()
     WHERE a.locked_until IS NULL OR a.locked_until <= now()`,
    [account, LOCK_AFTER_FAILURES, LOCK_TABLE],
  )
  if (rowCount === 1) return { granted: true }
  const { rows } = await pool.query(`SELECT ceil(extract(epoch FROM locked_until - now()))::int AS wait FROM login_attempts WHERE account = $1`, [account])
  return { granted: false, waitSeconds: Math.max(1, Number(rows[0]?.wait ?? 1)) }
}

/** A successful login (password, SMS or reset): the budget starts over. */
export async function clearLoginAttempts(pool: Pool, account: string): Promise<void> {
  await pool.query('DELETE FROM login_attempts WHERE account = $1', [account])
}

/** Gives back an attempt whose password was never checked (the server was too busy to hash it). */
export async function releaseLoginAttempt(pool: Pool, account: string): Promise<void> {
  await pool.query(
    `UPDATE login_attempts SET failures = GREATEST(failures - 1, 0),
            locked_until = CASE WHEN failures - 1 >= $2 THEN locked_until END
      WHERE account = $1`,
    [account, LOCK_AFTER_FAILURES],
  )
}
