/** Who may scrape /api/metrics: the holder of METRICS_TOKEN; nobody when it is unset. */
import { bearerMatches } from './crypto'

export type ScrapeAccess = 'allowed' | 'refused' | 'disabled'

export function scrapeAllowed(authorization: string | undefined, token = process.env.METRICS_TOKEN): ScrapeAccess {
  if (!token) return 'disabled'
  return bearerMatches(authorization, token) ? 'allowed' : 'refused'
}
