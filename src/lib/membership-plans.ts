/**
 * Membership plan codes (spec section 3): 4-6 and 7-9 starter, 10-12 operation, 13-15 ultimate,
 * 114-116 professional (each month, quarter, year), 16 trial, and the renewal cards 50, 51, 117
 * of operation, ultimate and professional. What each tier may do is the workbench's business.
 */
export type PlanTier = 'starter' | 'operation' | 'ultimate' | 'professional' | 'trial'
export type PlanPeriod = 'month' | 'quarter' | 'year' | 'renewal'
export type Plan = { code: number; tier: PlanTier; period: PlanPeriod | null }

const PERIODS: PlanPeriod[] = ['month', 'quarter', 'year']
const ranges: Array<[number, PlanTier]> = [
  [4, 'starter'],
  [7, 'starter'],
  [10, 'operation'],
  [13, 'ultimate'],
  [114, 'professional'],
]

export const PLANS: readonly Plan[] = [
  ...ranges.flatMap(([first, tier]) => PERIODS.map((period, index) => ({ code: first + index, tier, period }))),
  { code: 16, tier: 'trial', period: null },
  { code: 50, tier: 'operation', period: 'renewal' },
  { code: 51, tier: 'ultimate', period: 'renewal' },
  { code: 117, tier: 'professional', period: 'renewal' },
]

export const PLAN_CODES = PLANS.map((plan) => plan.code)

export function planOf(code: unknown): Plan | null {
  const number = typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : code
  return PLANS.find((plan) => plan.code === number) ?? null
}
