/**
 * Two instances behind one nginx, as the `scaled` compose profile and Kubernetes run them: two
 * `next start` servers (A and B) share PostgreSQL and Redis, and Debian's nginx balances them
 * round robin (deploy/nginx/cache.conf.template, one server line per instance). Whatever a seller
 * or an editor does through one instance holds on the other: sessions, the captcha, SMS limits
 * and wrong-code tries, a publish; and killing B under load fails no request.
 * Needs Debian's nginx and redis-server (.ci/run installs them).
 */
import { type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVICE_CODES as CODES } from '../../src/lib/auth/codes'
import { findNginx, newRefreshSecret, NGINX_MISSING, startNginx, writeCacheTierConfig } from '../../scripts/lib/cache-tier'
import { freshPhone, lastSmsCode } from '../helpers/fixtures'
import { type RunningS3, startS3 } from '../helpers/s3'
import { findRedisServer, pageStoredAt, REDIS_MISSING, redisClient, type RunningRedis, startRedis } from '../helpers/redis'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer, stopChild, within } from '../helpers/server'
import { SellerClient } from '../helpers/user-client'

const PORT_A = 3262
const PORT_B = 3263
const LB_PORT = 3264
const REDIS_PORT = 6393
const S3_PORT = 4570
const lb = `http://127.0.0.1:${LB_PORT}`
const refreshSecret = newRefreshSecret()

let redis: RunningRedis
let s3: RunningS3
let inspect: Awaited<ReturnType<typeof redisClient>>
const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim()
let a: RunningServer
let b: RunningServer
let nginx: ChildProcess
let root: string
let token: string

beforeAll(async () => {
  const binary = findNginx()
  if (!binary) throw new Error(NGINX_MISSING)
  if (!findRedisServer()) throw new Error(REDIS_MISSING)
  redis = await startRedis(REDIS_PORT)
  inspect = await redisClient(redis)
  s3 = await startS3(S3_PORT, 'two-instances')
  root = mkdtempSync(path.join(os.tmpdir(), 'two-instances-'))
  // Each instance has a media directory of its own, as two machines would.
  const instance = (name: string) => ({
    ...s3.env,
    REDIS_URL: redis.url,
    TRUST_PROXY: 'true',
    LOCAL_SMS_INBOX: 'true',
    CACHE_TIER_URL: lb,
    CACHE_REFRESH_SECRET: refreshSecret,
    SITE_URL: lb,
    MEDIA_DIR: path.join(root, `media-${name}`),
  })
  ;[a, b] = await Promise.all([startProductionServer(PORT_A, instance('a')), startProductionServer(PORT_B, instance('b'))])
  nginx = startNginx(binary, writeCacheTierConfig({ listen: `127.0.0.1:${LB_PORT}`, appUpstream: [`127.0.0.1:${PORT_A}`, `127.0.0.1:${PORT_B}`], root, refreshSecret, workers: 1 }))
  await within(20_000, async () => (await fetch(`${lb}/api/ready`).catch(() => null))?.ok === true && (await fetch(`${b.url}/api/ready`).catch(() => null))?.ok === true)
  token = await adminToken(lb)
})

