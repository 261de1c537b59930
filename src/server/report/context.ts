/** What a report handler gets besides its input (kept apart so helpers need not import the table). */
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import type { Locale } from '../../lib/i18n/locales'
import type { ActiveSession } from '../user/sessions'

export type ReportContext = {
  pool: Pool
  payload: Payload
  locale: Locale
  now: Date
  /** Today in the rankings' calendar (UTC), YYYY-MM-DD. */
  today: string
  session: ActiveSession | null
  /** A country code the edge (CDN, nginx geoip) put on the request, if any. */
  edgeCountry: string | null
  acceptLanguage: string
  /** The caller's address (per-IP limits). */
  ip: string
}
