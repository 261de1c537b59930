/**
 * The profit calculator's arithmetic against examples worked out by hand (the working is in the
 * comments: every line rounded to the kopeck, half up). One tariff version, two exchange rates.
 */
import { describe, expect, it } from 'vitest'

import { calculate, evaluate, purchasePriceFor, quoteCarriers, salePriceFor } from '@/lib/calculator/calculate'
import { type Input, readInput } from '@/lib/calculator/input'
import { Decimal } from '@/lib/calculator/money'
import type { RawInput } from '@/lib/calculator/types'

import { RAW, TARIFFS } from '../helpers/calculator-tariffs'

function input(changes: Partial<RawInput> = {}): Input {
  const read = readInput({ ...RAW, ...changes }, TARIFFS)
  if (!read.ok) throw new Error(`inputs refused: ${JSON.stringify(read.problems)}`)
  return read.input
}

const RATE = Decimal('12.5')

describe('rFBS, the cheapest partner carrier, 12.5 RUB per CNY', () => {
  it('computes every line, the profit in both currencies, the margin and the ROI', () => {
    const { outcome, carriers, breakEvenPriceRub } = calculate(input(), TARIFFS, RATE)
    // revenue 1200 × 0.9 = 1080.00, band ≤ 1500: 12 %; guoo:budget 300 g (volumetric 250 g), 3 steps:
    // 3 + 3 × 0.5 = 4.50 CNY = 56.25 RUB; returns 4 % × (1080 − 129.60 − 16.20) = 37.368.
    expect(outcome.lines).toEqual({
      revenue: '1080',
      commission: '129.6',
      acquiring: '16.2',
      advertising: '54',
      logistics: '56.25',
      ozonFees: '0',
      returns: '37.37',
      purchase: '375',
      freight: '25',
      other: '12.5',
    })
    expect(outcome.commissionPercent).toBe('12')
    expect(outcome.carrier?.rate.id).toBe('guoo:budget')
    expect(outcome.carrier?.weight).toEqual({ actualG: 300, volumetricG: 250, chargeableG: 300, applied: 'actual' })
    expect(outcome.profitRub).toBe('374.08')
    expect(outcome.profitCny).toBe('29.93') // 29.9264
    expect(outcome.marginPercent).toBe('34.64') // 34.637…
    expect(outcome.roiPercent).toBe('93.52') // 374.08 / 400
    // Cheapest eligible first; cel:small needs a declared value of 1500 at least.
    expect(carriers.map((quote) => [quote.rate.id, quote.costRub, quote.reasons])).toEqual([
      ['guoo:budget', '56.25', []],
      ['cel:extraSmall', '116', []],
      ['cel:small', '98', [{ key: 'valueTooLow', limit: '1500' }]],
    ])
    // Revenue 600.6535… (468.75 / 0.7804) → 667.40; 667.39 breaks even to the kopeck (profit 0.00), 667.38 loses 0.01.
    expect(breakEvenPriceRub).toBe('667.39')
    expect(evaluate(input({ priceRub: '667.39' }), TARIFFS, RATE, Decimal('667.39'), Decimal(30)).profitRub).toBe('0')
    expect(evaluate(input(), TARIFFS, RATE, Decimal('667.38'), Decimal(30)).profitRub).toBe('-0.01')
  })

  it('finds the sale price for a 20 % margin, the lowest to the kopeck', () => {
    // 468.75 / (0.7804 − 0.2) = 807.6327 revenue → 897.37; 897.36 and 897.35 round to the same lines and
    // still reach 20 %, 897.34 gives 161.52 < 161.522.
    const found = salePriceFor(input({ mode: 'price' }), TARIFFS, RATE, Decimal(20))
    expect(found?.toFixed()).toBe('897.35')
    const { outcome, impossible } = calculate(input({ mode: 'price', priceRub: '' }), TARIFFS, RATE)
    expect(impossible).toBe(false)
    expect(outcome.priceRub).toBe('897.35')
    expect(outcome.profitRub).toBe('161.53')
    expect(outcome.marginPercent).toBe('20')
  })

  it('finds the highest purchase price for a 20 % margin or a 10 CNY profit at 1200 RUB', () => {
    // Without the purchase the profit is 749.08; 20 % of 1080 is 216: 533.08 / 12.5 = 42.6464 → 42.64
    // (42.65 CNY = 533.13 RUB would leave 215.95).
    expect(purchasePriceFor(input({ mode: 'purchase' }), TARIFFS, RATE)?.toFixed()).toBe('42.64')
    // 10 CNY = 125 RUB: 624.08 / 12.5 = 49.9264 → 49.92 (profit 125.08).
    expect(purchasePriceFor(input({ mode: 'purchase', purchaseTarget: 'profit' }), TARIFFS, RATE)?.toFixed()).toBe('49.92')
    const { outcome } = calculate(input({ mode: 'purchase', purchaseTarget: 'profit', purchaseCny: '' }), TARIFFS, RATE)
    expect(outcome.purchaseCny).toBe('49.92')
    expect(outcome.profitRub).toBe('125.08')
  })

  it('says when no price reaches the target, or no purchase price is left', () => {
    // The percentages alone take 22 % of revenue: 90 % margin is out of reach.
    expect(calculate(input({ mode: 'price', targetMarginPercent: '90' }), TARIFFS, RATE).impossible).toBe(true)
    expect(calculate(input({ mode: 'purchase', priceRub: '100' }), TARIFFS, RATE).impossible).toBe(true)
  })
})

