/**
 * The page cache's serving (src/server/page-cache/serve.ts) over real HTTP, with a stand-in for
 * Next behind it that counts the requests it answers, and a fake clock for the TTL.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { answerFromCache, answerSafely } from '../../src/server/page-cache/serve'
import { forgetCachedPage, pageStore } from '../../src/server/page-cache/store'

const TTL = 1000
let answered = 0
let version = 1
let appSays: Record<string, string> = {}
let holdApp: Promise<void> | null = null

/** Next's part: a shareable page whose body names its version, gzipped when asked (as Next's compression does). */
async function app(req: IncomingMessage, res: ServerResponse) {
  answered += 1
  const body = `<html>page ${req.url} v${version}</html>`
  await holdApp
  res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=31535700')
  res.setHeader('etag', `"v${version}"`)
  res.setHeader('x-content-type-options', 'nosniff')
  res.setHeader('content-security-policy', "default-src 'self'")
  for (const [name, value] of Object.entries(appSays)) res.setHeader(name, value)
  if (/gzip/.test(String(req.headers['accept-encoding']))) {
    res.setHeader('content-encoding', 'gzip')
    res.write(gzipSync(body).subarray(0, 10))
    res.end(gzipSync(body).subarray(10))
  } else {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(body)
  }
}

let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!answerFromCache(req, res, TTL)) void app(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
afterEach(() => {
  vi.restoreAllMocks()
  appSays = {}
  holdApp = null
})

type Seen = { status: number; cache: string | undefined; body: string; headers: http.IncomingHttpHeaders }
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const request = http.request(base + path, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, cache: response.headers['x-page-cache'] as string | undefined, body: Buffer.concat(chunks).toString('latin1'), headers: response.headers }))
    })
    request.on('error', reject)
    request.end()
  })
}

let unique = 0
const page = () => `/en/about?t=${++unique}`
let now = 1_000_000
const clock = () => vi.spyOn(Date, 'now').mockImplementation(() => now)

describe('the page cache in front of the app', () => {
  it('answers a guest’s second request from memory, with the app’s headers and exact length', async () => {
    clock()
    const path = page()
    const first = await get(path)
    const count = answered
    const second = await get(path)
    expect(first.cache).toBeUndefined()
    expect([second.status, second.cache, second.body]).toEqual([200, 'hit', first.body])
    expect(answered).toBe(count)
    expect(second.headers['x-content-type-options']).toBe('nosniff')
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(Number(second.headers['content-length'])).toBe(first.body.length)
  })

  it('keeps the gzipped and the plain page apart', async () => {
    clock()
    const path = page()
    await get(path, { 'accept-encoding': 'gzip' })
    await get(path)
    const zipped = await get(path, { 'accept-encoding': 'gzip' })
    const plain = await get(path)
    expect([zipped.cache, zipped.headers['content-encoding']]).toEqual(['hit', 'gzip'])
    expect([plain.cache, plain.headers['content-encoding'], plain.body]).toEqual(['hit', undefined, `<html>page ${path} v${version}</html>`])
  })

  it('lets exactly one request refresh an expired page while the others get it stale', async () => {
    clock()
    const path = page()
    await get(path)
    now += TTL + 1
    version += 1
    let release = () => {}
    holdApp = new Promise<void>((resolve) => (release = resolve))
    const count = answered
    const burst = Array.from({ length: 12 }, () => get(path))
    await new Promise((resolve) => setTimeout(resolve, 200))
    release()
    const seen = await Promise.all(burst)
    expect(answered - count).toBe(1)
    expect(seen.filter((answer) => answer.cache === undefined).map((answer) => answer.body)).toEqual([`<html>page ${path} v${version}</html>`])
    expect(seen.filter((answer) => answer.cache === 'stale').length).toBe(11)
    expect((await get(path)).body).toContain(`v${version}`)
  })

  it('answers HEAD and a client’s own copy (304) from memory', async () => {
    clock()
    const path = page()
    await get(path)
    const head = await get(path, {}, 'HEAD')
    expect([head.status, head.cache, head.body]).toEqual([200, 'hit', ''])
    const conditional = await get(path, { 'if-none-match': `W/"x", "v${version}"` })
    expect([conditional.status, conditional.cache, conditional.body]).toEqual([304, 'hit', ''])
    expect(conditional.headers['content-security-policy']).toBe("default-src 'self'")
    expect(conditional.headers.etag).toBe(`"v${version}"`)
    expect(conditional.headers['content-type']).toBeUndefined()
  })

  it('never answers a seller or a previewing editor from memory, nor keeps their pages', async () => {
    clock()
    const path = page()
    const count = answered
    await get(path, { cookie: 'userToken=abc' })
    expect((await get(path)).cache).toBeUndefined()
    expect((await get(path, { cookie: 'userToken=abc' })).cache).toBeUndefined()
    expect((await get(path, { cookie: '__prerender_bypass=1' })).cache).toBeUndefined()
    expect(answered - count).toBe(4)
  })

  it('never keeps a private answer or one that sets a cookie, and drops a page that became private', async () => {
    clock()
    for (const says of [{ 'cache-control': 'private, no-store' }, { 'set-cookie': 'a=1' }] as Array<Record<string, string>>) {
      appSays = says
      const path = page()
      await get(path)
      expect((await get(path)).cache).toBeUndefined()
    }
    const path = page()
    appSays = {}
    await get(path)
    now += TTL + 1
    appSays = { 'cache-control': 'private, no-store' }
    await get(path)
    expect((await get(path)).cache).toBeUndefined()
  })

  it('forgets a published page at once, and never keeps an answer begun before the publish', async () => {
    clock()
    const path = page()
    await get(path)
    expect((await get(path)).cache).toBe('hit')
    version += 1
    forgetCachedPage('/en/about')
    expect((await get(path)).body).toContain(`v${version}`)
    // An answer in flight when the publish comes may hold the old page: not kept.
    now += TTL + 1
    let release = () => {}
    holdApp = new Promise<void>((resolve) => (release = resolve))
    const inFlight = get(path)
    await new Promise((resolve) => setTimeout(resolve, 100))
    forgetCachedPage('/somewhere-else')
    release()
    await inFlight
    holdApp = null
    expect((await get(path)).cache).toBeUndefined()
    expect(pageStore().size.pages).toBeGreaterThan(0)
  })
})

describe('when the cache itself fails', () => {
  it('lets the app answer, and logs the failure once rather than per request', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const unreadable = {
      method: 'GET',
      url: '/en/about',
      get headers(): never {
        throw new Error('broken request object')
      },
    } as unknown as IncomingMessage
    const notStarted = { headersSent: false } as ServerResponse
    expect(answerSafely(unreadable, notStarted, TTL)).toBe(false)
    expect(answerSafely(unreadable, notStarted, TTL)).toBe(false)
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0][0])).toContain('page cache')
  })
})
