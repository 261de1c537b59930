/**
 * The browser's calls of the report service: each answer's type comes from the server's table
 * (ReportAnswer<P>, src/server/report/endpoints.ts), so no call site restates or casts it.
 */
import type { Locale } from '@/lib/i18n/locales'
import { REPORT_API } from '@/lib/rankings/sources'
import type { ReportAnswer, ReportAnswers } from '@/server/report/endpoints'

export type ReportPath = keyof ReportAnswers

/** A call that did not succeed: the service's own message (in the page's language) when it sent one. */
export class ReportCallError extends Error {
  constructor(
    readonly status: number,
    readonly serviceMessage: string | null,
  ) {
    super(serviceMessage ?? `HTTP ${status}`)
  }
}

const isObject = (value: unknown): value is { code?: unknown; message?: unknown } => typeof value === 'object' && value !== null

/** GET `path?query`: the answer on success (code 200); a ReportCallError otherwise (a network failure throws as fetch does). */
export async function reportCall<P extends ReportPath>(path: P, query: Record<string, string>, locale: Locale, headers: Record<string, string> = {}): Promise<ReportAnswer<P>> {
  const response = await fetch(`${REPORT_API}${path}?${new URLSearchParams(query)}`, { headers: { 'accept-language': locale, ...headers } })
  const body: unknown = await response.json().catch(() => null)
  // The one place the JSON meets its type: the server's table says what a 200 carries.
  if (response.ok && isObject(body) && body.code === 200) return body as ReportAnswer<P>
  throw new ReportCallError(response.status, isObject(body) && typeof body.message === 'string' ? body.message : null)
}
