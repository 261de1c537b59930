/** What a won prize asks of the winner next, per kind (and, for a physical prize, its delivery state). */
export type PrizeKind = 'physical' | 'membership' | 'coupon'

export type WonPrizeInfo = { kind: PrizeKind; membershipDays: number | null; couponCode: string | null }
export type ClaimInfo = { status: 'pending' | 'shipped'; trackingNumber: string | null } | null

export type NextStep =
  | { kind: 'membership'; days: number | null }
  | { kind: 'coupon'; code: string | null }
  | { kind: 'physical'; state: 'fill' }
  | { kind: 'physical'; state: 'pending' }
  | { kind: 'physical'; state: 'shipped'; trackingNumber: string | null }

export function nextStep(prize: WonPrizeInfo, claim: ClaimInfo): NextStep {
  if (prize.kind === 'membership') return { kind: 'membership', days: prize.membershipDays && prize.membershipDays > 0 ? prize.membershipDays : null }
  if (prize.kind === 'coupon') return { kind: 'coupon', code: prize.couponCode || null }
  if (!claim) return { kind: 'physical', state: 'fill' }
  if (claim.status === 'shipped') return { kind: 'physical', state: 'shipped', trackingNumber: claim.trackingNumber || null }
  return { kind: 'physical', state: 'pending' }
}

/** Only draws that won something, newest first as the service sends them. */
export function wonOnly<R extends { prize: unknown }>(records: readonly R[]): (R & { prize: NonNullable<R['prize']> })[] {
  return records.filter((record): record is R & { prize: NonNullable<R['prize']> } => record.prize !== null && record.prize !== undefined)
}
