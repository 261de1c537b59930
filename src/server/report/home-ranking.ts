/**
 * The daily hot ranking the home pages render on the server: the six kinds of the first main
 * category, read through the report service's own endpoints (the same answer the browser gets
 * for the other categories).
 */
import type { Payload } from 'payload'

import type { Locale } from '@/lib/i18n/locales'
import { MAIN_CATEGORY_IDS, RANKING_KINDS, type RankingKind } from '@/lib/rankings/catalog'
import { DAILY_RANKING_SOURCES, HOME_RANKING_ROWS, type RankingList } from '@/lib/rankings/sources'
import { guestContext } from '@/server/http/context'
import { REPORT_ENDPOINTS } from './endpoints'
import { reportAnswer } from './http'

export type HomeRanking = { typeId: number; lists: Record<RankingKind, RankingList> }

export async function loadHomeRanking(payload: Payload, locale: Locale, now = new Date(), typeId: number = MAIN_CATEGORY_IDS[0]): Promise<HomeRanking> {
  const ctx = guestContext(payload, locale, now)
  const entries = await Promise.all(
    RANKING_KINDS.map(async (kind) => {
      const { path, query } = DAILY_RANKING_SOURCES[kind](typeId)
      const endpoint = REPORT_ENDPOINTS[path]!
      // Through the upstream when one is configured, like the browser's reads of other categories.
      const { body } = await reportAnswer(endpoint, path, query, endpoint.schema.parse(query), ctx)
      const answer = body.data as Partial<RankingList> | undefined
      const list = Array.isArray(answer?.list) ? answer.list : []
      return [kind, { date: answer?.date ?? null, updatedAt: answer?.updatedAt ?? null, demo: Boolean(answer?.demo), origins: Boolean(answer?.origins), list: list.slice(0, HOME_RANKING_ROWS) }] as const
    }),
  )
  return { typeId, lists: Object.fromEntries(entries) as HomeRanking['lists'] }
}
