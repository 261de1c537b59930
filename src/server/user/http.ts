/**
 * HTTP side of the user service (Next API route → endpoint table → the one pipeline): how its
 * input is read (query, JSON within 32 KB, an image upload) and how a handler's result becomes
 * the answer. Bad input is always a 4xx; only a real fault is a 500.
 */
import type { IncomingMessage } from 'node:http'
import type { Payload } from 'payload'

import { runPipeline } from '@/server/http/pipeline'
import { type Outcome, pipelineRequest, readBody } from '@/server/http/request'
import type { Endpoint } from './endpoints'
import { fail } from '@/server/platform/errors'
import { translate } from '@/server/platform/messages'
import { endVisitorCookie, sessionCookies } from '@/server/auth/session-cookies'
import { MAX_UPLOAD_BYTES } from '@/server/uploads/upload'

/** Where the user service answers (the risk header signs the full path). */
export const USER_SERVICE_BASE = '/api/ram/ddqbt/v1'
const MAX_JSON_BYTES = 32 * 1024

type Request = IncomingMessage & { query?: Record<string, string | string[] | undefined> }

async function readInput(req: Request, endpoint: Endpoint): Promise<unknown> {
  if (endpoint.input === 'none') return {}
  if (endpoint.input === 'query') {
    return Object.fromEntries(Object.entries(req.query ?? {}).filter(([key]) => key !== 'path').map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]))
  }
  const type = String(req.headers['content-type'] ?? '')
  if (endpoint.input === 'multipart') {
    if (!type.startsWith('multipart/form-data')) throw fail('unsupportedMediaType')
    const raw = await readBody(req, MAX_UPLOAD_BYTES + 64 * 1024)
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData().catch(() => {
      throw fail('uploadMissing')
    })
    return form.get('file') ?? form.get('image')
  }
  // JSON only: an HTML form on another site cannot send it without a CORS preflight.
  if (!type.startsWith('application/json')) throw fail('unsupportedMediaType')
  const raw = await readBody(req, MAX_JSON_BYTES)
  try {
    return raw.length ? JSON.parse(raw.toString('utf8')) : {}
  } catch {
    throw fail('badJson')
  }
}

/**
 * The user service (and every table that shares its shape: distribution, pay) on the one
 * pipeline (src/server/http/pipeline.ts): bodies are read here, with their size limits; a
 * handler's ServiceResult becomes the body, its message translated, and its cookies.
 */
export async function handle(payload: Payload, endpoints: Record<string, Endpoint>, path: string, req: Request, basePath = USER_SERVICE_BASE): Promise<Outcome> {
  return runPipeline(payload, endpoints, path, pipelineRequest(req), {
    name: 'user service',
    riskPath: basePath,
    headers: { 'cache-control': 'no-store' },
    readInput: (endpoint) => readInput(req, endpoint),
    async execute(endpoint, input, ctx) {
      const result = await endpoint.run(ctx, input as never)
      const { messageKey, ...body } = result.body as { messageKey?: string }
      return {
        status: result.status,
        body: { ...body, message: translate(ctx.locale, messageKey ?? 'ok') },
        cookies: [...sessionCookies(result.session), ...(result.endVisitor ? [endVisitorCookie()] : []), ...(result.cookies ?? [])],
        headers: result.headers,
      }
    },
  })
}
