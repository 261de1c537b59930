import { describe, expect, it } from 'vitest'

import { pricingFor } from '@cms/seed/data/pricing'
import { PLANS } from '@/lib/membership-plans'
import { defaultCurrency, formatPrice, hasRenewalCard, PAID_PERIODS, PAID_TIERS, periodOffer, planCode, priceIn } from '@/lib/pricing/offer'
import { pricingView } from '@/server/pages/pricing'

describe('the plans the page sells', () => {
  it('are the spec\'s plan codes: four tiers by month, quarter and year, renewal cards for three', () => {
    const shown = PAID_TIERS.flatMap((tier) => [...PAID_PERIODS, 'renewal' as const].filter((period) => period !== 'renewal' || hasRenewalCard(tier)).map((period) => `${tier} ${period}`))
    // Starter has two code ranges (4-6 and 7-9) for the same three periods: one card sells both.
    const coded = new Set(PLANS.filter((plan) => plan.tier !== 'trial').map((plan) => `${plan.tier} ${plan.period}`))
    expect(shown.sort()).toEqual([...coded].sort())
    expect(planCode('starter', 'month')).toBe(4)
    expect(planCode('professional', 'year')).toBe(116)
    expect(PAID_TIERS.filter(hasRenewalCard)).toEqual(['operation', 'ultimate', 'professional'])
  })
})

describe('a period\'s offer', () => {
  it('gives the monthly price of a longer period and its saving against paying monthly, rounded down', () => {
    expect(periodOffer(100, 270, 'quarter')).toEqual({ perMonth: 90, savingPercent: 10 })
    // 1 - 999 / 1197 = 16.54 %: the page says 16, never 17.
    expect(periodOffer(399, 999, 'quarter').savingPercent).toBe(16)
    expect(periodOffer(100, 1000, 'year')).toEqual({ perMonth: 1000 / 12, savingPercent: 16 })
  })

  it('shows no saving for the month itself, without a monthly price, or when the period is not cheaper', () => {
    expect(periodOffer(100, 100, 'month').savingPercent).toBeNull()
    expect(periodOffer(null, 270, 'quarter')).toEqual({ perMonth: 90, savingPercent: null })
    expect(periodOffer(100, 300, 'quarter').savingPercent).toBeNull()
    expect(periodOffer(100, 320, 'quarter').savingPercent).toBeNull()
    expect(periodOffer(100, null, 'year')).toEqual({ perMonth: null, savingPercent: null })
  })

  it('reads a price in the chosen currency; an empty one is not sold in it', () => {
    expect(priceIn({ cny: 199, rub: 2490 }, 'RUB')).toBe(2490)
    expect(priceIn({ cny: 199, rub: null }, 'RUB')).toBeNull()
    expect(priceIn(undefined, 'CNY')).toBeNull()
    expect(priceIn({ cny: 0 }, 'CNY')).toBe(0)
  })
})

describe('prices as each language writes them', () => {
  it('puts the yuan or rouble sign where the reader expects it, with their digit grouping', () => {
    expect(formatPrice(1699, 'CNY', 'zh')).toBe('¥1,699')
    expect(formatPrice(149990, 'RUB', 'en')).toBe('₽149,990')
    expect(formatPrice(149990, 'RUB', 'ru')).toBe('149\u00a0990\u00a0₽')
    expect(formatPrice(19.5, 'CNY', 'en')).toBe('¥19.50')
    expect(formatPrice(1234567.25, 'RUB', 'ru')).toBe('1\u00a0234\u00a0567,25\u00a0₽')
    expect(formatPrice(0, 'CNY', 'zh')).toBe('¥0')
  })

  it('starts Russian pages in roubles, the others in yuan', () => {
    expect(defaultCurrency('ru')).toBe('RUB')
    expect(defaultCurrency('zh')).toBe('CNY')
    expect(defaultCurrency('en')).toBe('CNY')
  })
})

describe('the seeded demo', () => {
  it('prices every tier in both currencies, each longer period cheaper per month, in every language', () => {
    for (const locale of ['zh', 'en', 'ru'] as const) {
      const view = pricingView(pricingFor(locale), 3)
      expect(view.isDemo).toBe(true)
      expect(view.tiers.map((tier) => tier.tier)).toEqual([...PAID_TIERS])
      for (const tier of view.tiers) {
        for (const currency of ['CNY', 'RUB'] as const) {
          const monthly = priceIn(tier.prices.month, currency)
          expect(monthly, `${tier.tier} ${currency}`).toBeGreaterThan(0)
          expect(periodOffer(monthly, priceIn(tier.prices.quarter, currency), 'quarter').savingPercent).toBeGreaterThan(0)
          expect(periodOffer(monthly, priceIn(tier.prices.year, currency), 'year').savingPercent).toBeGreaterThan(0)
        }
        expect(Boolean(tier.prices.renewal)).toBe(hasRenewalCard(tier.tier))
      }
      expect(view.features.every((row) => row.cells.length === PAID_TIERS.length && row.label)).toBe(true)
      expect(view.faq.length).toBeGreaterThan(0)
    }
  })

  it('keeps the table\'s shape across languages (one set of rows, only the texts translated)', () => {
    const shape = (locale: 'zh' | 'en' | 'ru') => pricingView(pricingFor(locale), 0).features.map((row) => row.cells.map((cell) => [cell.included, cell.note === null]))
    expect(shape('en')).toEqual(shape('zh'))
    expect(shape('ru')).toEqual(shape('zh'))
  })

  it('never offers a negative trial', () => {
    expect(pricingView(pricingFor('zh'), -2).trialDays).toBe(0)
  })
})
