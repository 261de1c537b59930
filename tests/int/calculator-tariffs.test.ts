/**
 * The calculator's tariffs in the CMS: the demo versions the seed made, the version in effect on a
 * day, drafts kept from the public, the rate of a day and when it is stale, and the admin's checks
 * (one version per date, percentages one per band) in the editor's language.
 */
import config from '@payload-config'
import { getLocalI18n, getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { moscowDay } from '@/lib/calculator/dates'
import { calculatorData, listVersions } from '@/server/calculator/tariffs'
import { monthStart } from '@cms/seed/data/calculator'

/** What the admin would show beside each refused field. */
async function refusal(saving: Promise<unknown>): Promise<string[]> {
  const error = await saving.then(
    () => null,
    (reason: { data?: { errors?: Array<{ path: string; message: string }> } }) => reason,
  )
  return (error?.data?.errors ?? []).map((entry) => `${entry.path}: ${entry.message}`)
}

let payload: Payload
const made: number[] = []

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  for (const id of made) await payload.delete({ collection: 'tariff-versions', id, overrideAccess: true, context: { disableRevalidate: true } }).catch(() => undefined)
})

describe('calculator tariffs', () => {
  it('are seeded as demo: an earlier, a current and a scheduled version, in three languages', async () => {
    const today = moscowDay()
    const versions = await listVersions(payload)
    const demo = versions.filter((version) => version.isDemo)
    expect(demo.map((version) => version.effectiveFrom)).toEqual([monthStart(today, 1), monthStart(today, 0), monthStart(today, -2)])
    const zh = await calculatorData(payload, 'zh')
    expect(zh.tariffs?.effectiveFrom).toBe(monthStart(today, 0))
    expect(zh.tariffs?.isDemo).toBe(true)
    expect(zh.tariffs?.categories.find((category) => category.code === 'home')?.name).toBe('家居用品')
    const ru = await calculatorData(payload, 'ru')
    expect(ru.tariffs?.categories.find((category) => category.code === 'home')?.name).toBe('Товары для дома')
    expect(ru.tariffs?.note).toMatch(/Демо-тарифы/)
    expect(ru.rate).toMatchObject({ source: 'seed', stale: false })
    // The scheduled version on its first day; nothing before the earliest.
    expect((await calculatorData(payload, 'en', monthStart(today, 1))).tariffs?.title).toBe('Demo tariffs (scheduled)')
    expect((await calculatorData(payload, 'en', '2001-01-01')).tariffs).toBeNull()
  })

  it('flag a rate older than three days before the day calculated for', async () => {
    const data = await calculatorData(payload, 'en', undefined, new Date(Date.now() + 5 * 86_400_000))
    expect(data.rate?.stale).toBe(true)
  })

  it('show the public only published versions, and refuse a second version on a date', async () => {
    const draft = await payload.create({
      collection: 'tariff-versions',
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { title: 'Draft only', effectiveFrom: '2030-01-01T12:00:00.000Z', acquiringPercent: 2, _status: 'draft' },
    })
    made.push(draft.id)
    expect((await calculatorData(payload, 'en', '2030-01-02')).tariffs?.title).not.toBe('Draft only')
    const same = payload.create({
      collection: 'tariff-versions',
      overrideAccess: true,
      req: { i18n: await getLocalI18n({ config: payload.config, language: 'ru' }) },
      context: { disableRevalidate: true },
      data: { title: 'Same day', effectiveFrom: '2030-01-01T08:00:00.000Z', acquiringPercent: 2, _status: 'published' },
    })
    expect(await refusal(same)).toEqual(['effectiveFrom: С этой даты уже действует другая версия тарифов.'])
  })

  it('take one percentage per band at most', async () => {
    const tooMany = payload.create({
      collection: 'tariff-versions',
      overrideAccess: true,
      req: { i18n: await getLocalI18n({ config: payload.config, language: 'en' }) },
      context: { disableRevalidate: true },
      data: { title: 'Bands', effectiveFrom: '2031-01-01T12:00:00.000Z', acquiringPercent: 2, priceBands: [{ upToRub: 1000 }], commissions: [{ category: 'home', scheme: 'fbo', percents: '10; 12; 14' }], _status: 'published' },
    })
    expect(await refusal(tooMany)).toEqual(['commissions.0.percents: More percentages than price bands.'])
  })
})
