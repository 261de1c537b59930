/**
 * REPORT_API_UPSTREAM: when set, the ranking calls are answered by that report service (same
 * paths and queries under it) and our stored snapshots are the fallback when it is slow (the
 * spec's 10 s timeout), down, or answers anything but a success.
 */
import { logger } from '@/server/platform/log'
export const UPSTREAM_TIMEOUT_MS = 10_000

/** The report service's success codes (spec section 7: 200, some calls 0). */
const isSuccessCode = (code: unknown) => code === 200 || code === 0

export type UpstreamAnswer = { body: Record<string, unknown> }

export function upstreamBase(env: NodeJS.ProcessEnv = process.env): string | null {
  const base = env.REPORT_API_UPSTREAM?.trim()
  return base ? base.replace(/\/+$/, '') : null
}

/** REPORT_API_UPSTREAM_TIMEOUT_MS (tests shorten it), else the spec's 10 s. */
export function upstreamTimeout(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.REPORT_API_UPSTREAM_TIMEOUT_MS)
  return Number.isInteger(value) && value > 0 ? value : UPSTREAM_TIMEOUT_MS
}

/** The upstream's answer to `path` with `query`, or null (and a log line) when it cannot be used. */
export async function askUpstream(base: string, path: string, query: Record<string, string>, locale: string, timeoutMs = upstreamTimeout()): Promise<UpstreamAnswer | null> {
  const search = new URLSearchParams(query).toString()
  const url = `${base}${path}${search ? `?${search}` : ''}`
  try {
    const response = await fetch(url, { headers: { accept: 'application/json', 'accept-language': locale }, signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = (await response.json()) as unknown
    if (!body || typeof body !== 'object' || !isSuccessCode((body as { code?: unknown }).code)) throw new Error('not a success answer')
    return { body: body as Record<string, unknown> }
  } catch (error) {
    logger.warn({ err: error, path }, 'report upstream failed; answering from stored snapshots')
    return null
  }
}
