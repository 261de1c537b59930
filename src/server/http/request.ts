/**
 * The HTTP plumbing every service shares: reading a request body within a limit, the caller's
 * address, and writing an answer (status, headers, cookies, JSON body) to Node's response.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { clientAddress } from '../user/client-ip'
import { fail } from '../user/errors'

/** A service's answer before it is written: what the pipeline returns and the tests read. */
export type Outcome = { status: number; body: Record<string, unknown>; cookies: string[]; headers: Record<string, string> }

/** The anti-forgery header: the Control-T cookie's value, echoed by the browser on writes. */
export const CONTROL_HEADER = 'control-t'

/** The caller's address (src/server/user/client-ip.ts: X-Forwarded-For only from our own proxies). */
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
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.statusCode = outcome.status
  res.end(JSON.stringify(outcome.body))
}
