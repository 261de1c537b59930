/**
 * The CMS API (REST and GraphQL, Payload's route handlers) hands query values, ids and bodies to
 * PostgreSQL, which refuses a NUL character or a lone surrogate with an error Payload answers as
 * a 500. This guard answers such a request with a 400 in the caller's language first; likewise a
 * geo operator (near, within, intersects: no collection has a point field, and Payload throws on
 * them). Other bad values are turned into 400s after the fact (cms/hooks/badQueryError.ts).
 */
import type { SanitizedConfig } from 'payload'

import { hasUnstorableText, isStorableText } from '@/lib/text/storable'
import { fileIsMissing, isStoredFileRequest } from './missing-file'
import { requestLocale, translate } from '@/server/platform/messages'

/** Bodies larger than this are left to Payload (uploads); their text fields are small forms. */
const MAX_CHECKED_BYTES = 10 * 1024 * 1024

const GEO_OPERATOR = /\[(near|within|intersects)\]/i

function urlIsStorable(url: URL): boolean {
  for (const segment of url.pathname.split('/')) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return false // e.g. %ED%A0%80, a surrogate in UTF-8 form
    }
    if (!isStorableText(decoded)) return false
  }
  for (const [key, value] of url.searchParams) if (!isStorableText(key) || !isStorableText(value)) return false
  return true
}

/** GraphQL writes \u0000 inside its own string literals: the text after unescaping is what reaches the database. */
function unescapeGraphql(query: string): string {
  return query.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

async function bodyIsStorable(request: Request): Promise<boolean> {
  if (!request.body || Number(request.headers.get('content-length') ?? 0) > MAX_CHECKED_BYTES) return true
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body: unknown = JSON.parse(await request.clone().text())
      if (hasUnstorableText(body)) return false
      const query = (body as { query?: unknown } | null)?.query
      return typeof query !== 'string' || isStorableText(unescapeGraphql(query))
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.clone().formData()
      for (const [key, value] of form) {
        if (!isStorableText(key)) return false
        if (typeof value === 'string' && (!isStorableText(value) || (key === '_payload' && hasUnstorableText(safeJson(value))))) return false
      }
    }
  } catch {
    // Not parseable: Payload answers it with its own 400.
  }
  return true
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** Payload's error shape ({ errors: [{ message }] }), the message in the caller's language. */
function errorAnswer(request: Request, key: string, status: number, headers: Record<string, string> = {}): Response {
  const message = translate(requestLocale(request.headers.get('accept-language') ?? undefined), key)
  return Response.json({ errors: [{ message }] }, { status, headers })
}

export async function unstorableInputResponse(request: Request): Promise<Response | null> {
  const url = new URL(request.url)
  const problem = !urlIsStorable(url) || !(await bodyIsStorable(request)) ? 'invalidText' : [...url.searchParams.keys()].some((key) => GEO_OPERATOR.test(key)) ? 'badRequest' : null
  return problem ? errorAnswer(request, problem, 400, { 'cache-control': 'no-store' }) : null
}

/** Wraps a Payload route handler: unstorable input → 400, a missing upload file → 404, the media store away → 503, the rest → Payload. */
export function guardedCmsRoute<Context>(handler: (request: Request, context: Context) => Promise<Response>, config: Promise<SanitizedConfig>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const refused = await unstorableInputResponse(request)
    if (refused) return refused
    const sanitized = await config
    if (await fileIsMissing(request, sanitized)) return errorAnswer(request, 'fileNotFound', 404)
    const response = await handler(request, context)
    if ((response.status !== 404 && response.status < 500) || !isStoredFileRequest(request, sanitized)) return response
    // The S3 adapter's answers for a file: an empty 404 for a missing object (answered like a
    // missing file on disk), a 500 when the store cannot be reached (a 503, like the database away).
    await response.body?.cancel()
    return response.status === 404 ? errorAnswer(request, 'fileNotFound', 404) : errorAnswer(request, 'unavailable', 503, { 'retry-after': '5', 'cache-control': 'no-store' })
  }
}
