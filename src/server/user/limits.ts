/**
 * Rate limits and lockouts, counted in PostgreSQL (table rate_limits, rate-limiter-flexible) so
 * they hold across every app instance and restarts. DESIGN.md "Security baseline".
 */
import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { tooMany } from './errors'

export const LIMITS = {
  /** One SMS code per phone per 60 s (spec: countdown 60 s). */
  smsResend: { points: 1, duration: 60 },
  smsPerPhoneHour: { points: 5, duration: 3600 },
  smsPerPhoneDay: { points: 10, duration: 86_400 },
  smsPerIpHour: { points: 30, duration: 3600 },
  /** Login/register/reset attempts per IP (any outcome). */
  authPerIpHour: { points: 120, duration: 3600 },
  /** Consecutive failed logins per account, forgotten after a day or a success. */
  loginFailures: { points: 10_000, duration: 86_400 },
  /** Captcha tickets already used (single use). */
  captchaUsed: { points: 1, duration: 600 },
} as const

/** Failed logins allowed before the account locks; each further failure doubles the lock. */
export const LOCK_AFTER_FAILURES = 5
const LOCK_BASE_SECONDS = 60
const LOCK_MAX_SECONDS = 3600

export function lockSeconds(failures: number): number {
  if (failures < LOCK_AFTER_FAILURES) return 0
  return Math.min(LOCK_MAX_SECONDS, LOCK_BASE_SECONDS * 2 ** (failures - LOCK_AFTER_FAILURES))
}

export type LimitName = keyof typeof LIMITS | 'loginLock'

export type Limiters = Record<LimitName, RateLimiterPostgres>

const cache = new WeakMap<Pool, Limiters>()

export function limiters(pool: Pool): Limiters {
  let existing = cache.get(pool)
  if (!existing) {
    const make = (keyPrefix: string, points: number, duration: number) =>
      // The table comes from a migration (tableCreated: true); old rows are swept hourly.
      new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, keyPrefix, points, duration })
    existing = {
      ...(Object.fromEntries(Object.entries(LIMITS).map(([name, l]) => [name, make(name, l.points, l.duration)])) as Omit<Limiters, 'loginLock'>),
      loginLock: make('loginLock', 1, 1),
    }
    cache.set(pool, existing)
  }
  return existing
}

/** Consumes one point or throws 429 with the seconds to wait. */
export async function consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
  try {
    await limiter.consume(key)
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext / 1000)
    throw error
  }
}

/** Seconds the account stays locked, 0 when it is not. */
export async function lockedFor(all: Limiters, account: string): Promise<number> {
  const res = await all.loginLock.get(account)
  return res && res.consumedPoints > 1 ? Math.ceil(res.msBeforeNext / 1000) : 0
}

/** Counts a failed login; locks the account with backoff from the 5th failure on. */
export async function recordLoginFailure(all: Limiters, account: string): Promise<void> {
  const res = await all.loginFailures.penalty(account, 1)
  const seconds = lockSeconds(res.consumedPoints)
  if (seconds > 0) await all.loginLock.block(account, seconds)
}

export async function clearLoginFailures(all: Limiters, account: string): Promise<void> {
  await Promise.all([all.loginFailures.delete(account), all.loginLock.delete(account)])
}
