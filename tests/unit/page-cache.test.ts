import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { keyPath, pageCacheKey, pageCacheMaxBytes, pageCacheTtlMs, PERSONAL_COOKIES, shareableFor } from '../../src/server/page-cache/rules'
import { type CachedPage, PageStore } from '../../src/server/page-cache/store'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const guest = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers: { host: 'site.test', 'user-agent': DESKTOP, ...headers } })

describe('which requests the page cache may answer', () => {
  it('shares guests’ GET and HEAD of site pages, keyed by scheme, host, encoding and URL', () => {
    const key = pageCacheKey(guest('/en/about?x=1', { 'accept-encoding': 'gzip, br' }))
    expect(key).toBe('http site.test gzip,br /en/about?x=1')
    expect(pageCacheKey(guest('/en/about?x=1', { 'accept-encoding': 'gzip, br' }, 'HEAD'))).toBe(key)
    expect(pageCacheKey(guest('/en/about?x=1'))).not.toBe(key)
    expect(pageCacheKey(guest('/en/about?x=1', { 'accept-encoding': 'gzip, br', 'x-forwarded-proto': 'https' }))).not.toBe(key)
    expect(pageCacheKey(guest('/en/about?x=1', { 'accept-encoding': 'gzip, br', host: 'other.test' }))).not.toBe(key)
    expect(keyPath(key!)).toBe('/en/about')
  })

  it('leaves every personal request to the app: sessions, the admin, draft mode', () => {
    for (const name of PERSONAL_COOKIES) {
      for (const cookie of [`a=1; ${name}=x`, `${name}=x`, `a=1;${name}=`, `  ${name}=x; b=2`]) expect(pageCacheKey(guest('/', { cookie }))).toBeNull()
    }
    expect(pageCacheKey(guest('/', { cookie: 'a=userToken=x; b=2' }))).not.toBeNull()
    expect(pageCacheKey(guest('/', { cookie: 'a=1; notuserToken=x' }))).not.toBeNull()
  })

  it('leaves writes, partial requests, the APIs, the admin and Next’s files to the app', () => {
    expect(pageCacheKey(guest('/', {}, 'POST'))).toBeNull()
    expect(pageCacheKey(guest('/', { range: 'bytes=0-10' }))).toBeNull()
    for (const url of ['/api/x', '/api', '/cms-api/pages', '/admin', '/admin/collections', '/_next/data/b/en.json', '/_next/static/x.js']) expect(pageCacheKey(guest(url))).toBeNull()
    expect(pageCacheKey(guest('/administrators'))).not.toBeNull()
  })

  it('leaves to the app (the proxy) every request it redirects by language cookie or device', () => {
    expect(pageCacheKey(guest('/about', { cookie: 'i18n_redirected=en' }))).toBeNull()
    expect(pageCacheKey(guest('/en/about', { cookie: 'i18n_redirected=en' }))).not.toBeNull()
    expect(pageCacheKey(guest('/', { 'user-agent': PHONE }))).toBeNull()
    expect(pageCacheKey(guest('/m', { 'user-agent': DESKTOP }))).toBeNull()
    expect(pageCacheKey(guest('/m', { 'user-agent': PHONE }))).not.toBeNull()
  })

  it('names the same personal cookies as the nginx tier', () => {
    const template = readFileSync('deploy/nginx/cache.conf.template', 'utf8')
    const names = /map \$http_cookie \$personal \{[^}]*\(\^\|;\\s\*\)\(([^)]*)\)=/.exec(template)?.[1]
    expect(names?.split('|').sort()).toEqual([...PERSONAL_COOKIES].sort())
  })
})

describe('which answers it keeps', () => {
  it('keeps a 200 the app marks shareable, for its TTL capped by s-maxage', () => {
    expect(shareableFor(200, { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' }, 1000)).toBe(1000)
    expect(shareableFor(200, { 'cache-control': 's-maxage=0' }, 1000)).toBe(0)
  })

  it('never keeps private, unshareable or cookie-setting answers, nor errors and redirects', () => {
    expect(shareableFor(200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, 1000)).toBe(0)
    expect(shareableFor(200, { 'cache-control': 'public, max-age=60' }, 1000)).toBe(0)
    expect(shareableFor(200, {}, 1000)).toBe(0)
    expect(shareableFor(200, { 'cache-control': 's-maxage=60', 'set-cookie': ['a=1'] }, 1000)).toBe(0)
    for (const status of [301, 307, 404, 500]) expect(shareableFor(status, { 'cache-control': 's-maxage=60' }, 1000)).toBe(0)
  })

  it('is on in production only, 1 s unless configured, and refuses a nonsense TTL', () => {
    expect(pageCacheTtlMs({ NODE_ENV: 'development' })).toBe(0)
    expect(pageCacheTtlMs({ NODE_ENV: 'production' })).toBe(1000)
    expect(pageCacheTtlMs({ NODE_ENV: 'production', PAGE_CACHE_TTL_MS: '0' })).toBe(0)
    expect(pageCacheTtlMs({ NODE_ENV: 'production', PAGE_CACHE_TTL_MS: '250' })).toBe(250)
    for (const bad of ['-1', '1.5', '1s', '600000']) expect(() => pageCacheTtlMs({ NODE_ENV: 'production', PAGE_CACHE_TTL_MS: bad })).toThrow(/PAGE_CACHE_TTL_MS/)
  })

  it('holds 64 MB unless configured, and refuses a nonsense size naming the variable', () => {
    expect(pageCacheMaxBytes({})).toBe(64 * 1024 * 1024)
    expect(pageCacheMaxBytes({ PAGE_CACHE_MAX_MB: ' 8 ' })).toBe(8 * 1024 * 1024)
    for (const bad of ['0', '-5', '2.5', '64MB', 'lots', '5000']) expect(() => pageCacheMaxBytes({ PAGE_CACHE_MAX_MB: bad })).toThrow(/PAGE_CACHE_MAX_MB/)
  })
})

describe('the page store', () => {
  const page = (bytes: number): CachedPage => ({ status: 200, headers: {}, body: Buffer.alloc(bytes), etag: undefined, freshUntil: 0, refreshingSince: 0 })

  it('drops the least recently used pages past its byte budget', () => {
    const store = new PageStore(300)
    store.set('a', page(100))
    store.set('b', page(100))
    store.set('c', page(100))
    store.get('a')
    store.set('d', page(100))
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')).toBeDefined()
    expect(store.size).toEqual({ pages: 3, bytes: 300 })
    store.set('huge', page(301))
    expect(store.get('huge')).toBeUndefined()
  })

  it('forgets every copy of a published page, and counts the publish', () => {
    const store = new PageStore(10_000)
    store.set('http h gzip /en/about', page(1))
    store.set('http h  /en/about?utm=1', page(1))
    store.set('http h  /en/about-us', page(1))
    const before = store.generation
    store.forgetPath('/en/about')
    expect(store.size.pages).toBe(1)
    expect(store.get('http h  /en/about-us')).toBeDefined()
    expect(store.generation).toBe(before + 1)
    store.set('http h  /search/%E4%B8%AD%E6%96%87', page(1))
    store.forgetPath('/search/中文')
    expect(store.size.pages).toBe(1)
  })
})
