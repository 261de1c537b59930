/**
 * The page cache handler (src/server/cache/page-cache-handler.mjs) against a real redis-server,
 * called as Next calls it: shared entries with their cache lifetime, notFound, TTLs, builds kept
 * apart, tags, Redis down or hung as a quick miss, and Next's disk cache without REDIS_URL.
 * Needs Debian's redis-server (.ci/run installs it); in CI its absence fails the test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import PageCacheHandler, {
  closeConnections,
  COMMAND_TIMEOUT_MS,
  CONNECT_TIMEOUT_MS,
  FileSystemCache,
  MAX_TTL_SECONDS,
} from '../../src/server/cache/page-cache-handler.mjs'
import { findRedisServer, REDIS_MISSING, type RunningRedis, startRedis } from '../helpers/redis'

const require = createRequire(import.meta.url)
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown }

const REDIS_PORT = 6391
/** A key as Next 16.4 makes them (opaque to the handler). */
const KEY = '/route-cache/PAGES/0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0/$/en/about'
const PAGES = { kind: 'PAGES' as const }
const page = (html: string, headers: Record<string, string> = {}) => ({ kind: 'PAGES', html, pageData: { pageProps: { html } }, headers, status: 200 })

let redis: RunningRedis
let inspect: ReturnType<typeof createClient>
let root: string

/** A build directory with its BUILD_ID, as `next build` leaves it. */
function build(id: string): string {
  const dir = path.join(root, id)
  mkdirSync(path.join(dir, 'server'), { recursive: true })
  writeFileSync(path.join(dir, 'BUILD_ID'), id)
  return path.join(dir, 'server')
}

/** What Next gives a cache handler (next-server.js getIncrementalCache). */
const context = (serverDistDir: string, fs = nodeFs) => ({ fs, dev: false, flushToDisk: true, serverDistDir, maxMemoryCacheSize: 0, revalidatedTags: [], _requestHeaders: {} })

/** A handler as one request of a server sees it, with this REDIS_URL (null: none). */
function handler(serverDistDir: string, redisUrl: string | null = redis?.url ?? null, fs = nodeFs) {
  const before = process.env.REDIS_URL
  if (redisUrl === null) delete process.env.REDIS_URL
  else process.env.REDIS_URL = redisUrl
  try {
    return new PageCacheHandler(context(serverDistDir, fs))
  } finally {
    if (before === undefined) delete process.env.REDIS_URL
    else process.env.REDIS_URL = before
  }
}

const present = findRedisServer()

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'page-cache-'))
  if (present) {
    redis = await startRedis(REDIS_PORT)
    inspect = createClient({ url: redis.url })
    await inspect.connect()
  }
})

/** In CI a missing redis-server fails these tests; on a developer's machine they are skipped. */
const withRedis = describe.skipIf(!present && !process.env.CI)

afterAll(async () => {
  closeConnections()
  await inspect?.close().catch(() => {})
  await redis?.stop()
  rmSync(root, { recursive: true, force: true })
})

describe('Next’s disk cache module (pinned internal path)', () => {
  it('is where the handler imports it from, with the methods it calls', () => {
    // Fails on a Next upgrade that moves or reshapes it: re-pin src/server/cache/page-cache-handler.mjs.
    expect(require.resolve('next/dist/server/lib/incremental-cache/file-system-cache.js')).toContain(path.join('next', 'dist', 'server'))
    expect(require('next/dist/server/lib/incremental-cache/file-system-cache.js').default).toBe(FileSystemCache)
    for (const method of ['get', 'set', 'revalidateTag', 'resetRequestCache']) expect(typeof FileSystemCache.prototype[method], method).toBe('function')
    expect(require('next/package.json').version).toBe('16.4.5')
  })
})

