import { parseDateTime } from './format/date'

export type MembershipProduct = {
  maturityTime?: string | null
  bonus?: { endTime?: string | null } | null
}

/**
 * Spec section 4: expired when there is neither a maturity time nor a bonus end time, or when
 * every one of them is not later than now.
 */
export function isMembershipExpired(product: MembershipProduct | null | undefined, now: Date): boolean {
  const ends = [product?.maturityTime, product?.bonus?.endTime]
    .map((value) => parseDateTime(value))
    .filter((date): date is Date => date !== null)
  return ends.every((end) => end.getTime() <= now.getTime())
}
