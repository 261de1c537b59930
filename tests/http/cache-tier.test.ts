/**
 * Issue 13: the nginx cache tier (deploy/nginx/cache.conf.template) in front of `next start`, as
 * `npm run start:cached` runs it. Guests share micro-cached pages; a seller, an admin or an editor
 * in preview never gets a page cached for someone else, and theirs are never stored; the APIs and
 * the admin are never cached; an editor's publish shows through the cache.
 * Needs Debian's nginx (`apt-get install nginx-light`; .ci/run installs it).
 */
import { type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findNginx, newRefreshSecret, NGINX_MISSING, startNginx, writeCacheTierConfig } from '../../scripts/lib/cache-tier'
import { CACHE_REFRESH_HEADER } from '../../src/server/cms/cache-refresh'
import { USER_AGENTS } from '../helpers/user-agents'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer, stopChild, within } from '../helpers/server'

const APP_PORT = 3217
const CACHE_PORT = 3218
const cached = `http://127.0.0.1:${CACHE_PORT}`
const refreshSecret = newRefreshSecret()

let app: RunningServer
let nginx: ChildProcess
let root: string
let token: string

beforeAll(async () => {
  const binary = findNginx()
  if (!binary) throw new Error(NGINX_MISSING)
  // As `npm run start:cached` runs them: the app refreshes the pages it regenerates through the
  // tier. Pages are kept an hour here, not a second: what a publish changes shows only by that.
  app = await startProductionServer(APP_PORT, { TRUST_PROXY: 'true', CACHE_TIER_URL: cached, CACHE_REFRESH_SECRET: refreshSecret, SITE_URL: cached })
  root = mkdtempSync(path.join(os.tmpdir(), 'cache-tier-'))
  nginx = startNginx(binary, writeCacheTierConfig({ listen: `127.0.0.1:${CACHE_PORT}`, appUpstream: `127.0.0.1:${APP_PORT}`, root, refreshSecret, workers: 1, pageCacheTtl: '1h' }))
  await within(10_000, async () => (await fetch(cached + '/en').catch(() => null))?.ok === true)
  token = await adminToken(app.url)
})

