/** Who may scrape /api/metrics: the holder of METRICS_TOKEN; nobody when it is unset. */
import { safeEqual } from './crypto'

export type ScrapeAccess = 'allowed' | 'refused' | 'disabled'

export function scrapeAllowed(authorization: string | undefined, token = process.env.METRICS_TOKEN): ScrapeAccess {
  if (!token) return 'disabled'
  const given = String(authorization ?? '').replace(/^Bearer\s+/i, '')
  return given && safeEqual(given, token) ? 'allowed' : 'refused'
}
