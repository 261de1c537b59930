/** Issue 19: tiktok/image, the rankings' pictures through this site: Ozon's hosts only, raster images, no redirects, 5 MB at most. */
import { describe, expect, it, vi } from 'vitest'

import { MAX_IMAGE_BYTES, proxyImage } from '@/server/report/image-proxy'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

const answering = (body: BodyInit | null, init: ResponseInit) => vi.fn(async () => new Response(body, init)) as unknown as typeof fetch

describe('tiktok/image', () => {
  it('passes an https picture of an Ozon host through, without following redirects', async () => {
    const fetchImpl = vi.fn(async () => new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } }))
    const image = await proxyImage('https://cdn1.ozone.ru/s3/multimedia-1/c200/6543.jpg', { fetchImpl: fetchImpl as unknown as typeof fetch })
    expect(image).toEqual({ ok: true, type: 'image/png', bytes: PNG })
    expect(fetchImpl).toHaveBeenCalledWith('https://cdn1.ozone.ru/s3/multimedia-1/c200/6543.jpg', expect.objectContaining({ redirect: 'manual' }))
  })

  it('refuses other hosts, plain http, internal addresses and junk without fetching', async () => {
    const fetchImpl = vi.fn() as unknown as typeof fetch
    for (const url of ['http://cdn1.ozone.ru/a.jpg', 'https://evil.example/a.jpg', 'https://ozone.ru.evil.example/a.jpg', 'https://127.0.0.1/a.png', 'https://169.254.169.254/latest', 'file:///etc/passwd', 'not a url', '', undefined, ['x'], `https://cdn1.ozone.ru/${'a'.repeat(2001)}`]) {
      expect(await proxyImage(url, { fetchImpl })).toEqual({ ok: false, reason: 'invalidImageUrl' })
    }
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('refuses redirects, errors, SVG, non-images and pictures over 5 MB', async () => {
    const url = 'https://ir.ozone.ru/a.png'
    const cases: Array<[BodyInit | null, ResponseInit]> = [
      [null, { status: 302, headers: { location: 'https://evil.example/' } }],
      ['missing', { status: 404, headers: { 'content-type': 'image/png' } }],
      ['<svg onload="alert(1)"/>', { status: 200, headers: { 'content-type': 'image/svg+xml' } }],
      ['<html>', { status: 200, headers: { 'content-type': 'text/html' } }],
      [PNG, { status: 200, headers: { 'content-type': 'image/png', 'content-length': String(MAX_IMAGE_BYTES + 1) } }],
      [Buffer.alloc(MAX_IMAGE_BYTES + 1), { status: 200, headers: { 'content-type': 'image/jpeg' } }],
    ]
    for (const [body, init] of cases) expect(await proxyImage(url, { fetchImpl: answering(body, init) })).toEqual({ ok: false, reason: 'imageUnavailable' })
    const down = vi.fn(async () => {
      throw new Error('ECONNREFUSED')
    }) as unknown as typeof fetch
    expect(await proxyImage(url, { fetchImpl: down })).toEqual({ ok: false, reason: 'imageUnavailable' })
  })
})