afterAll(async () => {
  await stopChild(nginx)
  await app?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

type Seen = { status: number; cache: string | null; body: string; headers: Headers }

async function get(pathname: string, cookie?: string): Promise<Seen> {
  const response = await fetch(cached + pathname, { redirect: 'manual', headers: cookie ? { cookie } : {} })
  return { status: response.status, cache: response.headers.get('x-cache'), body: await response.text(), headers: response.headers }
}

/** A page URL nobody asked for yet (its own cache entry). */
let fresh = 0
const unique = (pathname: string) => `${pathname}?cache-test=${process.pid}-${++fresh}`

const cms = <T>(pathname: string, init: RequestInit = {}) => cmsAsAdmin<T>(app.url, token, pathname, init)

describe('the cache tier', () => {
  it('serves guests a page from the cache, with the app’s security headers', async () => {
    const page = unique('/en')
    expect((await get(page)).cache).toBe('MISS')
    const second = await get(page)
    expect([second.status, second.cache]).toEqual([200, 'HIT'])
    expect(second.body).toContain('data-testid="site-footer"')
    expect(second.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(second.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('never serves a seller or an admin a cached page, and never stores theirs', async () => {
    for (const cookie of ['userToken=some-session', 'Control-T=abc; i18n_redirected=en', `payload-token=${token}`]) {
      // Someone else's page is in the cache: they still go to the app.
      const page = unique('/ru')
      await get(page)
      expect((await get(page)).cache).toBe('HIT')
      expect((await get(page, cookie)).cache, cookie).toBe('BYPASS')
      // Their answer is not kept for the next visitor.
      const theirs = unique('/ru')
      expect((await get(theirs, cookie)).cache, cookie).toBe('BYPASS')
      expect((await get(theirs)).cache, cookie).toBe('MISS')
    }
  })

  it('never mixes an editor’s preview with the public page, either way', async () => {
    const [article] = (await cms<{ docs: Array<{ id: number; title: string }> }>('/articles?where[section][equals]=novice-guide&sort=-publishedAt&limit=1&depth=0')).docs
    if (!article) throw new Error('no novice-guide article')
    const draftTitle = `Cache tier draft ${Date.now()}`
    await cms(`/articles/${article.id}?draft=true`, { method: 'PATCH', body: JSON.stringify({ title: draftTitle }) })
    try {
      const preview = await fetch(`${cached}/api/preview?collection=articles&id=${article.id}&locale=zh`, {
        redirect: 'manual',
        headers: { cookie: `payload-token=${token}` },
      })
      expect(preview.status).toBe(307)
      const draftMode = preview.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')
      const page = `/noviceGuide/${article.id}`

      // The public page is cached; the editor still sees the draft.
      await get(page)
      expect((await get(page)).body).not.toContain(draftTitle)
      const asEditor = await get(page, draftMode)
      expect(asEditor.cache).toBe('BYPASS')
      expect(asEditor.body).toContain(draftTitle)
      // And the draft never reaches the public.
      for (let i = 0; i < 3; i++) expect((await get(page)).body).not.toContain(draftTitle)
    } finally {
      await cms(`/articles/${article.id}?draft=true`, { method: 'PATCH', body: JSON.stringify({ title: article.title }) })
    }
  })

  it('never caches the seller portal API, the CMS API, the admin or a private page', async () => {
    for (const pathname of ['/api/ram/ddqbt/v1/user/info', '/cms-api/globals/footer', '/admin/login', '/workbench']) {
      await get(pathname)
      const again = await get(pathname)
      expect(again.cache, pathname).not.toBe('HIT')
      expect(again.status, pathname).toBeLessThan(500)
    }
  })

  it('keeps one gzipped and one plain copy of a page, however the browser writes Accept-Encoding', async () => {
    const page = unique('/ru/about')
    const as = async (acceptEncoding: string) =>
      (await fetch(cached + page, { headers: { 'accept-encoding': acceptEncoding } })).headers.get('x-cache')
    expect(await as('gzip, deflate, br, zstd')).toBe('MISS')
    expect(await as('gzip')).toBe('HIT')
    expect(await as('br, GZIP;q=0.5')).toBe('HIT')
    expect(await as('identity')).toBe('MISS')
    expect(await as('br')).toBe('HIT')
  })

  it('keeps a phone’s and a desktop’s own copies where the device decides: a redirect never reaches the other', async () => {
    const as = async (pathname: string, ua: string) => {
      const response = await fetch(cached + pathname, { redirect: 'manual', headers: { 'user-agent': ua } })
      await response.arrayBuffer()
      return { status: response.status, cache: response.headers.get('x-cache'), location: response.headers.get('location') }
    }
    const home = unique('/en')
    const mobileHome = unique('/en/m')
    // A phone on the desktop home: its redirect is cached for phones only.
    expect(await as(home, USER_AGENTS['iPhone Safari'].ua)).toMatchObject({ status: 307, cache: 'MISS', location: expect.stringMatching(/^\/en\/m\?/) })
    expect(await as(home, USER_AGENTS['Android Chrome'].ua)).toMatchObject({ status: 307, cache: 'HIT' })
    expect(await as(home, USER_AGENTS['desktop Chrome'].ua)).toMatchObject({ status: 200, cache: 'MISS' })
    // Desktops, tablets and crawlers share the page.
    expect(await as(home, USER_AGENTS.iPad.ua)).toMatchObject({ status: 200, cache: 'HIT' })
    expect(await as(home, USER_AGENTS.Googlebot.ua)).toMatchObject({ status: 200, cache: 'HIT' })
    // The mobile home the other way round.
    expect(await as(mobileHome, USER_AGENTS['desktop Firefox'].ua)).toMatchObject({ status: 307, cache: 'MISS', location: expect.stringMatching(/^\/en\?/) })
    expect(await as(mobileHome, USER_AGENTS['WeChat Android'].ua)).toMatchObject({ status: 200, cache: 'MISS' })
    expect(await as(mobileHome, USER_AGENTS['Googlebot smartphone'].ua)).toMatchObject({ status: 200, cache: 'HIT' })
    expect(await as(mobileHome, USER_AGENTS['desktop Safari'].ua)).toMatchObject({ status: 307, cache: 'HIT' })
    // The JSON of a client-side navigation to the home likewise (a phone's carries its redirect).
    const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim()
    const homeData = unique(`/_next/data/${buildId}/en.json`)
    const data = async (ua: string) => {
      const response = await fetch(cached + homeData, { redirect: 'manual', headers: { 'user-agent': ua, 'x-nextjs-data': '1' } })
      await response.arrayBuffer()
      return { redirect: response.headers.get('x-nextjs-redirect'), cache: response.headers.get('x-cache') }
    }
    expect(await data(USER_AGENTS['iPhone Safari'].ua)).toMatchObject({ redirect: expect.stringMatching(/\/en\/m(\?|$)/), cache: 'MISS' })
    expect(await data(USER_AGENTS['desktop Chrome'].ua)).toMatchObject({ redirect: null, cache: 'MISS' })
    expect(await data(USER_AGENTS['desktop Chrome'].ua)).toMatchObject({ redirect: null, cache: 'HIT' })
    // Where the device decides nothing, everyone shares one copy.
    const lessons = unique('/en/lesson')
    expect(await as(lessons, USER_AGENTS['iPhone Safari'].ua)).toMatchObject({ status: 200, cache: 'MISS' })
    expect(await as(lessons, USER_AGENTS['desktop Chrome'].ua)).toMatchObject({ status: 200, cache: 'HIT' })
  })

  it('lets only the app refresh a cached page', async () => {
    const page = unique('/en/about')
    await get(page)
    expect((await get(page)).cache).toBe('HIT')
    for (const header of ['wrong', refreshSecret.slice(1), `${refreshSecret}x`]) {
      const response = await fetch(cached + page, { headers: { [CACHE_REFRESH_HEADER]: header } })
      expect(response.headers.get('x-cache'), header).toBe('HIT')
    }
    const refresh = await fetch(cached + page, { headers: { [CACHE_REFRESH_HEADER]: refreshSecret } })
    expect(refresh.headers.get('x-cache')).toBe('BYPASS')
    expect((await get(page)).cache).toBe('HIT')
  })

  it('shows an editor’s publish through the cache at once (its copy is refreshed, not left to expire)', async () => {
    const before = await cms<{ copyright: string }>('/globals/footer?locale=en')
    const copyright = `© Cache tier ${Date.now()}`
    const page = '/en/about'
    await get(page)
    expect((await get(page)).cache).toMatch(/HIT|UPDATING|STALE/)
    try {
      await cms('/globals/footer?locale=en', { method: 'POST', body: JSON.stringify({ copyright }) })
      const [direct, ms] = await Promise.all([
        within(10_000, async () => (await (await fetch(app.url + page)).text()).includes(copyright)),
        within(10_000, async () => (await get(page)).body.includes(copyright) && (await plainBody(page)).includes(copyright)),
      ])
      console.log(`[cache tier] footer publish visible through the cache after ${ms} ms (app: ${direct} ms)`)
    } finally {
      await cms('/globals/footer?locale=en', { method: 'POST', body: JSON.stringify({ copyright: before.copyright }) })
      // Putting it back is the second site-wide publish in a row: its pass starts when the first
      // pass (every page of the site) ends, so this waits longer than the claim above.
      await within(30_000, async () => (await get(page)).body.includes(before.copyright) && (await plainBody(page)).includes(before.copyright))
    }

    // One article: its own page.
    const [article] = (await cms<{ docs: Array<{ id: number; title: string }> }>('/articles?where[section][equals]=novice-guide&sort=publishedAt&limit=1&depth=0&locale=zh')).docs
    if (!article) throw new Error('no novice-guide article')
    const articlePage = `/noviceGuide/${article.id}`
    const title = `缓存层发布 ${Date.now()}`
    await get(articlePage)
    expect((await get(articlePage)).cache).toBe('HIT')
    try {
      await cms(`/articles/${article.id}?locale=zh`, { method: 'PATCH', body: JSON.stringify({ title, _status: 'published' }) })
      const ms = await within(10_000, async () => (await get(articlePage)).body.includes(title))
      console.log(`[cache tier] article publish visible through the cache after ${ms} ms`)
    } finally {
      await cms(`/articles/${article.id}?locale=zh`, { method: 'PATCH', body: JSON.stringify({ title: article.title, _status: 'published' }) })
      await within(10_000, async () => !(await get(articlePage)).body.includes(title))
    }
  })
})

/** A page through the cache as a client that takes no compression gets it. */
function plainBody(pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http.get(cached + pathname, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(body))
    }).on('error', reject)
  })
}

function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    }).on('error', reject)
  })
}

