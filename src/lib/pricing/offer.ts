/**
 * The public price list (/pricing): which tiers and periods are sold, derived from the spec's
 * plan codes (src/lib/membership-plans.ts), and the arithmetic the page shows (a period's price
 * per month and its saving against paying monthly). Prices themselves are edited in the admin.
 */
import type { Locale } from '@/lib/i18n/locales'
import { PLANS, type PlanPeriod, type PlanTier } from '@/lib/membership-plans'

export type PaidTier = Exclude<PlanTier, 'trial'>
export type PaidPeriod = Exclude<PlanPeriod, 'renewal'>

/** Tiers in the order the page shows them (cheapest first), as the plan codes define them. */
export const PAID_TIERS: readonly PaidTier[] = ['starter', 'operation', 'ultimate', 'professional']
export const PAID_PERIODS: readonly PaidPeriod[] = ['month', 'quarter', 'year']
export const PERIOD_MONTHS: Record<PaidPeriod, number> = { month: 1, quarter: 3, year: 12 }

/** Whether a tier has a renewal card (plan codes 50, 51, 117: operation, ultimate, professional). */
export function hasRenewalCard(tier: PaidTier): boolean {
  return PLANS.some((plan) => plan.tier === tier && plan.period === 'renewal')
}

/** The plan code of a tier and period (what the workbench sells), or null. */
export function planCode(tier: PaidTier, period: PlanPeriod): number | null {
  return PLANS.find((plan) => plan.tier === tier && plan.period === period)?.code ?? null
}

export const CURRENCIES = ['CNY', 'RUB'] as const
export type Currency = (typeof CURRENCIES)[number]

/** Russian pages start in roubles, the others in yuan; the visitor may switch. */
export function defaultCurrency(locale: Locale): Currency {
  return locale === 'ru' ? 'RUB' : 'CNY'
}

/** One price in both currencies; a missing one is not sold in that currency. */
export type Price = { cny?: number | null; rub?: number | null }

export function priceIn(price: Price | null | undefined, currency: Currency): number | null {
  const value = currency === 'CNY' ? price?.cny : price?.rub
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null
}

/**
 * What a period costs per month and what it saves against paying monthly for as long (whole
 * percent, rounded down so the page never promises more than the buyer gets). No saving is
 * shown when the monthly price is missing or the period is not cheaper.
 */
export function periodOffer(monthly: number | null, price: number | null, period: PaidPeriod): { perMonth: number | null; savingPercent: number | null } {
  if (price === null) return { perMonth: null, savingPercent: null }
  const months = PERIOD_MONTHS[period]
  const perMonth = price / months
  if (period === 'month' || monthly === null || monthly <= 0) return { perMonth, savingPercent: null }
  const saving = Math.floor((1 - price / (monthly * months)) * 100 + 1e-9)
  return { perMonth, savingPercent: saving >= 1 ? saving : null }
}

const SYMBOLS: Record<Currency, string> = { CNY: '¥', RUB: '₽' }

/**
 * A price as the reader's language writes it: ¥1,990 (zh, en), 2 490 ₽ (ru); cents only when
 * there are any. Written by hand, not with Intl: Node's and the browser's ICU may space Russian
 * numbers differently, and the page's HTML and its first render must agree.
 */
export function formatPrice(value: number, currency: Currency, locale: Locale): string {
  const [whole, cents] = (Number.isInteger(value) ? String(value) : value.toFixed(2)).split('.')
  const russian = locale === 'ru'
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, russian ? '\u00a0' : ',')
  const number = cents ? `${grouped}${russian ? ',' : '.'}${cents}` : grouped
  return russian ? `${number}\u00a0${SYMBOLS[currency]}` : `${SYMBOLS[currency]}${number}`
}
