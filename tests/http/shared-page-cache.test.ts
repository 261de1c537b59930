/**
 * Several instances, one page cache: two `next start` servers share their ISR pages through one
 * Redis (REDIS_URL; src/server/cache/page-cache-handler.mjs). A page one renders the other serves
 * without rendering it, a prerendered page is served and shared by a fresh instance, a publish
 * through one shows on the other at once in every language, and Redis going away costs a render,
 * not an answer. Needs Debian's redis-server (.ci/run installs it).
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REVALIDATE_HEADER, revalidationSecret } from '../../src/server/cms/revalidate'
import { findRedisServer, pageCacheKeys, pageStoredAt, REDIS_MISSING, redisClient, type RunningRedis, startRedis } from '../helpers/redis'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer, within } from '../helpers/server'

const REDIS_PORT = 6392
const PORT_A = 3260
const PORT_B = 3261

let redis: RunningRedis
let inspect: Awaited<ReturnType<typeof redisClient>>
let a: RunningServer
let b: RunningServer
let token: string
const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim()

beforeAll(async () => {
  if (!findRedisServer()) throw new Error(REDIS_MISSING)
  redis = await startRedis(REDIS_PORT)
  inspect = await redisClient(redis)
  ;[a, b] = await Promise.all([startProductionServer(PORT_A, { REDIS_URL: redis.url }), startProductionServer(PORT_B, { REDIS_URL: redis.url })])
  token = await adminToken(a.url)
})

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await inspect?.close().catch(() => {})
  await redis?.stop()
})

type Seen = { status: number; cache: string | null; etag: string | null; body: string }

async function get(server: RunningServer, pathname: string): Promise<Seen> {
  const response = await fetch(server.url + pathname, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), etag: response.headers.get('etag'), body: await response.text() }
}

/** The Redis keys of this build's entries for a localized path. */
const keysFor = (localizedPath: string) => pageCacheKeys(inspect, buildId, localizedPath)

/** When this build's entry for a localized path was stored (0: none). */
const storedAt = (localizedPath: string) => pageStoredAt(inspect, buildId, localizedPath)

/** Marks the stored copy of a page: an answer carries the mark only if it came from Redis. */
async function markStored(localizedPath: string): Promise<void> {
  const [key] = await keysFor(localizedPath)
  if (!key) throw new Error(`no Redis entry for ${localizedPath}`)
  const entry = JSON.parse((await inspect.get(key)) ?? 'null')
  entry.value.html = entry.value.html.replace('</body>', '<!--from-redis--></body>')
  await inspect.set(key, JSON.stringify(entry), { KEEPTTL: true })
}

const cms = <T>(pathname: string, init: RequestInit = {}) => cmsAsAdmin<T>(a.url, token, pathname, init)

async function noviceGuideArticle(): Promise<{ id: number; titles: Record<'zh' | 'en' | 'ru', string> }> {
  const [article] = (await cms<{ docs: Array<{ id: number }> }>('/articles?where[section][equals]=novice-guide&sort=publishedAt&limit=1&depth=0')).docs
  if (!article) throw new Error('no novice-guide article')
  const title = async (locale: string) => (await cms<{ title: string }>(`/articles/${article.id}?locale=${locale}&depth=0`)).title
  return { id: article.id, titles: { zh: await title('zh'), en: await title('en'), ru: await title('ru') } }
}