// First among the handler's tests: its warnings are rate-limited per process (30 s).
describe('where Next makes a handler without its build', () => {
  it('says nothing in the proxy (no fs, no serverDistDir), and warns for a server output without BUILD_ID', () => {
    const lines: string[] = []
    const write = process.stdout.write.bind(process.stdout)
    process.stdout.write = ((chunk: string) => (lines.push(String(chunk)), true)) as typeof process.stdout.write
    const before = { REDIS_URL: process.env.REDIS_URL, LOG_LEVEL: process.env.LOG_LEVEL }
    Object.assign(process.env, { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' })
    try {
      // As next/dist/server/web/adapter.js builds it for src/proxy.ts, on every proxied request.
      new PageCacheHandler({ dev: false, revalidatedTags: [], _requestHeaders: {} })
      expect(lines.filter((line) => line.includes('page cache:'))).toEqual([])
      const noBuildId = path.join(mkdtempSync(path.join(os.tmpdir(), 'no-build-id-')), 'server')
      new PageCacheHandler(context(noBuildId))
      expect(lines.filter((line) => line.includes('no BUILD_ID beside the server output'))).toHaveLength(1)
    } finally {
      process.stdout.write = write
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  })
})

describe('without REDIS_URL', () => {
  it('is Next’s disk cache: entries are written as Next writes them, and read back', async () => {
    const dist = build('disk-only')
    const cache = handler(dist, null)
    await cache.set(KEY, page('<p>disk</p>'), { ...PAGES, cacheControl: { revalidate: 300, expire: 3600 } })
    expect(existsSync(path.join(dist, `${KEY}.html`))).toBe(true)
    expect(existsSync(path.join(dist, `${KEY}.json`))).toBe(true)
    const entry = await handler(dist, null).get(KEY, { ...PAGES, isFallback: false })
    expect(entry?.value).toMatchObject({ kind: 'PAGES', html: '<p>disk</p>', pageData: { pageProps: { html: '<p>disk</p>' } } })
  })

  it('is Next’s disk cache during `next build` too, REDIS_URL or not', async () => {
    const dist = build('building')
    process.env.NEXT_PHASE = 'phase-production-build'
    try {
      await handler(dist, 'redis://127.0.0.1:1').set(KEY, page('<p>built</p>'), { ...PAGES, cacheControl: { revalidate: 300 } })
    } finally {
      delete process.env.NEXT_PHASE
    }
    expect(existsSync(path.join(dist, `${KEY}.html`))).toBe(true)
  })
})

withRedis('with REDIS_URL', () => {
  beforeAll(() => {
    if (!present) throw new Error(REDIS_MISSING)
  })

  afterEach(async () => {
    await inspect.flushAll()
  })

  it('shares an entry with its cache lifetime: another instance gets what one stored, and no disk file is written', async () => {
    const dist = build('b1')
    const cacheControl = { revalidate: 300, expire: 3600 }
    const before = Date.now()
    await handler(dist).set(KEY, page('<p>shared</p>'), { ...PAGES, cacheControl })
    const entry = await handler(dist).get(KEY, { ...PAGES, isFallback: false })
    expect(entry).toEqual({ value: page('<p>shared</p>'), lastModified: expect.any(Number), cacheControl })
    expect(entry?.lastModified).toBeGreaterThanOrEqual(before)
    expect(await inspect.keys('*')).toEqual([`page-cache:b1:${KEY}`])
    expect(existsSync(path.join(dist, `${KEY}.html`))).toBe(false)
  })

  it('shares a notFound result (null) and a redirect', async () => {
    const dist = build('b1')
    await handler(dist).set(KEY, null, { ...PAGES, cacheControl: { revalidate: 60, expire: 600 } })
    expect(await handler(dist).get(KEY, PAGES)).toEqual({ value: null, lastModified: expect.any(Number), cacheControl: { revalidate: 60, expire: 600 } })
    const redirect = { kind: 'REDIRECT', props: { __N_REDIRECT: '/en/m', __N_REDIRECT_STATUS: 307 } }
    await handler(dist).set(`${KEY}/m`, redirect, { ...PAGES, cacheControl: { revalidate: 60 } })
    expect((await handler(dist).get(`${KEY}/m`, PAGES))?.value).toEqual(redirect)
  })

  it('keeps an entry as long as its expire says (capped), never by its revalidate', async () => {
    const dist = build('b1')
    const ttl = async (key: string, cacheControl: object) => {
      await handler(dist).set(key, page(key), { ...PAGES, cacheControl })
      return inspect.ttl(`page-cache:b1:${key}`)
    }
    expect(await ttl(`${KEY}/1`, { revalidate: 5, expire: 600 })).toBeGreaterThan(595)
    expect(await ttl(`${KEY}/1`, { revalidate: 5, expire: 600 })).toBeLessThanOrEqual(600)
    // Next's default expire is a year: kept 14 days at most.
    expect(await ttl(`${KEY}/2`, { revalidate: 300, expire: 31_536_000 })).toBe(MAX_TTL_SECONDS)
    expect(await ttl(`${KEY}/3`, { revalidate: false })).toBe(MAX_TTL_SECONDS)
  })

  it('never mixes two builds', async () => {
    await handler(build('old-build')).set(KEY, page('<p>old</p>'), { ...PAGES, cacheControl: { revalidate: 300 } })
    expect(await handler(build('new-build')).get(KEY, PAGES)).toBeNull()
    expect((await handler(build('old-build')).get(KEY, PAGES))?.value).toMatchObject({ html: '<p>old</p>' })
  })

  it('expires an entry whose tag is revalidated, on every instance, until it is stored again', async () => {
    const dist = build('b1')
    await handler(dist).set(KEY, page('<p>tagged</p>', { 'x-next-cache-tags': 'articles,footer' }), { ...PAGES, cacheControl: { revalidate: 300 } })
    expect(await handler(dist).get(KEY, PAGES)).not.toBeNull()
    await handler(dist).revalidateTag('footer')
    expect(await handler(dist).get(KEY, PAGES)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await handler(dist).set(KEY, page('<p>again</p>', { 'x-next-cache-tags': 'articles,footer' }), { ...PAGES, cacheControl: { revalidate: 300 } })
    expect((await handler(dist).get(KEY, PAGES))?.value).toMatchObject({ html: '<p>again</p>' })
    // A tag expiring later (durations.expire) leaves the entry until then.
    await handler(dist).revalidateTag(['articles'], { expire: 60 })
    expect(await handler(dist).get(KEY, PAGES)).not.toBeNull()
  })

  it('reads a page it does not have from the build on disk, and shares it, never over a newer one', async () => {
    const dist = build('seeded')
    await handler(dist, null).set(KEY, page('<p>prerendered</p>'), { ...PAGES, cacheControl: { revalidate: 300 } })
    const seeded = await handler(dist).get(KEY, { ...PAGES, isFallback: false })
    expect(seeded?.value).toMatchObject({ html: '<p>prerendered</p>' })
    expect(JSON.parse((await inspect.get(`page-cache:seeded:${KEY}`)) ?? 'null')).toMatchObject({ value: { html: '<p>prerendered</p>' }, lastModified: seeded?.lastModified })

    // A render stored while the seed was being read wins: the seed is written only if absent.
    await inspect.del(`page-cache:seeded:${KEY}`)
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slowDisk = { ...(nodeFs as object), readFile: async (...args: unknown[]) => (await gate, (nodeFs as { readFile: (...a: unknown[]) => Promise<unknown> }).readFile(...args)) }
    const reading = handler(dist, redis.url, slowDisk).get(KEY, { ...PAGES, isFallback: false })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await handler(dist).set(KEY, page('<p>rendered meanwhile</p>'), { ...PAGES, cacheControl: { revalidate: 300 } })
    release()
    expect((await reading)?.value).toMatchObject({ html: '<p>prerendered</p>' })
    expect((await handler(dist).get(KEY, PAGES))?.value).toMatchObject({ html: '<p>rendered meanwhile</p>' })
  })

  it('leaves the App Router’s entries (Buffers) on disk', async () => {
    const dist = build('b1')
    const body = Buffer.from([0xff, 0x00, 0xfe])
    const key = '/route-cache/APP_ROUTE/abc/$/cms-api/graphql-schema'
    await handler(dist).set(key, { kind: 'APP_ROUTE', body, headers: {}, status: 200 }, { kind: 'APP_ROUTE', cacheControl: { revalidate: 60 } })
    expect(await inspect.keys('*')).toEqual([])
    const entry = await handler(dist).get(key, { kind: 'APP_ROUTE', isFallback: false })
    expect(Buffer.compare(entry?.value?.body, body)).toBe(0)
  })
})

withRedis('with Redis down or hung', () => {
  beforeAll(() => {
    if (!present) throw new Error(REDIS_MISSING)
  })

  it('is a miss at once when nothing listens, and storing does not wait either', async () => {
    // The build's own copy is not served instead: it may be older than what was published since.
    const dist = build('down')
    await handler(dist, null).set(KEY, page('<p>prerendered</p>'), { ...PAGES, cacheControl: { revalidate: 300 } })
    const started = Date.now()
    expect(await handler(dist, 'redis://127.0.0.1:6393').get(KEY, PAGES)).toBeNull()
    await handler(dist, 'redis://127.0.0.1:6393').set(KEY, page('<p>lost</p>'), { ...PAGES, cacheControl: { revalidate: 300 } })
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 200)
    // Later requests (the client reconnecting in the background) do not wait at all.
    const again = Date.now()
    for (let i = 0; i < 5; i++) expect(await handler(dist, 'redis://127.0.0.1:6393').get(KEY, PAGES)).toBeNull()
    expect(Date.now() - again).toBeLessThan(100)
  })

  it('is a miss within the connect timeout when a server accepts and never answers', async () => {
    const sockets: net.Socket[] = []
    const silent = net.createServer((socket) => sockets.push(socket.on('error', () => {})))
    await new Promise<void>((resolve) => silent.listen(6394, '127.0.0.1', resolve))
    try {
      const started = Date.now()
      expect(await handler(build('b1'), 'redis://127.0.0.1:6394').get(KEY, PAGES)).toBeNull()
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 300)
      const again = Date.now()
      expect(await handler(build('b1'), 'redis://127.0.0.1:6394').get(KEY, PAGES)).toBeNull()
      expect(Date.now() - again).toBeLessThan(100)
    } finally {
      closeConnections()
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })

  it('is a miss within the command timeout when Redis stops answering, then skips it for a while', async () => {
    const dist = build('hung')
    await handler(dist, null).set(`${KEY}/prerendered`, page('<p>prerendered</p>'), { ...PAGES, cacheControl: { revalidate: 300 } })
    await handler(dist).set(KEY, page('<p>before</p>'), { ...PAGES, cacheControl: { revalidate: 300 } })
    redis.process.kill('SIGSTOP')
    try {
      const started = Date.now()
      expect(await handler(dist).get(`${KEY}/prerendered`, PAGES)).toBeNull()
      expect(Date.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS + 300)
      const again = Date.now()
      expect(await handler(dist).get(KEY, PAGES)).toBeNull()
      expect(await handler(dist).get(`${KEY}/prerendered`, PAGES)).toBeNull()
      expect(Date.now() - again).toBeLessThan(100)
    } finally {
      redis.process.kill('SIGCONT')
    }
  })
})
