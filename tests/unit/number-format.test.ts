import { describe, expect, it } from 'vitest'

import { formatDateTime, parseDateTime } from '@/lib/format/date'
import { countMessage, formatCount, formatGrowth } from '@/lib/format/numbers'
import { LOCALES } from '@/lib/i18n/locales'
import { isMembershipExpired } from '@/lib/membership'

/** Russian groups digits and separates units with a non-breaking space. */
const nb = (text: string) => text.replaceAll(' ', '\u00a0')

describe('formatCount', () => {
  it('keeps the spec’s rule in zh: under 10,000 with separators and at most one decimal', () => {
    expect(formatCount(0, 'zh')).toBe('0')
    expect(formatCount(873, 'zh')).toBe('873')
    expect(formatCount(1234, 'zh')).toBe('1,234')
    expect(formatCount(9999, 'zh')).toBe('9,999')
    expect(formatCount(12.345, 'zh')).toBe('12.3')
    expect(formatCount('1234.56', 'zh')).toBe('1,234.6')
    expect(formatCount(-1234, 'zh')).toBe('-1,234')
    expect(formatCount(-0.04, 'zh')).toBe('0')
  })

  it('keeps the spec’s rule in zh: five or more integer digits divided by 10,000 with a w', () => {
    expect(formatCount(10_000, 'zh')).toBe('1w')
    expect(formatCount(12_345, 'zh')).toBe('1.2w')
    expect(formatCount(18_000, 'zh')).toBe('1.8w')
    expect(formatCount(47_310, 'zh')).toBe('4.7w')
    expect(formatCount(99_999, 'zh')).toBe('10w')
    expect(formatCount(1_234_567, 'zh')).toBe('123.5w')
    expect(formatCount(123_456_789, 'zh')).toBe('12,345.7w')
    expect(formatCount(-56_789, 'zh')).toBe('-5.7w')
    expect(formatCount(9_999.96, 'zh')).toBe('1w')
  })

  it('uses the compact notation in en from 10,000 on, never a w', () => {
    expect(formatCount(0, 'en')).toBe('0')
    expect(formatCount(999, 'en')).toBe('999')
    expect(formatCount(9999, 'en')).toBe('9,999')
    expect(formatCount(1234.56, 'en')).toBe('1,234.6')
    expect(formatCount(10_000, 'en')).toBe('10K')
    expect(formatCount(12_345, 'en')).toBe('12.3K')
    expect(formatCount(18_000, 'en')).toBe('18K')
    expect(formatCount(47_310, 'en')).toBe('47.3K')
    expect(formatCount(999_999, 'en')).toBe('1M')
    expect(formatCount(1_234_567, 'en')).toBe('1.2M')
    expect(formatCount(123_456_789, 'en')).toBe('123.5M')
    expect(formatCount(-56_789, 'en')).toBe('-56.8K')
    expect(formatCount(9_999.96, 'en')).toBe('10K')
    expect(formatCount(-0.04, 'en')).toBe('0')
  })

  it('uses the compact notation in ru from 10,000 on, with non-breaking spaces', () => {
    expect(formatCount(999, 'ru')).toBe('999')
    expect(formatCount(9999, 'ru')).toBe(nb('9 999'))
    expect(formatCount(1234.56, 'ru')).toBe(nb('1 234,6'))
    expect(formatCount(10_000, 'ru')).toBe(nb('10 тыс.'))
    expect(formatCount(12_345, 'ru')).toBe(nb('12,3 тыс.'))
    expect(formatCount(18_000, 'ru')).toBe(nb('18 тыс.'))
    expect(formatCount(47_310, 'ru')).toBe(nb('47,3 тыс.'))
    expect(formatCount(1_234_567, 'ru')).toBe(nb('1,2 млн'))
    expect(formatCount(123_456_789, 'ru')).toBe(nb('123,5 млн'))
    expect(formatCount(-56_789, 'ru')).toBe(nb('-56,8 тыс.'))
  })

  it('can take amounts in cents', () => {
    expect(formatCount(123_456, 'zh', { cents: true })).toBe('1,234.6')
    expect(formatCount(2_500_000, 'zh', { cents: true })).toBe('2.5w')
    expect(formatCount(2_500_000, 'en', { cents: true })).toBe('25K')
    expect(formatCount(2_500_000, 'ru', { cents: true })).toBe(nb('25 тыс.'))
  })

  it("shows '-' for empty values in every language", () => {
    for (const locale of LOCALES) for (const empty of [null, undefined, '', ' ', 'abc', Number.NaN, Infinity]) expect(formatCount(empty, locale)).toBe('-')
  })
})

describe('countMessage', () => {
  it('keeps the number for the plural and shows it through formatCount', () => {
    expect(countMessage(47_310, 'zh')).toEqual({ count: 47_310, replace: { count: '4.7w' } })
    expect(countMessage(47_310, 'en')).toEqual({ count: 47_310, replace: { count: '47.3K' } })
    expect(countMessage(47_310, 'ru')).toEqual({ count: 47_310, replace: { count: nb('47,3 тыс.') } })
    expect(countMessage(1, 'en')).toEqual({ count: 1, replace: { count: '1' } })
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
