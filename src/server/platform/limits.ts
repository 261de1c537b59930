/**
 * Rate limits and lockouts, counted in PostgreSQL (table rate_limits, rate-limiter-flexible) so
 * they hold across every app instance and restarts. DESIGN.md "Security baseline".
 */
import type { Pool } from 'pg'
import { type RateLimiterAbstract, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { SIGNAL_ID_TTL_SECONDS } from '@/server/bot-signal/keys'

import { tooMany } from './errors'

function countryHourlyLimit(): number {
  const value = Number(process.env.SMS_COUNTRY_HOURLY_LIMIT || 300)
  if (!Number.isInteger(value) || value < 1) throw new Error('SMS_COUNTRY_HOURLY_LIMIT must be a whole number of at least 1')
  return value
}

export const LIMITS = {
  /** One SMS code per phone per 60 s (spec: countdown 60 s). */
  smsResend: { points: 1, duration: 60 },
  smsPerPhoneHour: { points: 5, duration: 3600 },
  smsPerPhoneDay: { points: 10, duration: 86_400 },
  smsPerIpHour: { points: 30, duration: 3600 },
  /**
   * Codes an hour to each country other than mainland China (SMS_COUNTRY_HOURLY_LIMIT): sending
   * codes to foreign numbers in bulk ("SMS pumping") costs the operator money; mainland numbers are
   * bounded per number and per address.
   */
  smsPerCountryHour: { points: countryHourlyLimit(), duration: 3600 },
  /** Login/register/reset attempts per IP (any outcome). */
  authPerIpHour: { points: 120, duration: 3600 },
  /** "Is this phone registered?" answers per IP (after a captcha): enumeration stays slow. */
  existencePerIpHour: { points: 20, duration: 3600 },
  /** Sub-account additions per seller (each says whether a phone is registered): not an enumeration tool either. */
  subAccountAddsPerSellerDay: { points: 30, duration: 86_400 },
  /** WeChat QR logins started (and local scans) per IP: each writes a state row. */
  wechatQrPerIpHour: { points: 60, duration: 3600 },
  /** Shop authorizations (each may call Ozon's seller API) per seller. */
  shopChecksPerSellerHour: { points: 30, duration: 3600 },
  /** Translations (translate/translate) per address: each one costs the operator. */
  translatePerIpHour: { points: 200, duration: 3600 },
  /** Reads of the lottery's public draw log (no risk header: scripts read it) per address. */
  publicLogPerIpHour: { points: 600, duration: 3600 },
  /** Anti-bot signal ids already used (single use), as long as their key is accepted. */
  botSignalUsed: { points: 1, duration: SIGNAL_ID_TTL_SECONDS },
  /** Signals taken per address (each keeps a row above): far above the SMS and login budgets, so only floods meet it. */
  botSignalsPerIpMinute: { points: 60, duration: 60 },
  /** Captcha tickets already used (single use). */
  captchaUsed: { points: 1, duration: 600 },
  /** Top-up applications (report service) per seller: a seller asks for a few, not thousands. */
  topUpPerSellerDay: { points: 60, duration: 86_400 },
  /** Community posts (questions, answers, replies, edits) per seller and per address. */
  postsPerSellerHour: { points: 30, duration: 3600 },
  postsPerIpHour: { points: 60, duration: 3600 },
  /** New questions per seller: asking is rarer than answering. */
  questionsPerSellerDay: { points: 10, duration: 86_400 },
  /** Likes and unlikes per seller: a person clicks a few dozen, a script thousands. */
  likesPerSellerHour: { points: 300, duration: 3600 },
  /** Image uploads per seller (questions take three at most). */
  uploadsPerSellerHour: { points: 40, duration: 3600 },
  /**
   * The analytics collector (POST /api/collect), per address. A page view is about one batch (the
   * tracker sends what 2 s gathered, 30 events at most), so a busy reader sends a few a minute and
   * 2-3 events a page. Offices in China share one address behind NAT: these let a few dozen
   * busy readers through at once, and bound what one address can add to at most 144 000 event rows
   * and 500 visitor rows a day (it was 18 000 rows a minute per app instance).
   */
  collectBatchesPerIpMinute: { points: 120, duration: 60 },
  /** One point per event: ~50 readers each reading a page a minute (page view + leave). */
  collectEventsPerIpHour: { points: 6000, duration: 3600 },
  /** New visitor rows (batches without a known visitor cookie): a big office's browsers in a day. */
  collectVisitorsPerIpDay: { points: 500, duration: 86_400 },
} as const

export type LimitName = keyof typeof LIMITS

export type Limiters = Record<LimitName, RateLimiterPostgres>

const cache = new WeakMap<Pool, Limiters>()

export function limiters(pool: Pool): Limiters {
  let existing = cache.get(pool)
  if (!existing) {
    // The table comes from a migration (tableCreated: true). Nothing is kept in memory (no
    // insurance limiter, no in-memory block): each instance would then allow its own budget.
    // rate-limiter-flexible deletes the rows expired over an hour ago every 5 minutes, the whole
    // table's (it has no index on expire, so each sweep reads all of it): one limiter per instance
    // sweeps, not every one.
    const make = (keyPrefix: string, points: number, duration: number, sweeps: boolean) =>
      new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: sweeps, keyPrefix, points, duration })
    existing = Object.fromEntries(Object.entries(LIMITS).map(([name, l], index) => [name, make(name, l.points, l.duration, index === 0)])) as Limiters
    cache.set(pool, existing)
  }
  return existing
}

/** Consumes `points`: 0 when allowed, otherwise the whole seconds to wait (for Retry-After). */
export async function secondsToWait(limiter: RateLimiterAbstract, key: string, points = 1): Promise<number> {
  try {
    await limiter.consume(key, points)
    return 0
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
    throw error
  }
}

/** Consumes one point or throws 429 with the seconds to wait. */
export async function consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
  const wait = await secondsToWait(limiter, key)
  if (wait) throw tooMany(wait)
}