describe('the origin behind it', () => {
  it('sends a prerendered page with its exact length and ETag, and 304 for a copy the client has', async () => {
    // patches/next+16.4.5.patch sends prerendered pages from a once-encoded buffer: same bytes.
    // Uncompressed, so that Content-Length counts the page's own bytes.
    const plain = { 'accept-encoding': 'identity' }
    for (const pathname of ['/', '/ru/about', '/en/article/operate/14']) {
      const first = await fetch(app.url + pathname, { headers: plain })
      const body = Buffer.from(await first.arrayBuffer())
      expect(first.status, pathname).toBe(200)
      expect(Number(first.headers.get('content-length')), pathname).toBe(body.length)
      expect(body.toString('utf8'), pathname).toContain('</html>')
      const etag = first.headers.get('etag')
      expect(etag, pathname).toMatch(/^"[a-z0-9]+"$/)
      const again = await fetch(app.url + pathname, { headers: plain })
      expect(again.headers.get('etag'), pathname).toBe(etag)
      expect(Buffer.from(await again.arrayBuffer()).equals(body), pathname).toBe(true)
      // Not fetch(): it adds Cache-Control: no-cache to a conditional request (Fetch standard).
      expect(await statusOf(app.url + pathname, { ...plain, 'if-none-match': etag ?? '' }), pathname).toBe(304)
    }
  })
})
