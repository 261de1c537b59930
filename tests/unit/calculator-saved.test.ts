/**
 * A saved calculation reads back as it was saved: every input written out with its tariff day
 * (so a later change of the page's defaults cannot change it), and the comparison on /account
 * shows the hand-worked example's numbers (tests/unit/calculator.test.ts has the working).
 */
import { describe, expect, it } from 'vitest'

import { nameProblem, savedDate, savedInput, savedQuery } from '@/lib/calculator/saved'
import { summarize } from '@/lib/calculator/summary'
import { DEFAULT_INPUT } from '@/lib/calculator/url-state'

import { RAW, TARIFFS } from '../helpers/calculator-tariffs'

const RATE = { date: '2026-11-20', rubPerCny: '12.5', source: 'cbr' }

describe('a saved calculation', () => {
  it('keeps every input and its day, even those equal to the defaults', () => {
    const query = savedQuery({ ...RAW, purchaseCny: DEFAULT_INPUT.purchaseCny }, '2026-11-20')
    expect(new URLSearchParams(query).get('p')).toBe(DEFAULT_INPUT.purchaseCny)
    expect(savedDate(query)).toBe('2026-11-20')
    expect(savedInput(query, TARIFFS)).toEqual(RAW)
    expect(savedDate('p=1&date=2026-02-30')).toBeNull()
  })

  it('shows the worked example: 374.08 RUB, 29.93 CNY, 34.64 % margin, 93.52 % ROI', () => {
    expect(summarize(savedQuery(RAW, '2026-11-20'), TARIFFS, RATE)).toEqual({
      status: 'ok',
      date: '2026-11-20',
      tariffsTitle: 'Test tariffs',
      isDemo: false,
      rubPerCny: '12.5',
      mode: 'profit',
      scheme: 'rfbs',
      category: 'Home',
      carrier: { name: 'guoo', level: 'budget' },
      priceRub: '1200',
      purchaseCny: '30',
      revenueRub: '1080',
      profitRub: '374.08',
      profitCny: '29.93',
      marginPercent: '34.64',
      roiPercent: '93.52',
      breakEvenPriceRub: '667.39',
      impossible: false,
    })
  })

  it('says when its tariffs are gone or its inputs no longer fit them', () => {
    expect(summarize(savedQuery(RAW, '2026-11-20'), null, RATE)).toEqual({ status: 'noTariffs', date: '2026-11-20' })
    expect(summarize(savedQuery(RAW, '2026-11-20'), TARIFFS, null)).toEqual({ status: 'noTariffs', date: '2026-11-20' })
    expect(summarize(savedQuery({ ...RAW, category: 'toys' }, '2026-11-20'), TARIFFS, RATE)).toEqual({ status: 'invalid', date: '2026-11-20' })
  })

  it('needs a name of at most 60 characters', () => {
    expect(nameProblem('   ')).toBe('calculationNameRequired')
    expect(nameProblem('x'.repeat(61))).toBe('calculationNameTooLong')
    expect(nameProblem(` ${'x'.repeat(60)} `)).toBeNull()
  })
})
