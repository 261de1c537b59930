/**
 * HTTP for the report service: GET only, queries checked against the endpoint's schema (a bad
 * one is a 400 in the caller's language, never a 5xx), answers from the snapshot store. A day's
 * ranking changes once a day: browsers and CDNs may keep an answer five minutes and serve it
 * stale for an hour while they refresh it.
 */
import type { Pool } from 'pg'

import { hasUnstorableText } from '../../lib/text/storable'
import type { Outcome } from '../user/http'
import { requestLocale, translate } from '../user/messages'
import type { RankingEndpoint } from './endpoints'
import { latestSnapshot } from './snapshots'

export const RANKING_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600'

export type ReportRequest = { method?: string; query: Record<string, string | string[] | undefined>; headers: { 'accept-language'?: string } }

export async function handleReport(pool: Pool, endpoints: Record<string, RankingEndpoint>, path: string, req: ReportRequest, today = new Date()): Promise<Outcome> {
  const locale = requestLocale(req.headers['accept-language'])
  const headers: Record<string, string> = { 'cache-control': 'no-store', vary: 'Accept-Language' }
  const fail = (status: number, code: number, messageKey: string): Outcome => ({
    status,
    body: { code, message: translate(locale, messageKey) },
    cookies: [],
    headers,
  })

  const endpoint = Object.hasOwn(endpoints, path) ? endpoints[path] : undefined
  if (!endpoint) return fail(404, 404, 'notFound')
  if ((req.method ?? 'GET').toUpperCase() !== 'GET') {
    headers.allow = 'GET'
    return fail(405, 405, 'methodNotAllowed')
  }
  // The first value of a repeated parameter, as the front end sends each once.
  const query = Object.fromEntries(Object.entries(req.query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]))
  if (hasUnstorableText(query)) return fail(400, 400, 'invalidText')
  const parsed = endpoint.schema.safeParse(query)
  if (!parsed.success) return fail(400, 400, parsed.error.issues[0]?.message ?? 'badRequest')
  const input = parsed.data as Record<string, unknown>

  try {
    const snapshot = await latestSnapshot(pool, endpoint.snapshot(input), today.toISOString().slice(0, 10))
    const rows = snapshot ? (endpoint.rows ? endpoint.rows(snapshot.rows, input) : snapshot.rows) : []
    headers['cache-control'] = RANKING_CACHE_CONTROL
    return {
      status: 200,
      body: { code: 200, message: translate(locale, 'ok'), data: { date: snapshot?.date ?? null, demo: snapshot?.source === 'demo', list: rows } },
      cookies: [],
      headers,
    }
  } catch (error) {
    console.error(`[report] ${path}: ${String(error)}`)
    return fail(500, 500, 'serverError')
  }
}
