/** Where the lottery's checks live (kept apart from the scheme's code, which pages load only to compute). */

/** The page that checks draws (and its phone twin under /m). */
export const VERIFY_PATH = '/lottery/verify'

/** The verify page (`prefix` '/m' on the mobile site) on a campaign, and on one of its draws. */
export function verifyHref(prefix: '' | '/m', campaignId?: number, draw?: { sequence: number; player: string }): string {
  const query = new URLSearchParams({
    ...(campaignId ? { campaign: String(campaignId) } : {}),
    ...(draw ? { sequence: String(draw.sequence), player: draw.player } : {}),
  }).toString()
  return `${prefix}${VERIFY_PATH}${query ? `?${query}` : ''}`
}

/** The public call with a campaign's commitment, table, draw log and (after the end) seed: `?campaignId=` or `?actId=`. */
export const FAIRNESS_LOG_PATH = '/api/ram/ddqbt/v1/lottery/fairness'