afterAll(async () => {
  await stopChild(nginx)
  await Promise.all([a?.stop(), b?.stop()])
  await inspect?.close().catch(() => {})
  await redis?.stop()
  await s3?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** Which instance logged the request with this id (nginx's id, passed on and logged by the app). */
function servedBy(requestId: string | null): 'a' | 'b' | null {
  if (!requestId) return null
  if (a.output().includes(requestId)) return 'a'
  if (b.output().includes(requestId)) return 'b'
  return null
}

describe('two instances behind nginx', () => {
  it('share the requests round robin', async () => {
    const ids: Array<string | null> = []
    for (let i = 0; i < 6; i += 1) {
      // A query nobody asked for: past nginx's page cache (probes are logged at debug only).
      const response = await fetch(`${lb}/en/about?round=${Date.now()}-${i}`)
      expect(response.status).toBe(200)
      ids.push(response.headers.get('x-request-id'))
    }
    // The access line is written when the answer has gone: give it a moment.
    await within(5_000, async () => ids.every((id) => servedBy(id) !== null))
    const instances = ids.map(servedBy)
    expect(instances.filter((name) => name === 'a').length).toBe(3)
    expect(instances.filter((name) => name === 'b').length).toBe(3)
  })

  it('register a seller whose requests alternate between them, and keep the session on both', async () => {
    // Through nginx: the captcha's challenge, its answer, the code, the registration each land on
    // whichever instance is next.
    const seller = new SellerClient(lb)
    const phone = freshPhone()
    expect((await seller.sendCode(phone, 'reg')).status).toBe(200)
    const registered = await seller.call('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code: await lastSmsCode(lb, phone, 'reg'), tenantId: '1' })
    expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    // The same cookies, straight to each instance.
    for (const server of [a, b]) {
      const direct = new SellerClient(server.url)
      for (const [name, value] of seller.cookies) direct.cookies.set(name, value)
      const info = await direct.call<{ data: { user: { mobile: string } } }>('GET', '/user/info')
      expect(info.status, server.url).toBe(200)
      expect(info.body.data.user.mobile).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`)
    }
    // Logged out on B: A no longer knows the session either.
    const onB = new SellerClient(b.url)
    for (const [name, value] of seller.cookies) onB.cookies.set(name, value)
    expect((await onB.call('POST', '/user/logout')).status).toBe(200)
    const onA = new SellerClient(a.url)
    for (const [name, value] of seller.cookies) onA.cookies.set(name, value)
    expect((await onA.call('GET', '/user/info')).status).toBe(401)
  })

  it('hold the SMS limits and the wrong-code tries across both', async () => {
    const phone = freshPhone()
    const onA = new SellerClient(a.url)
    const onB = new SellerClient(b.url, onA.ip)
    expect((await onA.sendCode(phone, 'log')).status).toBe(200)
    // One code per 60 s per phone: B knows A just sent one.
    const early = await onB.sendCode(phone, 'log')
    expect(early.status).toBe(429)
    expect(early.body.message).toMatch(/^请求过于频繁/)
    // Five wrong tries in all, whichever instance takes them, burn the code.
    const code = await lastSmsCode(a.url, phone, 'log')
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(code.length, '0')
    const login = (client: SellerClient, messageCode: string) =>
      client.call('POST', '/user/loginQbt3AccountV2', { appName: 'ozon', action: 'smsAccountLogin', data: { account: phone, messageCode, tenantId: '1' } })
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await login(attempt % 2 ? onA : onB, wrong)
      expect(answer.status, `try ${attempt}`).toBe(400)
      expect(answer.body.code, `try ${attempt}`).toBe(attempt < 5 ? CODES.codeInvalid : CODES.codeTooManyTries)
    }
    // The right code comes too late, on either.
    for (const client of [onB, onA]) expect((await login(client, code)).body.code).toBe(CODES.codeInvalid)
  })

  it('show an article published through nginx on A, B and nginx within 2 s, in zh, en and ru', async () => {
    const cms = <T>(pathname: string, init: RequestInit = {}) => cmsAsAdmin<T>(lb, token, pathname, init)
    const [article] = (await cms<{ docs: Array<{ id: number }> }>('/articles?where[section][equals]=novice-guide&sort=-publishedAt&limit=1&depth=0')).docs
    if (!article) throw new Error('no novice-guide article')
    const original = Object.fromEntries(
      await Promise.all((['zh', 'en', 'ru'] as const).map(async (locale) => [locale, (await cms<{ title: string }>(`/articles/${article.id}?locale=${locale}&depth=0`)).title])),
    ) as Record<'zh' | 'en' | 'ru', string>
    const pages = { zh: `/noviceGuide/${article.id}`, en: `/en/noviceGuide/${article.id}`, ru: `/ru/noviceGuide/${article.id}` }
    const body = async (base: string, pathname: string) => (await fetch(base + pathname, { redirect: 'manual' })).text()
    // Every instance has each page before the edit.
    for (const pathname of Object.values(pages)) for (const base of [a.url, b.url, lb]) expect(await body(base, pathname)).toContain('</html>')
    const stamp = Date.now()
    const titles = { zh: `双实例发布 ${stamp}`, en: `Two instances publish ${stamp}`, ru: `Два экземпляра ${stamp}` }
    try {
      for (const locale of ['zh', 'en', 'ru'] as const) {
        const saved = Date.now()
        await cms(`/articles/${article.id}?locale=${locale}`, { method: 'PATCH', body: JSON.stringify({ title: titles[locale], _status: 'published' }) })
        const ms = await within(2_000, async () => {
          const seen = await Promise.all([a.url, b.url, lb].map((base) => body(base, pages[locale])))
          return seen.every((html) => html.includes(titles[locale]))
        })
        console.log(`[two instances] ${locale} publish visible on A, B and nginx after ${ms} ms`)
        // The publish goes on regenerating the article's lists and hubs in every language, the
        // Russian industry hub last: the next publish waits for that, as an editor's next save would.
        await within(30_000, async () => (await pageStoredAt(inspect, buildId, '/ru/industry')) >= saved)
      }
    } finally {
      for (const locale of ['zh', 'en', 'ru'] as const) {
        await cms(`/articles/${article.id}?locale=${locale}`, { method: 'PATCH', body: JSON.stringify({ title: original[locale], _status: 'published' }) })
      }
    }
  })

  it('serve an image uploaded through A from B and through nginx', async () => {
    const bytes = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer()
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `two-instances-${Date.now()}.png`)
    form.set('_payload', JSON.stringify({ alt: 'Uploaded through A' }))
    const created = await fetch(`${a.url}/cms-api/media`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; url: string; sizes: { card: { url: string } } } }
    try {
      for (const base of [b.url, lb]) {
        const original = await fetch(base + doc.url)
        expect(original.status, base).toBe(200)
        expect(Buffer.from(await original.arrayBuffer()).equals(bytes), base).toBe(true)
        const card = await fetch(base + doc.sizes.card.url)
        expect(card.status, base).toBe(200)
        expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(640)
      }
    } finally {
      await cmsAsAdmin(a.url, token, `/media/${doc.id}`, { method: 'DELETE' })
    }
  })

  // Last: B does not come back.
  it('fail no request but those B was answering when it is killed under load', async () => {
    const results: Array<{ status: number; startedAt: number; error?: string }> = []
    let running = true
    let sequence = 0
    const worker = async () => {
      while (running) {
        sequence += 1
        // A query nobody asked for: past nginx's page cache to an instance every time.
        const url = sequence % 3 === 0 ? `${lb}/api/health` : `${lb}/en/about?load=${sequence}`
        const startedAt = performance.now()
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(15_000) })
          await response.arrayBuffer()
          results.push({ status: response.status, startedAt })
        } catch (error) {
          results.push({ status: 0, startedAt, error: String(error) })
        }
      }
    }
    const workers = Array.from({ length: 8 }, worker)
    // Under way on both (some answered), then B dies with requests in flight; the load goes on
    // until as many again have been answered.
    await within(30_000, async () => results.length >= 24)
    const servedBeforeKill = results.length
    const killedAt = performance.now()
    b.process.kill('SIGKILL')
    await within(30_000, async () => results.length >= servedBeforeKill + 48)
    running = false
    await Promise.all(workers)
    const failed = results.filter((result) => result.status !== 200)
    // nginx sends a GET that B refused, or dropped before its answer began, to A. Only an answer
    // B had begun to send is cut short (nginx cannot take back bytes it passed on): at most one
    // per connection in flight when B died, none of the requests made after.
    expect(failed.filter((result) => result.startedAt >= killedAt)).toEqual([])
    expect(failed.length).toBeLessThanOrEqual(workers.length)
    for (const result of failed) expect(result.error).toMatch(/terminated|other side closed/)
    console.log(`[two instances] B killed under load: ${results.length} requests, ${failed.length} cut short in flight`)
  })
})