describe('FBO with volumetric weight and Ozon fees, 11.4012 RUB per CNY', () => {
  const RATE2 = Decimal('11.4012')
  const fbo = { scheme: 'fbo', purchaseCny: '120.5', freightCny: '8', otherCny: '', weightG: '800', lengthCm: '40', widthCm: '30', heightCm: '20', priceRub: '2990', discountPercent: '', adsPercent: '', returnPercent: '' }

  it('charges the volumetric weight, the litres and the last mile, and shows a loss', () => {
    const { outcome, breakEvenPriceRub } = calculate(input(fbo), TARIFFS, RATE2)
    // 40 × 30 × 20 = 24 000 cm³: 4000 g volumetric, 4 kg × 20 CNY = 80 CNY = 912.096 RUB; Ozon: 25 + 24 L × 5
    // + 5.5 % × 2990 (164.45); purchase 120.5 × 11.4012 = 1373.8446, freight 91.2096.
    expect(outcome.lines).toEqual({
      revenue: '2990',
      commission: '418.6',
      acquiring: '44.85',
      advertising: '0',
      logistics: '912.1',
      ozonFees: '309.45',
      returns: '0',
      purchase: '1373.84',
      freight: '91.21',
      other: '0',
    })
    expect(outcome.commissionPercent).toBe('14')
    expect(outcome.carrier?.weight).toEqual({ actualG: 800, volumetricG: 4000, chargeableG: 4000, applied: 'volumetric' })
    expect(outcome.profitRub).toBe('-160.05')
    expect(outcome.profitCny).toBe('-14.04')
    expect(outcome.marginPercent).toBe('-5.35')
    expect(outcome.roiPercent).toBe('-10.92')
    // Band 1500-5000 (14 %), last mile as a percentage: 2522.15 / 0.79 = 3192.59…; 3192.58 loses 0.01.
    expect(breakEvenPriceRub).toBe('3192.59')
  })

  it('clamps the last mile to its minimum and maximum', () => {
    const cheap = calculate(input({ ...fbo, priceRub: '300' }), TARIFFS, RATE2).outcome
    expect(cheap.lines.ozonFees).toBe('165') // 145 + max(16.50, 20)
    const dear = calculate(input({ ...fbo, priceRub: '10000' }), TARIFFS, RATE2).outcome
    expect(dear.lines.ozonFees).toBe('645') // 145 + min(550, 500)
    expect(dear.commissionPercent).toBe('16')
  })
})

describe('carriers', () => {
  it('say why they cannot take a parcel: weight, sides, declared value', () => {
    const heavy = quoteCarriers(input({ weightG: '2500', lengthCm: '70', widthCm: '30', heightCm: '20' }), TARIFFS, Decimal(8000), RATE)
    const reasons = Object.fromEntries(heavy.map((quote) => [quote.rate.id, quote.reasons.map((reason) => `${reason.key} ${reason.limit}`)]))
    expect(reasons).toEqual({
      // 70 × 30 × 20 / 6000 = 7000 g volumetric: the only carrier that can take it.
      'guoo:budget': ['valueTooHigh 1500'],
      'cel:extraSmall': ['tooHeavy 500', 'sideTooLong 60', 'sidesTooLong 90', 'valueTooHigh 1500'],
      'cel:small': ['tooHeavy 2000', 'sideTooLong 60', 'valueTooHigh 7000'],
    })
    // A chosen carrier that cannot take the parcel is kept, with why; no carrier at all is said too.
    const chosen = calculate(input({ carrier: 'cel:small' }), TARIFFS, RATE).outcome.carrier
    expect(chosen?.rate.id).toBe('cel:small')
    expect(chosen?.reasons).toEqual([{ key: 'valueTooLow', limit: '1500' }])
    expect(calculate(input({ weightG: '40000' }), TARIFFS, RATE).outcome.carrier).toBeNull()
  })
})

describe('inputs', () => {
  it('are refused with a reason a page can translate, never thrown', () => {
    const problems = (changes: Partial<RawInput>) => {
      const read = readInput({ ...RAW, ...changes }, TARIFFS)
      return read.ok ? null : read.problems
    }
    expect(problems({ purchaseCny: '-5' })).toEqual({ purchaseCny: { key: 'notNumber' } })
    expect(problems({ purchaseCny: '1e3' })).toEqual({ purchaseCny: { key: 'notNumber' } })
    expect(problems({ purchaseCny: '12\u00005' })).toEqual({ purchaseCny: { key: 'notNumber' } })
    expect(problems({ purchaseCny: '9'.repeat(30) })).toEqual({ purchaseCny: { key: 'tooLong', limit: '24' } })
    expect(problems({ purchaseCny: '1.234' })).toEqual({ purchaseCny: { key: 'tooManyDecimals', limit: '2' } })
    expect(problems({ purchaseCny: '' })).toEqual({ purchaseCny: { key: 'required' } })
    expect(problems({ weightG: '0' })).toEqual({ weightG: { key: 'tooSmall', limit: '1' } })
    expect(problems({ priceRub: '200000000' })).toEqual({ priceRub: { key: 'tooLarge', limit: '100000000' } })
    expect(problems({ discountPercent: '100' })).toEqual({ discountPercent: { key: 'tooLarge', limit: '99.99' } })
    expect(problems({ category: 'nope' })).toEqual({ category: { key: 'unknown' } })
    expect(problems({ category: 'electronics', scheme: 'fbs' })).toEqual({ scheme: { key: 'notOffered' } })
    expect(problems({ carrier: 'nobody:big' })).toEqual({ carrier: { key: 'unknown' } })
    // Russian decimal commas and thousands separators are read as meant; the unknown of a mode is not asked.
    expect(input({ priceRub: '1 200,50' }).priceRub.toFixed()).toBe('1200.5')
    expect(problems({ mode: 'price', priceRub: 'x' })).toBeNull()
  })
})
