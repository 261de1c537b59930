/**
 * GET tiktok/image?url= (spec section 7; named after the sibling product's video platform): the
 * rankings' pictures through this site, for clients that cannot load Ozon's image hosts directly
 * (a referrer check, a mixed-content page, a canvas that must not be tainted). Only https
 * pictures on Ozon's hosts (the same rule as the pages' CSP, src/lib/rankings/images.ts), no
 * redirects, raster images only (no SVG: it could carry script), at most 5 MB.
 */
import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'
import { z } from 'zod'

import { rankingImage } from '@/lib/rankings/images'
import { type GuardedEndpoint, runPipeline } from '@/server/http/pipeline'
import { type Outcome, pipelineRequest } from '@/server/http/request'
import { fail } from '@/server/platform/errors'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
const IMAGE_TYPES = /^image\/(jpeg|png|webp|gif|avif)$/

export type ProxiedImage = { ok: true; type: string; bytes: Buffer } | { ok: false; reason: 'invalidImageUrl' | 'imageUnavailable' }

type Options = { fetchImpl?: typeof fetch; allowed?: (url: string) => string | null; timeoutMs?: number }

export async function proxyImage(rawUrl: unknown, { fetchImpl = fetch, allowed = rankingImage, timeoutMs = 8000 }: Options = {}): Promise<ProxiedImage> {
  const url = typeof rawUrl === 'string' && rawUrl.length <= 2000 ? allowed(rawUrl) : null
  if (!url) return { ok: false, reason: 'invalidImageUrl' }
  let response: Response
  try {
    response = await fetchImpl(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif' } })
  } catch {
    return { ok: false, reason: 'imageUnavailable' }
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (response.status !== 200 || !IMAGE_TYPES.test(type)) return { ok: false, reason: 'imageUnavailable' }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) return { ok: false, reason: 'imageUnavailable' }
  // Read at most the limit, whatever the length header said.
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  if (!reader) return { ok: false, reason: 'imageUnavailable' }
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_IMAGE_BYTES) {
        await reader.cancel()
        return { ok: false, reason: 'imageUnavailable' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'imageUnavailable' }
  }
  return { ok: true, type, bytes: Buffer.concat(chunks) }
}

/** The picture endpoint on the one pipeline: a guest's GET, the address checked by proxyImage. */
const IMAGE_ENDPOINTS: Record<string, GuardedEndpoint> = {
  '/tiktok/image': { method: 'GET', auth: 'none', schema: z.object({ url: z.string() }), badInput: 'invalidImageUrl' },
}

export async function handleImage(payload: Payload, req: IncomingMessage & { query?: Record<string, string | string[] | undefined> }): Promise<Outcome> {
  return runPipeline(payload, IMAGE_ENDPOINTS, '/tiktok/image', pipelineRequest(req), {
    name: 'ranking image',
    riskPath: null,
    headers: { 'cache-control': 'no-store' },
    readInput: async () => ({ url: [req.query?.url].flat()[0] }),
    async execute(_endpoint, input) {
      const image = await proxyImage((input as { url: string }).url)
      if (!image.ok) throw fail(image.reason)
      // Ozon's pictures do not change under one address.
      return { raw: image.bytes, headers: { 'content-type': image.type, 'content-length': String(image.bytes.length), 'cache-control': 'public, max-age=86400, immutable' } }
    },
  })
}