describe('two instances sharing Redis', () => {
  it('serve a prerendered page from a fresh instance, and share it', async () => {
    // Nobody asked for it yet: B finds it in the build's output and writes it into Redis. Served
    // from the cache (HIT, or STALE once the build is older than the page's revalidate), not rendered.
    expect(await keysFor('/ru/about')).toEqual([])
    const first = await get(b, '/ru/about')
    expect(first.status).toBe(200)
    expect(first.cache).toMatch(/^(HIT|STALE)$/)
    expect(first.body).toContain('</html>')
    expect(await keysFor('/ru/about')).toHaveLength(1)
    // A serves B's copy (marked again should B's background regeneration of a STALE copy replace it).
    await within(10_000, async () => {
      await markStored('/ru/about')
      const other = await get(a, '/ru/about')
      return /^(HIT|STALE)$/.test(other.cache ?? '') && other.body.includes('<!--from-redis-->')
    })
  })

  it('serve a page one instance rendered from the other, without rendering it again', async () => {
    const { id } = await noviceGuideArticle()
    const page = `/en/noviceGuide/${id}`
    // A regenerates the page (as after a publish) and stores it in Redis.
    const started = Date.now()
    const regenerated = await fetch(`${a.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_HEADER]: revalidationSecret() },
      body: JSON.stringify({ scope: 'paths', paths: [`/noviceGuide/${id}`] }),
    })
    expect(regenerated.status).toBe(200)
    const [key] = await keysFor(page)
    if (!key) throw new Error(`no Redis entry for ${page}`)
    const stored = JSON.parse((await inspect.get(key)) ?? 'null')
    expect(stored.lastModified).toBeGreaterThanOrEqual(started)
    expect(stored.cacheControl).toMatchObject({ revalidate: 300 })
    expect(await inspect.ttl(key)).toBeGreaterThan(0)
    await markStored(page)
    const served = await get(b, page)
    expect([served.status, served.cache]).toEqual([200, 'HIT'])
    expect(served.body).toContain('<!--from-redis-->')
    // B did not render it: the entry is the one A stored.
    expect(await storedAt(page)).toBe(stored.lastModified)
  })

  it('show an article published through one instance on the other within 2 s, in zh, en and ru', async () => {
    const article = await noviceGuideArticle()
    const pages = { zh: `/noviceGuide/${article.id}`, en: `/en/noviceGuide/${article.id}`, ru: `/ru/noviceGuide/${article.id}` }
    // B has every language's page cached before the edit: without a shared cache it would keep
    // serving its own copy for the whole revalidate window (5 minutes).
    for (const path of Object.values(pages)) expect((await get(b, path)).status, path).toBe(200)
    const stamp = Date.now()
    const titles = { zh: `共享缓存发布 ${stamp}`, en: `Shared cache publish ${stamp}`, ru: `Общий кэш ${stamp}` }
    try {
      for (const locale of ['zh', 'en', 'ru'] as const) {
        const saved = Date.now()
        await cms(`/articles/${article.id}?locale=${locale}`, { method: 'PATCH', body: JSON.stringify({ title: titles[locale], _status: 'published' }) })
        const ms = await within(2_000, async () => (await get(b, pages[locale])).body.includes(titles[locale]))
        console.log(`[shared page cache] ${locale} publish through A visible on B after ${ms} ms`)
        // And A (where it was regenerated) agrees.
        expect((await get(a, pages[locale])).body).toContain(titles[locale])
        // A publish regenerates the article's lists and hubs in every language too, the Russian
        // industry hub last: the next publish waits for that, as an editor's next save would.
        await within(30_000, async () => (await storedAt('/ru/industry')) >= saved)
      }
    } finally {
      for (const locale of ['zh', 'en', 'ru'] as const) {
        await cms(`/articles/${article.id}?locale=${locale}`, { method: 'PATCH', body: JSON.stringify({ title: article.titles[locale], _status: 'published' }) })
      }
      await within(10_000, async () => {
        const bodies = await Promise.all((['zh', 'en', 'ru'] as const).map(async (locale) => (await get(b, pages[locale])).body))
        return bodies.every((body, index) => !body.includes(Object.values(titles)[index] as string))
      })
    }
  })

  it('keep answering while Redis is down, and share pages again once it is back', async () => {
    await inspect.close()
    await redis.stop()
    try {
      for (const server of [a, b]) {
        for (const path of ['/', '/en/about', '/ru/lesson']) {
          const started = Date.now()
          const seen = await get(server, path)
          expect(seen.status, path).toBe(200)
          expect(Date.now() - started, path).toBeLessThan(10_000)
        }
      }
    } finally {
      redis = await startRedis(REDIS_PORT)
      inspect = await redisClient(redis)
    }
    // Said once in the log (a JSON line, never the URL).
    for (const server of [a, b]) {
      const warnings = server.output().split('\n').filter((line) => line.includes('page cache: Redis unavailable'))
      expect(warnings.length).toBeGreaterThanOrEqual(1)
      expect(warnings.length).toBeLessThanOrEqual(2)
      expect(JSON.parse(warnings[0] as string)).toMatchObject({ level: 'warn' })
      expect(server.output()).not.toContain(redis.url)
    }
    // The clients reconnect on their own (backoff up to 5 s): A stores the page in the new Redis
    // (from the build's output, or rendered), and B serves that copy.
    const page = '/en/lesson'
    await within(15_000, async () => (await get(a, page), (await keysFor(page)).length === 1))
    await within(15_000, async () => (await markStored(page), (await get(b, page)).body.includes('<!--from-redis-->')))
    expect(a.output()).toContain('page cache: Redis is back')
  })
})
