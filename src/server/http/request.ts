/**
 * The HTTP plumbing every service shares: reading a request body within a limit, the caller's
 * address, and writing an answer (status, headers, cookies, JSON body) to Node's response.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { clientAddress } from './client-ip'
import { fail } from '@/server/platform/errors'

/** A service's answer before it is written: what the pipeline returns and the tests read. */
export type Outcome = {
  status: number
  body: Record<string, unknown>
  /** A body that is not JSON (a CSV file, a picture), sent as it is under the content type in `headers`. */
  raw?: string | Uint8Array
  cookies: string[]
  headers: Record<string, string>
  /** A refusal's error key (the metrics' reason); never sent. */
  reason?: string
}

/** The anti-forgery header: the Control-T cookie's value, echoed by the browser on writes. */
export const CONTROL_HEADER = 'control-t'

/** The caller's address (src/server/http/client-ip.ts: X-Forwarded-For only from our own proxies). */
export function clientIp(req: IncomingMessage): string {
  return clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'])
}

/** The request body, refused (413) past `limit` bytes, declared or sent. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) throw fail('tooLarge')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw fail('tooLarge')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

export function send(res: ServerResponse, outcome: Outcome): void {
  for (const [name, value] of Object.entries(outcome.headers)) res.setHeader(name, value)
  if (outcome.cookies.length) res.setHeader('set-cookie', outcome.cookies)
  res.statusCode = outcome.status
  if (outcome.status === 204) return void res.end()
  if (outcome.raw !== undefined) return void res.end(outcome.raw)
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.end(JSON.stringify(outcome.body))
}

/** What the pipeline reads of a Next API request. */
export function pipelineRequest(req: IncomingMessage & { query?: Record<string, string | string[] | undefined> }) {
  return { method: req.method, headers: req.headers, query: req.query ?? {}, ip: clientIp(req) }
}
