/**
 * Issue 45 on a real database: a seller's signup and login events are recorded once each under
 * the channel the browser arrived by (a retry or a second tab at the same time changes nothing),
 * a login counts again the next day, another account's id counts nothing, and the attribution
 * report shows them per channel. The distinctId itself is never stored.
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { recordBatch, recordIdentity } from '@/server/attribution/collector'
import { attributionReport, reportDay } from '@/server/attribution/report'
import { createSeller } from '@/server/user/accounts'
import { distinctId } from '@/server/user/login-gate'

import { freshPhone } from '../helpers/fixtures'

let payload: Payload
let db: pg.Pool

beforeAll(async () => {
  payload = await getPayload({ config })
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})

afterAll(async () => {
  await db?.end()
})

it('counts a signup and a login once each under the visitor’s channel, and shows them in the report', async () => {
  const visitor = randomUUID()
  const campaign = `identity-${visitor.slice(0, 8)}`
  const now = new Date()
  await recordBatch(payload, visitor, [{ name: 'page_view', path: '/zh/promote/pc', search: `?utm_source=baidu&utm_medium=cpc&utm_campaign=${campaign}` }], new Date(now.getTime() - 60_000))

  const { seller } = await createSeller(payload, freshPhone(), {})
  const account = { distinctId: distinctId(seller), createdAt: new Date(seller.createdAt) }
  const events = [
    { name: 'signup' as const, distinctId: account.distinctId, path: '/zh/promote/pc' },
    { name: 'identify' as const, distinctId: account.distinctId, path: '/zh/promote/pc' },
  ]
  // Two tabs at once, then a retry: one signup and one login.
  const recorded = await Promise.all([recordIdentity(payload.db.drizzle, visitor, account, events, now), recordIdentity(payload.db.drizzle, visitor, account, events, now)])
  expect(recorded.sort()).toEqual([0, 2])
  expect(await recordIdentity(payload.db.drizzle, visitor, account, events, new Date(now.getTime() + 1_000))).toBe(0)
  // Another account's id (a stale tab) is not this seller's: nothing.
  const other = [{ name: 'identify' as const, distinctId: 'ffffffffffffffffffffffff', path: '/zh/' }]
  expect(await recordIdentity(payload.db.drizzle, visitor, account, other, now)).toBe(0)

  const { rows } = await db.query<{ name: string; detail: string; touch_id: string | null }>('SELECT name, detail, touch_id FROM analytics_events WHERE visitor_id = $1 AND name IN ($2, $3)', [visitor, 'signup', 'identify'])
  expect(rows.map((row) => row.name).sort()).toEqual(['identify', 'signup'])
  expect(rows.every((row) => row.touch_id !== null && row.detail !== account.distinctId)).toBe(true)

  const report = await attributionReport(payload.db.drizzle, { from: reportDay(now), to: reportDay(now), model: 'last', campaign })
  expect(report.totals).toMatchObject({ visits: 1, signups: 1, logins: 1 })
  expect(report.rows).toEqual([expect.objectContaining({ campaign, source: 'baidu', landing: '/promote/pc', signups: 1, logins: 1 })])

  // The next day's login counts again; the signup does not.
  const tomorrow = new Date(now.getTime() + 86_400_000)
  expect(await recordIdentity(payload.db.drizzle, visitor, account, events, tomorrow)).toBe(1)
  const both = await attributionReport(payload.db.drizzle, { from: reportDay(now), to: reportDay(tomorrow), model: 'last', campaign })
  expect(both.totals).toMatchObject({ signups: 1, logins: 2 })
})

it('a browser the tracker never reached gets a visitor of its own, counted as direct', async () => {
  const { seller } = await createSeller(payload, freshPhone(), {})
  const account = { distinctId: distinctId(seller), createdAt: new Date(seller.createdAt) }
  const now = new Date()
  const before = await attributionReport(payload.db.drizzle, { from: reportDay(now), to: reportDay(now), model: 'last', source: '(direct)' })
  expect(await recordIdentity(payload.db.drizzle, null, account, [{ name: 'identify', distinctId: account.distinctId, path: '/en/' }], now)).toBe(1)
  const after = await attributionReport(payload.db.drizzle, { from: reportDay(now), to: reportDay(now), model: 'last', source: '(direct)' })
  expect(after.totals.logins - before.totals.logins).toBe(1)
})
