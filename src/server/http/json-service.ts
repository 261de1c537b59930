/**
 * The JSON services (user with its domains, distribution, pay) on the one pipeline: how a row's
 * input is read (query, JSON within 32 KB, an image upload within the row's limit) and how a
 * handler's ServiceResult becomes the answer (its message translated, its cookies). Bad input is
 * always a 4xx; only a real fault is a 500.
 */
import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'

import { sessionCookies } from '@/server/auth/session-cookies'
import { fail } from '@/server/platform/errors'
import { translate } from '@/server/platform/messages'

import type { Endpoint } from './endpoint'
import { runPipeline } from './pipeline'
import { type Outcome, pipelineRequest, readBody } from './request'

/** A service: where it answers (the risk header signs the full path) and its table. */
export type JsonService = { base: string; endpoints: Record<string, Endpoint> }

const MAX_JSON_BYTES = 32 * 1024
/** Room for the multipart form around an upload's file. */
const FORM_OVERHEAD_BYTES = 64 * 1024

type Request = IncomingMessage & { query?: Record<string, string | string[] | undefined> }

async function readInput(req: Request, endpoint: Endpoint): Promise<unknown> {
  if (endpoint.input === 'none') return {}
  if (endpoint.input === 'query') {
    return Object.fromEntries(Object.entries(req.query ?? {}).filter(([key]) => key !== 'path').map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]))
  }
  const type = String(req.headers['content-type'] ?? '')
  if (endpoint.input === 'multipart') {
    if (!type.startsWith('multipart/form-data')) throw fail('unsupportedMediaType')
    const raw = await readBody(req, (endpoint.maxBytes ?? 0) + FORM_OVERHEAD_BYTES)
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

export async function handleService(payload: Payload, service: JsonService, path: string, req: Request): Promise<Outcome> {
  return runPipeline(payload, service.endpoints, path, pipelineRequest(req), {
    name: `service ${service.base}`,
    riskPath: service.base,
    headers: { 'cache-control': 'no-store' },
    readInput: (endpoint) => readInput(req, endpoint),
    async execute(endpoint, input, ctx) {
      const result = await endpoint.run(ctx, input as never)
      const { messageKey, ...body } = result.body as { messageKey?: string }
      return {
        status: result.status,
        body: { ...body, message: translate(ctx.locale, messageKey ?? 'ok') },
        cookies: [...sessionCookies(result.session), ...(result.cookies ?? [])],
        headers: result.headers,
        reason: (result.status ?? 200) >= 400 ? messageKey : undefined,
      }
    },
  })
}
