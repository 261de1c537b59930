/**
 * The attribution collector and a registration's attribution on a real database
 * (tests/http/promotions.test.ts and collector-limits.test.ts make the same calls over HTTP):
 * concurrent batches of one visitor keep one first touch, and the registration copies the
 * visitor's first and last touch once.
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { recordBatch, visitorExists } from '@/server/attribution/collector'
import { attributeRegistration } from '@/server/attribution/registration'
import { attributionReport } from '@/server/attribution/report'
import { createSeller } from '@/server/user/accounts'

import { freshPhone } from '../helpers/fixtures'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

it('batches of one visitor at once keep one first touch; the registration copies first and last, once', async () => {
  const visitor = randomUUID()
  const campaign = `repo-${visitor.slice(0, 8)}`
  const view = (source: string) => ({ name: 'page_view' as const, path: '/zh/', search: `?utm_source=${source}&utm_medium=cpc&utm_campaign=${campaign}` })
  expect(await visitorExists(payload.db.drizzle, visitor)).toBe(false)

  const now = new Date()
  const earlier = new Date(now.getTime() - 60_000)
  await recordBatch(payload, visitor, [view('first')], earlier)
  await Promise.all(Array.from({ length: 5 }, (_, index) => recordBatch(payload, visitor, [view(`later-${index}`), { name: 'WebTopNavClick', path: '/zh/', search: '', detail: 'nav' }], now)))
  expect(await visitorExists(payload.db.drizzle, visitor)).toBe(true)

  const { seller } = await createSeller(payload, freshPhone(), {})
  const attributed = await Promise.all([0, 1].map(() => attributeRegistration(payload.db.drizzle, seller.id, visitor, {}, now)))
  expect(attributed[0]?.firstTouch).toMatchObject({ campaign, source: 'first', medium: 'cpc', promotionId: null })
  expect(attributed[0]?.lastTouch?.source).toMatch(/^later-\d$/)

  const day = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
  const first = await attributionReport(payload.db.drizzle, { from: day(earlier), to: day(now), model: 'first', campaign })
  expect(first.totals).toMatchObject({ visits: 6, registrations: 1, pageViews: 6, navClicks: 5 })
  expect(first.rows.find((row) => row.source === 'first')?.registrations).toBe(1)
})
