/** Where the lottery's checks live (kept apart from the scheme's code, which pages load only to compute). */

/** The page that checks draws (and its phone twin under /m). */
export const VERIFY_PATH = '/lottery/verify'

/** The verify page on one draw (`prefix` '/m' on the mobile site). */
export const drawCheckHref = (prefix: '' | '/m', campaignId: number, sequence: number, player: string) =>
  `${prefix}${VERIFY_PATH}?${new URLSearchParams({ campaign: String(campaignId), sequence: String(sequence), player })}`

/** The public call with a campaign's commitment, table, draw log and (after the end) seed: `?campaignId=` or `?actId=`. */
export const FAIRNESS_LOG_PATH = '/api/ram/ddqbt/v1/lottery/fairness'
