/** Issue 19: spec section 3's membership plan codes and section 4's expired rule. */
import { describe, expect, it } from 'vitest'

import { isMembershipExpired, latestEnd, membershipEnd } from '@/lib/membership'
import { PLAN_CODES, planOf } from '@/lib/membership-plans'

describe('membership plans', () => {
  it('names every code of the spec', () => {
    expect(PLAN_CODES.slice().sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 50, 51, 114, 115, 116, 117])
    expect(planOf(4)).toEqual({ code: 4, tier: 'starter', period: 'month' })
    expect(planOf(9)).toEqual({ code: 9, tier: 'starter', period: 'year' })
    expect(planOf('11')).toEqual({ code: 11, tier: 'operation', period: 'quarter' })
    expect(planOf(15)).toMatchObject({ tier: 'ultimate', period: 'year' })
    expect(planOf(114)).toMatchObject({ tier: 'professional', period: 'month' })
    expect(planOf(16)).toMatchObject({ tier: 'trial', period: null })
    expect(planOf(50)).toMatchObject({ tier: 'operation', period: 'renewal' })
    expect(planOf(51)).toMatchObject({ tier: 'ultimate', period: 'renewal' })
    expect(planOf(117)).toMatchObject({ tier: 'professional', period: 'renewal' })
    for (const unknown of [0, 3, 17, 49, 113, 118, '4.0', null, undefined]) expect(planOf(unknown)).toBeNull()
  })

  it('is expired with no end date or none later than now, and says when it ended', () => {
    const now = new Date('2026-11-25T10:00:00')
    expect(isMembershipExpired(null, now)).toBe(true)
    expect(latestEnd(null)).toBeNull()
    const past = { maturityTime: '2026-10-01 00:00:00', bonus: { endTime: '2026-11-01 12:00:00' } }
    expect(membershipEnd(past, now)).toBeNull()
    expect(latestEnd(past)).toEqual(new Date('2026-11-01T12:00:00'))
    const running = { maturityTime: '2026-10-01 00:00:00', bonus: { endTime: '2026-12-01 00:00:00' } }
    expect(membershipEnd(running, now)).toEqual(new Date('2026-12-01T00:00:00'))
  })
})
