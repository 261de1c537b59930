/** What a lottery prize can be (issue 16); shared by the CMS, the service and the pages. */
export const PRIZE_KINDS = ['physical', 'membership', 'coupon'] as const
export type PrizeKind = (typeof PRIZE_KINDS)[number]
