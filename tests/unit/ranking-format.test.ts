import { describe, expect, it } from 'vitest'

import { formatCount } from '@/lib/format/numbers'
import { formatGrowth, salesAmount } from '@/lib/rankings/format'

/** Russian separates units with a non-breaking space. */
const nb = (text: string) => text.replaceAll(' ', '\u00a0')

describe('ranking number display (spec section 9)', () => {
  it('divides five or more integer digits by 10,000 with a w, one decimal, thousands separators on the Chinese site', () => {
    expect(formatCount(12_345, 'zh')).toBe('1.2w')
    expect(formatCount(10_000, 'zh')).toBe('1w')
    expect(formatCount(99_999, 'zh')).toBe('10w')
    expect(formatCount(123_456_789, 'zh')).toBe('12,345.7w')
    expect(formatCount(-56_789, 'zh')).toBe('-5.7w')
    expect(formatCount(9_999.96, 'zh')).toBe('1w')
  })

  it('shows smaller numbers with separators and at most one decimal', () => {
    expect(formatCount(873, 'zh')).toBe('873')
    expect(formatCount(9_999, 'zh')).toBe('9,999')
    expect(formatCount(1_234.56, 'zh')).toBe('1,234.6')
    expect(formatCount(0, 'zh')).toBe('0')
    expect(formatCount(9_999, 'en')).toBe('9,999')
  })

  it('uses the reader’s compact notation on the English and Russian sites, not the w', () => {
    expect(formatCount(18_000, 'en')).toBe('18K')
    expect(formatCount(12_345, 'en')).toBe('12.3K')
    expect(formatCount(1_234_567, 'en')).toBe('1.2M')
    expect(formatCount(18_000, 'ru')).toBe(nb('18 тыс.'))
    expect(formatCount(1_234_567, 'ru')).toBe(nb('1,2 млн'))
  })

  it('can take amounts in cents, and shows "-" for no value', () => {
    expect(formatCount(123_456, 'zh', { cents: true })).toBe('1,234.6')
    expect(formatCount(2_500_000, 'zh', { cents: true })).toBe('2.5w')
    expect(formatCount(null, 'zh')).toBe('-')
    expect(formatCount(Number.NaN, 'en')).toBe('-')
  })

  it('shows growth as a multiple with one decimal, or "-"', () => {
    expect(formatGrowth(2.345)).toBe('2.3x')
    expect(formatGrowth(0)).toBe('0.0x')
    expect(formatGrowth(null)).toBe('-')
  })

  it('computes a product’s sales amount as price × day’s sales', () => {
    expect(salesAmount(1999.9, 120)).toBe(239_988)
    expect(salesAmount(null, 120)).toBeNull()
    expect(formatCount(salesAmount(1999.9, 120), 'zh')).toBe('24w')
    expect(formatCount(salesAmount(1999.9, 120), 'en')).toBe('240K')
    expect(formatCount(salesAmount(1999.9, 120), 'ru')).toBe(nb('240 тыс.'))
  })
})
