/**
 * Security finding L1 over real HTTP: one address could fill the disk through /api/collect (600
 * batches of 30 events a minute per app instance, a visitor row per cookieless batch). The limits
 * now live in PostgreSQL: two production servers on one database share each address's budget of
 * batches, events and new visitors; past it a batch is a 429 with Retry-After in the caller's
 * language, and nothing of it is stored. Addresses come through X-Forwarded-For (TRUST_PROXY).
 */
import { randomUUID } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import en from '../../locales/en/service.json'
import zh from '../../locales/zh/service.json'
import { LIMITS } from '@/server/platform/limits'

import { type RunningServer, startProductionServer } from '../helpers/server'

let servers: RunningServer[] = []
let db: pg.Pool

/** Addresses of this run only (TEST-NET ranges): counters of earlier runs on this database do not leak in. */
const base = Math.floor(Math.random() * 200)
const address = (offset: number) => `198.51.${100 + (offset % 2)}.${base + offset}`
const used: string[] = []
const visitors: string[] = []

beforeAll(async () => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  servers = await Promise.all([startProductionServer(3231, { TRUST_PROXY: 'true' }), startProductionServer(3232, { TRUST_PROXY: 'true' })])
  // Warm both (Payload starts on the first call) from an address of their own: no test's window starts cold.
  for (const server of servers) await new Visitor(address(50)).send(server)
})

afterAll(async () => {
  if (db) {
    await db.query('DELETE FROM rate_limits WHERE key LIKE ANY($1::text[])', [used.map((ip) => `collect%:${ip}`)])
    await db.query('DELETE FROM analytics_visitors WHERE id = ANY($1::uuid[])', [visitors])
    await db.end()
  }
  await Promise.all(servers.map((server) => server.stop()))
})

type CollectEvent = { name: string; path: string; search?: string }
const pageView: CollectEvent = { name: 'page_view', path: '/', search: '' }

/** A browser behind `ip`: its visitor cookie, batches as sendBeacon sends them (text/plain). */
class Visitor {
  cookie = ''
  constructor(
    readonly ip: string,
    readonly language = 'en',
  ) {
    if (!used.includes(ip)) used.push(ip)
  }
  async send(server: RunningServer, events: CollectEvent[] = [pageView]): Promise<Response> {
    const response = await fetch(`${server.url}/api/collect`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'sec-fetch-site': 'same-origin',
        'accept-language': this.language,
        'x-forwarded-for': this.ip,
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify({ events }),
    })
    const set = response.headers.getSetCookie().find((line) => line.startsWith('vid='))
    if (set) {
      this.cookie = set.split(';')[0]!
      visitors.push(this.id)
    }
    return response
  }
  get id() {
    return this.cookie.slice('vid='.length)
  }
}

const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params)).rows[0]!.n)
const eventsOf = (visitor: Visitor) => count('SELECT count(*) AS n FROM analytics_events WHERE visitor_id = $1', [visitor.id])
const visitorRows = () => count('SELECT count(*) AS n FROM analytics_visitors')

/** Sets an address's counter as if earlier batches had spent `points` of it in the current window. */
async function spent(limit: keyof typeof LIMITS, ip: string, points: number) {
  const expire = Date.now() + LIMITS[limit].duration * 1000
  await db.query('INSERT INTO rate_limits (key, points, expire) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET points = $2, expire = $3', [`${limit}:${ip}`, points, expire])
}

/** The message text before its placeholder: the answer is in the caller's language. */
const lead = (message: string) => message.split('{{')[0]!

async function expectRefused(response: Response, language: 'en' | 'zh', maxWait: number) {
  expect(response.status).toBe(429)
  const wait = Number(response.headers.get('retry-after'))
  expect(wait).toBeGreaterThan(0)
  expect(wait).toBeLessThanOrEqual(maxWait)
  const body = (await response.json()) as { code: number; message: string }
  expect(body.code).toBe(429)
  expect(body.message.startsWith(lead((language === 'en' ? en : zh).collectTooMany))).toBe(true)
  expect(response.headers.getSetCookie().some((line) => line.startsWith('vid='))).toBe(false)
}

describe('the collector limits, shared by two instances', () => {
  it('refuse batches past the per-minute limit of one address on both servers, and no other address', async () => {
    const limit = LIMITS.collectBatchesPerIpMinute.points
    const browser = new Visitor(address(0))
    const statuses: number[] = []
    // Half of the batches to each server: only a shared count stops the address at `limit`.
    for (let index = 0; index < limit; index += 1) statuses.push((await browser.send(servers[index % 2]!)).status)
    expect(statuses.filter((status) => status === 204)).toHaveLength(limit)

    await expectRefused(await browser.send(servers[0]!), 'en', 60)
    const chinese = new Visitor(address(0), 'zh')
    chinese.cookie = browser.cookie
    await expectRefused(await chinese.send(servers[1]!), 'zh', 60)
    // Refused batches stored nothing.
    expect(await eventsOf(browser)).toBe(limit)

    // Another address behind the same servers is not affected.
    const neighbour = new Visitor(address(1))
    expect((await neighbour.send(servers[1]!)).status).toBe(204)
    expect((await neighbour.send(servers[0]!)).status).toBe(204)
    expect(await eventsOf(neighbour)).toBe(2)
  })

  it('budget events, not only batches: a batch of 30 past the hourly budget is refused whole', async () => {
    const browser = new Visitor(address(2))
    expect((await browser.send(servers[0]!)).status).toBe(204)
    const thirty = Array.from({ length: 30 }, () => pageView)
    // 40 events of the hour left: one batch of 30 goes in, the next would pass the budget.
    await spent('collectEventsPerIpHour', browser.ip, LIMITS.collectEventsPerIpHour.points - 40)
    expect((await browser.send(servers[1]!, thirty)).status).toBe(204)
    await expectRefused(await browser.send(servers[0]!, thirty), 'en', 3600)
    await expectRefused(await browser.send(servers[1]!), 'en', 3600)
    expect(await eventsOf(browser)).toBe(31)
  })

  it('make at most the daily number of new visitors per address, and still take a known visitor', async () => {
    const ip = address(3)
    const known = new Visitor(ip)
    expect((await known.send(servers[0]!)).status).toBe(204)
    // Two new visitors of the day left for this address.
    await spent('collectVisitorsPerIpDay', ip, LIMITS.collectVisitorsPerIpDay.points - 2)
    const before = await visitorRows()
    const answers: Response[] = []
    for (let index = 0; index < 6; index += 1) answers.push(await new Visitor(ip).send(servers[index % 2]!))
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(2)
    for (const refused of answers.filter((answer) => answer.status !== 204)) await expectRefused(refused, 'en', 86_400)
    // A made-up visitor id is a new visitor too.
    const forged = new Visitor(ip)
    forged.cookie = `vid=${randomUUID()}`
    await expectRefused(await forged.send(servers[1]!), 'en', 86_400)
    expect(await visitorRows()).toBe(before + 2)

    // A visitor the site already knows is still recorded past the cap.
    expect((await known.send(servers[1]!)).status).toBe(204)
    expect(await eventsOf(known)).toBe(2)
  })
})
