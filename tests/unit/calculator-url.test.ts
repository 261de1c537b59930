/** A calculation in the URL, and what changed between two tariff versions for one product. */
import { describe, expect, it } from 'vitest'

import { tariffChanges } from '@/lib/calculator/diff'
import type { Tariffs } from '@/lib/calculator/types'
import { DEFAULT_INPUT, fromQuery, toQuery } from '@/lib/calculator/url-state'

describe('the URL of a calculation', () => {
  it('carries only what differs from the defaults, and comes back the same', () => {
    const input = { ...DEFAULT_INPUT, purchaseCny: '45.5', category: 'beauty', mode: 'price' }
    const query = toQuery(input, DEFAULT_INPUT, '2026-10-01')
    expect(query).toEqual({ p: '45.5', c: 'beauty', m: 'price', date: '2026-10-01' })
    expect(fromQuery(query, DEFAULT_INPUT)).toEqual({ input, carried: true, date: '2026-10-01' })
    expect(toQuery(DEFAULT_INPUT, DEFAULT_INPUT, null)).toEqual({})
  })

  it('takes junk as typed text (readInput refuses it), cut to a sane length, and ignores a bad date', () => {
    const read = fromQuery({ p: 'x'.repeat(500), w: ['12', '13'], date: '2026-02-30', other: 'y' }, DEFAULT_INPUT)
    expect(read.input.purchaseCny).toHaveLength(64)
    expect(read.input.weightG).toBe('12')
    expect(read.date).toBeNull()
    expect(fromQuery({ utm_source: 'wechat' }, DEFAULT_INPUT)).toEqual({ input: DEFAULT_INPUT, carried: false, date: null })
  })
})

const version = (changes: Partial<Tariffs>): Tariffs => ({
  id: 1,
  title: 'v',
  note: '',
  effectiveFrom: '2026-10-01',
  isDemo: false,
  bandsUpToRub: ['1500'],
  acquiringPercent: '1.5',
  categories: [{ code: 'home', name: 'Home' }],
  commissions: [{ category: 'home', scheme: 'rfbs', percents: ['12', '15'] }],
  schemeFees: [],
  carriers: [
    { id: 'a:small', carrier: 'a', level: 'small', schemes: ['rfbs'], currency: 'RUB', perParcel: '20', perStep: '0.3', stepGrams: 1, volumetricDivisor: null, minWeightG: null, maxWeightG: 2000, maxSideCm: null, maxSumCm: null, minValueRub: null, maxValueRub: null, days: '10' },
  ],
  ...changes,
})

describe('what changed between two versions', () => {
  it('lists the commission per band, the acquiring and the carrier for the product; equal numbers are no change', () => {
    const before = version({})
    const after = version({
      acquiringPercent: '1.50',
      commissions: [{ category: 'home', scheme: 'rfbs', percents: ['12.0', '16'] }],
      carriers: [{ ...(before.carriers[0] as Tariffs['carriers'][number]), perParcel: '22', maxWeightG: 3000 }],
    })
    expect(tariffChanges(before, after, { category: 'home', scheme: 'rfbs', carrier: 'a:small' })).toEqual([
      { item: 'commission', band: { from: '1500', to: null }, before: '15', after: '16' },
      { item: 'carrier', field: 'perParcel', before: '20', after: '22' },
      { item: 'carrier', field: 'maxWeightG', before: '2000', after: '3000' },
    ])
    expect(tariffChanges(before, before, { category: 'home', scheme: 'rfbs', carrier: null })).toEqual([])
  })
})
