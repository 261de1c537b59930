import { describe, expect, it } from 'vitest'

import { formatGrowth, formatNumber, salesAmount } from '@/lib/rankings/format'

describe('ranking number display (spec section 9)', () => {
  it('divides five or more integer digits by 10,000 with a w, one decimal, thousands separators', () => {
    expect(formatNumber(12_345)).toBe('1.2w')
    expect(formatNumber(10_000)).toBe('1w')
    expect(formatNumber(99_999)).toBe('10w')
    expect(formatNumber(123_456_789)).toBe('12,345.7w')
    expect(formatNumber(-56_789)).toBe('-5.7w')
    expect(formatNumber(9_999.96)).toBe('1w')
  })

  it('shows smaller numbers with separators and at most one decimal', () => {
    expect(formatNumber(873)).toBe('873')
    expect(formatNumber(9_999)).toBe('9,999')
    expect(formatNumber(1_234.56)).toBe('1,234.6')
    expect(formatNumber(0)).toBe('0')
  })

  it('can take amounts in cents, and shows "-" for no value', () => {
    expect(formatNumber(123_456, { cents: true })).toBe('1,234.6')
    expect(formatNumber(2_500_000, { cents: true })).toBe('2.5w')
    expect(formatNumber(null)).toBe('-')
    expect(formatNumber(Number.NaN)).toBe('-')
  })

  it('shows growth as a multiple with one decimal, or "-"', () => {
    expect(formatGrowth(2.345)).toBe('2.3x')
    expect(formatGrowth(0)).toBe('0.0x')
    expect(formatGrowth(null)).toBe('-')
  })

  it('computes a product’s sales amount as price × day’s sales', () => {
    expect(salesAmount(1999.9, 120)).toBe(239_988)
    expect(salesAmount(null, 120)).toBeNull()
    expect(formatNumber(salesAmount(1999.9, 120))).toBe('24w')
  })
})
