import { parseDateTime } from '@/lib/format/date'

export type MembershipProduct = {
  maturityTime?: string | null
  bonus?: { endTime?: string | null } | null
}

function endDates(product: MembershipProduct | null | undefined): Date[] {
  return [product?.maturityTime, product?.bonus?.endTime].map((value) => parseDateTime(value)).filter((date): date is Date => date !== null)
}

/**
 * Spec section 4: expired when there is neither a maturity time nor a bonus end time, or when
 * every one of them is not later than now.
 */
export function isMembershipExpired(product: MembershipProduct | null | undefined, now: Date): boolean {
  return endDates(product).every((end) => end.getTime() <= now.getTime())
}

/** Until when the membership runs (the later of maturity and bonus), or null when expired. */
export function membershipEnd(product: MembershipProduct | null | undefined, now: Date): Date | null {
  if (isMembershipExpired(product, now)) return null
  return new Date(Math.max(...endDates(product).map((date) => date.getTime())))
}

/** The latest of the end dates, expired or not (when an expired membership ended), or null. */
export function latestEnd(product: MembershipProduct | null | undefined): Date | null {
  const dates = endDates(product)
  return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null
}
