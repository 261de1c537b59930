import { describe, expect, it } from 'vitest'

import { formatDateTime, parseDateTime } from '@/lib/format/date'
import { formatGrowth, formatNumber } from '@/lib/format/numbers'
import { isMembershipExpired } from '@/lib/membership'

describe('formatNumber', () => {
  it('shows numbers below 10,000 with separators and at most one decimal', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(1234)).toBe('1,234')
    expect(formatNumber(9999)).toBe('9,999')
    expect(formatNumber(12.345)).toBe('12.3')
    expect(formatNumber('56.78', { decimals: 2 })).toBe('56.78')
    expect(formatNumber(-1234)).toBe('-1,234')
  })

  it('divides five-digit and larger numbers by 10,000 with the w suffix', () => {
    expect(formatNumber(10000)).toBe('1.0w')
    expect(formatNumber(123456)).toBe('12.3w')
    expect(formatNumber(123456789)).toBe('12,345.7w')
    expect(formatNumber(123456, { decimals: 2 })).toBe('12.35w')
    expect(formatNumber(-250000)).toBe('-25.0w')
  })

  it('can take amounts in cents', () => {
    expect(formatNumber(123456, { fromCents: true })).toBe('1,234.6')
    expect(formatNumber(100000000, { fromCents: true })).toBe('100.0w')
  })

  it("shows '-' for empty values", () => {
    for (const empty of [null, undefined, '', ' ', 'abc', Number.NaN]) expect(formatNumber(empty)).toBe('-')
  })
})

describe('formatGrowth', () => {
  it('is a multiple with one decimal and the given suffix', () => {
    expect(formatGrowth(2.345, '倍')).toBe('2.3倍')
    expect(formatGrowth('3', 'x')).toBe('3.0x')
    expect(formatGrowth(0, 'x')).toBe('0.0x')
  })

  it("is '-' when empty", () => {
    for (const empty of [null, undefined, '', Number.NaN]) expect(formatGrowth(empty, '倍')).toBe('-')
  })
})

describe('formatDateTime', () => {
  it('is YYYY-MM-DD HH:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05')
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59, 59).getTime())).toBe('2024-12-31 23:59:59')
    expect(formatDateTime('2024-05-06 07:08:09')).toBe('2024-05-06 07:08:09')
    expect(formatDateTime('2024-05-06')).toBe('2024-05-06 00:00:00')
  })

  it("is '' for missing or invalid input", () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime('not a date')).toBe('')
    expect(parseDateTime('')).toBeNull()
  })
})

describe('isMembershipExpired', () => {
  const now = new Date(2024, 5, 1, 12, 0, 0)
  const later = '2024-06-02 00:00:00'
  const earlier = '2024-05-01 00:00:00'

  it('is expired without any end time', () => {
    expect(isMembershipExpired(null, now)).toBe(true)
    expect(isMembershipExpired({}, now)).toBe(true)
    expect(isMembershipExpired({ maturityTime: null, bonus: { endTime: null } }, now)).toBe(true)
  })

  it('is active while the maturity time or the bonus end is later than now', () => {
    expect(isMembershipExpired({ maturityTime: later }, now)).toBe(false)
    expect(isMembershipExpired({ maturityTime: earlier, bonus: { endTime: later } }, now)).toBe(false)
    expect(isMembershipExpired({ maturityTime: later, bonus: { endTime: earlier } }, now)).toBe(false)
  })

  it('is expired when every end time is not later than now', () => {
    expect(isMembershipExpired({ maturityTime: earlier, bonus: { endTime: earlier } }, now)).toBe(true)
    expect(isMembershipExpired({ maturityTime: '2024-06-01 12:00:00' }, now)).toBe(true)
  })
})
