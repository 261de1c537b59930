/**
 * The rate limits hold across every app instance: they count in PostgreSQL only, and the shared
 * table is swept by one limiter per instance, not by each of them.
 */
import type { Pool } from 'pg'
import { RateLimiterPostgres } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'

import { LIMITS, limiters } from '@/server/platform/limits'

/** What rate-limiter-flexible keeps of its options (not all in its types). */
type Options = { insuranceLimiter?: unknown; inMemoryBlockOnConsumed: number; clearExpiredByTimeout: boolean }

// Never queried here: making a limiter does not touch its pool (the table exists: tableCreated).
const all = Object.values(limiters({} as Pool))
const options = (limiter: RateLimiterPostgres) => limiter as unknown as Options

describe('rate limits', () => {
  it('count in PostgreSQL only, shared by every instance', () => {
    expect(all).toHaveLength(Object.keys(LIMITS).length)
    for (const limiter of all) {
      expect(limiter).toBeInstanceOf(RateLimiterPostgres)
      // An in-memory fallback or block list would let each instance allow a budget of its own.
      expect(options(limiter).insuranceLimiter).toBeUndefined()
      expect(options(limiter).inMemoryBlockOnConsumed).toBe(0)
    }
  })

  it('sweep the shared table from one limiter per instance', () => {
    expect(all.filter((limiter) => options(limiter).clearExpiredByTimeout)).toHaveLength(1)
  })
})
