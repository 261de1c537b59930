/**
 * HTTP for the report service: queries (and the few POSTs' JSON bodies) checked against the
 * endpoint's schema by the one pipeline, the upstream when configured, and cache headers by what
 * the answer is.
 */
import type { Payload } from 'payload'

import { runPipeline } from '@/server/http/pipeline'
import type { Outcome } from '@/server/http/request'
import { fail } from '@/server/platform/errors'
import { translate } from '@/server/platform/messages'
import type { RequestContext } from '@/server/http/context'
import type { CachePolicy, ReportEndpoint } from './endpoints'
import { askUpstream, upstreamBase } from './upstream'

export const CACHE_CONTROL: Record<CachePolicy, string> = {
  // A day's ranking changes once a day: kept five minutes, served stale for an hour while refreshed.
  ranking: 'public, max-age=300, stale-while-revalidate=3600',
  // Content changes when an editor saves: a minute, stale for ten while refreshed.
  content: 'public, max-age=60, stale-while-revalidate=600',
  private: 'private, no-store',
}

export const FALLBACK_CACHE_CONTROL = 'public, max-age=30'

/**
 * An endpoint's answer body for a validated query: the upstream's when REPORT_API_UPSTREAM is set
 * and it answers (its success code normalised to 200, the front end's), else ours. The HTTP
 * handler and the pages that render rankings on the server both go through here.
 */
export async function reportAnswer(
  endpoint: ReportEndpoint,
  path: string,
  query: Record<string, string>,
  input: unknown,
  ctx: RequestContext,
): Promise<{ body: Record<string, unknown>; source: 'upstream' | 'fallback' | 'ours' }> {
  const base = endpoint.upstream ? upstreamBase() : null
  const upstream = base ? await askUpstream(base, path, query, ctx.locale) : null
  if (upstream) {
    const field = endpoint.answerField ?? 'data'
    const body: Record<string, unknown> = { ...upstream.body, code: 200 }
    if (endpoint.fromUpstream && field in body) body[field] = endpoint.fromUpstream(body[field], input as never)
    return { body, source: 'upstream' }
  }
  const data = await endpoint.run(ctx, input as never)
  return { body: { code: 200, message: translate(ctx.locale, 'ok'), [endpoint.answerField ?? 'data']: data }, source: base ? 'fallback' : 'ours' }
}

export type ReportRequest = {
  method?: string
  query: Record<string, string | string[] | undefined>
  headers: Record<string, string | string[] | undefined>
  /** A POST's parsed JSON body. */
  body?: unknown
  /** The caller's address (per-IP limits). */
  ip?: string
}

const header = (req: ReportRequest, name: string) => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** The first value of a repeated parameter, as the front end sends each once. */
const firstValues = (query: ReportRequest['query']) =>
  Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? (value[0] ?? '') : value]),
  )

/** A GET's input is its query; a POST's its JSON body (only JSON: a form on another site cannot send it without CORS), or none. */
function readInput(endpoint: ReportEndpoint, req: ReportRequest, query: Record<string, string>): unknown {
  if (endpoint.method === 'GET') return query
  const hasBody = req.body !== undefined && req.body !== ''
  if (!hasBody) return {}
  if (!String(header(req, 'content-type') ?? '').startsWith('application/json')) throw fail('unsupportedMediaType')
  if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) throw fail('badJson')
  return req.body
}

/**
 * The report service on the one pipeline (src/server/http/pipeline.ts): no risk header (plain
 * GETs the pages also make on the server), a guest on a seller's call is asked to log in in the
 * endpoint's words, and the answer's cache headers follow what it is.
 */
export async function handleReport(payload: Payload, endpoints: Record<string, ReportEndpoint>, path: string, req: ReportRequest, now = new Date()): Promise<Outcome> {
  const query = firstValues(req.query)
  return runPipeline(payload, endpoints, path, { ...req, ip: req.ip ?? '' }, {
    name: 'report service',
    riskPath: null,
    headers: { 'cache-control': 'no-store', vary: 'Accept-Language' },
    loginPrompt: 'loginRequired',
    readInput: async (endpoint) => readInput(endpoint, req, query),
    async execute(endpoint, input, ctx) {
      const answer = await reportAnswer(endpoint, path, query, input, ctx)
      // An answer from our snapshots while the upstream is failing is kept briefly: the upstream's comes back soon.
      const headers: Record<string, string> = { 'cache-control': answer.source === 'fallback' ? FALLBACK_CACHE_CONTROL : CACHE_CONTROL[endpoint.cache] }
      if (answer.source !== 'ours') headers['x-report-source'] = answer.source
      return { body: answer.body, headers }
    },
  }, now)
}
