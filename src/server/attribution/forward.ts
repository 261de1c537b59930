/**
 * The optional analytics provider (issue 17): when ANALYTICS_FORWARD_URL is set, each batch the
 * collector records is also posted there as JSON, server to server, so visitors never load a
 * third-party script. Nothing personal goes out: a daily visitor key (dailyVisitorKey), the
 * events' names, paths (without query) and details. A slow or failing provider never holds up the collector.
 */
import { createHmac } from 'node:crypto'

import type { CollectedEvent } from './collector'
import { logger } from '@/server/platform/log'

/**
 * What the provider gets instead of the visitor id: a keyed hash that changes every day, so it
 * can count visitors within a day but never follow one across days or back to our cookie.
 */
export function dailyVisitorKey(visitorId: string, now = new Date(), secret = process.env.PAYLOAD_SECRET || ''): string {
  return createHmac('sha256', secret).update(`${now.toISOString().slice(0, 10)}:${visitorId}`).digest('hex').slice(0, 24)
}

const TIMEOUT_MS = 3_000

export function forwardBatch(visitorId: string, events: CollectedEvent[], url = process.env.ANALYTICS_FORWARD_URL): void {
  if (!url) return
  const body = JSON.stringify({ visitor: dailyVisitorKey(visitorId), events: events.map(({ name, path, detail }) => ({ name, path, detail: detail ?? null })), sentAt: new Date().toISOString() })
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (process.env.ANALYTICS_FORWARD_TOKEN) headers.authorization = `Bearer ${process.env.ANALYTICS_FORWARD_TOKEN}`
  void fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) })
    .then((response) => {
      if (!response.ok) logger.warn({ status: response.status }, 'the analytics provider refused an event')
    })
    .catch((error: unknown) => logger.warn({ err: error }, 'the analytics provider failed'))
}
