/**
 * The calculator's exchange rates from the Central Bank of Russia on a real database, through a
 * local server standing in for cbr.ru: the rate is stored under the day the CBR gives, a second
 * run changes nothing, a rate staff entered for the day stays, a failure keeps the stored rates
 * and is logged once, and the scheduled task stores today's rate when the provider is cbr.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { moscowDay } from '@/lib/calculator/dates'
import { refreshRates } from '@/server/calculator/exchange-rates'
import { rateOn } from '@/server/calculator/tariffs'
import { createCbrProvider } from '@/server/providers/exchange-rates/cbr'
import { cbrBytes, type CbrAnswer, CNY, startCbrServer, win1251 } from '../helpers/cbr'

let payload: Payload
let cbr: Awaited<ReturnType<typeof startCbrServer>>
let answer: () => CbrAnswer

// Days long before the seed's rates: the calculator's "newest rate up to today" never sees them.
const BEFORE = '2003-01-01T00:00:00.000Z'
async function clean() {
  const old = await payload.find({ collection: 'exchange-rates', where: { date: { less_than: BEFORE } }, depth: 0, pagination: false, overrideAccess: true })
  // One by one: a bulk delete runs its rows' queries at once on one transaction's connection.
  for (const doc of old.docs) await payload.delete({ collection: 'exchange-rates', id: doc.id, overrideAccess: true, context: { disableRevalidate: true } })
}
const rows = async (day: string) => (await payload.find({ collection: 'exchange-rates', where: { key: { equals: `CNY:${day}` } }, depth: 0, overrideAccess: true })).docs
const published = (date: string, value: string): CbrAnswer => ({ status: 200, body: cbrBytes(date, CNY('1', value)) })

beforeAll(async () => {
  payload = await getPayload({ config })
  await clean()
  cbr = await startCbrServer(() => answer())
})

afterAll(async () => {
  cbr?.close()
  await clean()
})

describe('refreshRates with the CBR provider', () => {
  it('stores the rate under the day the CBR gives, once however often it runs, and takes a correction', async () => {
    const provider = createCbrProvider({ url: cbr.url })
    // Asked for a Sunday, the CBR answers the rate set for Saturday.
    answer = () => published('02.03.2002', '11,2345')
    expect(await refreshRates(payload, provider, '2002-03-03')).toEqual({ outcome: 'created', date: '2002-03-02', rubPerUnit: '11.2345' })
    expect(cbr.requests.at(-1)).toBe('/scripts/XML_daily.asp?date_req=03/03/2002')
    expect(await rateOn(payload, '2002-03-03')).toEqual({ date: '2002-03-02', rubPerCny: '11.2345', source: 'cbr' })

    expect(await refreshRates(payload, provider, '2002-03-03')).toMatchObject({ outcome: 'unchanged' })
    expect(await refreshRates(payload, provider, '2002-03-02')).toMatchObject({ outcome: 'unchanged' })
    expect(await rows('2002-03-02')).toHaveLength(1)

    answer = () => published('02.03.2002', '11,2351')
    expect(await refreshRates(payload, provider, '2002-03-03')).toMatchObject({ outcome: 'updated', rubPerUnit: '11.2351' })
    const [row, ...more] = await rows('2002-03-02')
    expect(more).toHaveLength(0)
    expect({ rubPerUnit: String(row?.rubPerUnit), source: row?.source, date: row?.date.slice(0, 10) }).toEqual({ rubPerUnit: '11.2351', source: 'cbr', date: '2002-03-02' })
  })

  it('keeps a rate staff entered for the day, and replaces a demo one', async () => {
    const provider = createCbrProvider({ url: cbr.url })
    const context = { disableRevalidate: true }
    await payload.create({ collection: 'exchange-rates', overrideAccess: true, context, data: { date: '2002-03-05T12:00:00.000Z', currency: 'CNY', rubPerUnit: 11.5, source: 'manual' } })
    answer = () => published('05.03.2002', '11,6000')
    expect(await refreshRates(payload, provider, '2002-03-05')).toEqual({ outcome: 'manual-kept', date: '2002-03-05', rubPerUnit: '11.6' })
    expect((await rows('2002-03-05')).map((doc) => [doc.source, String(doc.rubPerUnit)])).toEqual([['manual', '11.5']])

    await payload.create({ collection: 'exchange-rates', overrideAccess: true, context, data: { date: '2002-03-06T12:00:00.000Z', currency: 'CNY', rubPerUnit: 11.1, source: 'seed' } })
    answer = () => published('06.03.2002', '11,7')
    expect(await refreshRates(payload, provider, '2002-03-06')).toMatchObject({ outcome: 'updated' })
    expect((await rows('2002-03-06')).map((doc) => [doc.source, String(doc.rubPerUnit)])).toEqual([['cbr', '11.7']])
  })

  it('keeps the stored rates when the CBR fails, logging it once and throwing nothing', async () => {
    const provider = createCbrProvider({ url: cbr.url, timeoutMs: 300 })
    answer = () => published('07.03.2002', '11,8')
    await refreshRates(payload, provider, '2002-03-07')
    const errors = vi.spyOn(payload.logger, 'error')
    try {
      answer = () => ({ status: 503, body: win1251('Service Unavailable') })
      expect(await refreshRates(payload, provider, '2002-03-08')).toEqual({ outcome: 'failed', error: expect.stringMatching(/answered HTTP 503/) })
      answer = () => 'silent'
      expect(await refreshRates(payload, provider, '2002-03-08')).toEqual({ outcome: 'failed', error: expect.stringMatching(/no answer/) })
      expect(errors).toHaveBeenCalledTimes(2)
    } finally {
      errors.mockRestore()
    }
    // The page still has the last rate (and flags it as stale after three days: tariffs.ts).
    expect(await rateOn(payload, '2002-03-08')).toEqual({ date: '2002-03-07', rubPerCny: '11.8', source: 'cbr' })
  })
})

describe('the refreshExchangeRates task', () => {
  const jobs = async () =>
    (await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'refreshExchangeRates' } }, { completedAt: { exists: false } }] }, depth: 0 })).docs

  it('stores today’s rate with EXCHANGE_RATES_PROVIDER=cbr, and does nothing with the local provider', async () => {
    const saved = { provider: process.env.EXCHANGE_RATES_PROVIDER, url: process.env.CBR_RATES_URL }
    try {
      process.env.EXCHANGE_RATES_PROVIDER = 'local'
      const asked = cbr.requests.length
      const idle = await payload.jobs.queue({ task: 'refreshExchangeRates', input: {} })
      await payload.jobs.runByID({ id: idle.id, silent: true })
      expect(cbr.requests.length).toBe(asked)

      process.env.EXCHANGE_RATES_PROVIDER = 'cbr'
      process.env.CBR_RATES_URL = cbr.url
      // The stand-in answers an old day whatever it is asked, so the test stays off the seed's rates.
      answer = () => published('10.03.2002', '11,9876')
      const job = await payload.jobs.queue({ task: 'refreshExchangeRates', input: {} })
      await payload.jobs.runByID({ id: job.id, silent: true })
      const today = moscowDay()
      expect(cbr.requests.at(-1)).toBe(`/scripts/XML_daily.asp?date_req=${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`)
      expect((await rows('2002-03-10')).map((doc) => [doc.source, String(doc.rubPerUnit)])).toEqual([['cbr', '11.9876']])
    } finally {
      for (const [name, value] of [['EXCHANGE_RATES_PROVIDER', saved.provider], ['CBR_RATES_URL', saved.url]] as const) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  })

  it('is kept queued once by its schedule, however often it is checked', async () => {
    const before = new Set((await jobs()).map((job) => job.id))
    await payload.jobs.handleSchedules()
    await payload.jobs.handleSchedules()
    const queued = await jobs()
    expect(queued).toHaveLength(1)
    expect(new Date(queued[0]!.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    for (const job of queued) if (!before.has(job.id)) await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })
})
