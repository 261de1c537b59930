/**
 * Issue 13 ("Origin"): the app's in-process page cache (src/server/page-cache) in `next start`.
 * Guests share a page for PAGE_CACHE_TTL_MS; sellers, admins and previewing editors never get a
 * shared page nor leave theirs; the proxy's language and device redirects still happen; a publish
 * shows at once. The TTL is a minute here, so that only the publish can explain a change.
 */
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { USER_AGENTS } from '../helpers/user-agents'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer, within } from '../helpers/server'

const PORT = 3252
let app: RunningServer
let token: string

beforeAll(async () => {
  app = await startProductionServer(PORT, { PAGE_CACHE_TTL_MS: '60000' })
  token = await adminToken(app.url)
})
afterAll(async () => {
  await app?.stop()
})

type Seen = { status: number; cache: string | null; body: string; headers: Headers }
async function get(pathname: string, headers: Record<string, string> = {}): Promise<Seen> {
  const response = await fetch(app.url + pathname, { redirect: 'manual', headers })
  return { status: response.status, cache: response.headers.get('x-page-cache'), body: await response.text(), headers: response.headers }
}

let fresh = 0
const unique = (pathname: string) => `${pathname}${pathname.includes('?') ? '&' : '?'}page-cache-test=${process.pid}-${++fresh}`
const cms = <T>(pathname: string, init: RequestInit = {}) => cmsAsAdmin<T>(app.url, token, pathname, init)
const phone = USER_AGENTS['iPhone Safari'].ua

describe('the app’s page cache', () => {
  it('answers a guest’s repeated page from memory, with the app’s headers and ETag', async () => {
    // Uncompressed, so that Content-Length counts the page's own bytes.
    const plain = { 'accept-encoding': 'identity' }
    for (const pathname of [unique('/'), unique('/en/about'), unique('/ru/QACommunity')]) {
      const first = await get(pathname, plain)
      expect([first.status, first.cache], pathname).toEqual([200, null])
      // Next marks a page shareable (s-maxage) except while it serves a stale copy it regenerates.
      await within(10_000, async () => (await get(pathname, plain)).cache === 'hit')
      const hit = await get(pathname, plain)
      expect([hit.status, hit.cache], pathname).toEqual([200, 'hit'])
      expect(hit.body, pathname).toContain('data-testid="site-footer"')
      expect(Number(hit.headers.get('content-length')), pathname).toBe(Buffer.byteLength(hit.body))
      expect(hit.headers.get('content-security-policy'), pathname).toContain("script-src 'self'")
      expect(hit.headers.get('cache-control'), pathname).toContain('s-maxage')
      const etag = hit.headers.get('etag') ?? ''
      expect(etag, pathname).toMatch(/^"[a-z0-9]+"$/)
      expect(await statusOf(pathname, { ...plain, 'if-none-match': etag }), pathname).toBe(304)
    }
  })

  it('keeps the gzipped page for browsers apart from the plain one', async () => {
    const pathname = unique('/en')
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    await within(10_000, async () => (await get(pathname, browser)).cache === 'hit')
    const zipped = await fetch(app.url + pathname, { headers: browser })
    expect([zipped.headers.get('x-page-cache'), zipped.headers.get('content-encoding')]).toEqual(['hit', 'gzip'])
    expect(await zipped.text()).toContain('data-testid="site-footer"')
    const plain = await plainGet(pathname)
    expect(plain.encoding).toBeUndefined()
    expect(plain.body).toContain('data-testid="site-footer"')
  })

  it('never answers a seller, an admin or a previewing editor from memory, nor keeps their pages', async () => {
    for (const cookie of ['userToken=some-session', 'Control-T=abc; i18n_redirected=en', `payload-token=${token}`, '__prerender_bypass=x']) {
      const pathname = unique('/en/about')
      await within(10_000, async () => (await get(pathname)).cache === 'hit')
      expect((await get(pathname, { cookie })).cache, cookie).toBeNull()
      const theirs = unique('/en/about')
      await get(theirs, { cookie })
      expect((await get(theirs)).cache, cookie).toBeNull()
    }
  })

  it('still sends a phone and a visitor who chose a language where the proxy sends them', async () => {
    const home = unique('/')
    await within(10_000, async () => (await get(home)).cache === 'hit')
    const onPhone = await get(home, { 'user-agent': phone })
    expect([onPhone.status, onPhone.headers.get('location')]).toEqual([307, `/m?${home.split('?')[1]}`])
    const about = unique('/about')
    await within(10_000, async () => (await get(about)).cache === 'hit')
    const inEnglish = await get(about, { cookie: 'i18n_redirected=en' })
    expect([inEnglish.status, inEnglish.headers.get('location')]).toEqual([307, `/en${about}`])
  })

  it('never keeps a private page, the APIs or an error', async () => {
    for (const pathname of ['/workbench', '/api/ram/ddqbt/v1/user/info', '/cms-api/globals/footer', '/en/no-such-page']) {
      await get(pathname)
      const again = await get(pathname)
      expect(again.cache, pathname).toBeNull()
      expect(again.status, pathname).toBeLessThan(500)
    }
  })

  it('shows an editor’s publish at once, though the page is kept a minute', async () => {
    const [article] = (await cms<{ docs: Array<{ id: number; title: string }> }>('/articles?where[section][equals]=novice-guide&sort=publishedAt&limit=1&depth=0&locale=zh')).docs
    if (!article) throw new Error('no novice-guide article')
    const pathname = `/noviceGuide/${article.id}`
    const title = `页面缓存发布 ${Date.now()}`
    await within(10_000, async () => (await get(pathname)).cache === 'hit')
    try {
      await cms(`/articles/${article.id}?locale=zh`, { method: 'PATCH', body: JSON.stringify({ title, _status: 'published' }) })
      const ms = await within(10_000, async () => (await get(pathname)).body.includes(title))
      console.log(`[page cache] article publish visible after ${ms} ms`)
    } finally {
      await cms(`/articles/${article.id}?locale=zh`, { method: 'PATCH', body: JSON.stringify({ title: article.title, _status: 'published' }) })
      await within(10_000, async () => !(await get(pathname)).body.includes(title))
    }
  })
})

/** A page as a client that takes no compression gets it. */
function plainGet(pathname: string): Promise<{ body: string; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http.get(app.url + pathname, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ body, encoding: response.headers['content-encoding'] }))
    }).on('error', reject)
  })
}

/** Not fetch(): it adds Cache-Control: no-cache to a conditional request (Fetch standard). */
function statusOf(pathname: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(app.url + pathname, { headers }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    }).on('error', reject)
  })
}
