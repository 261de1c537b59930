/**
 * Importing Ozon's tables through the admin's endpoint (POST /cms-api/tariff-versions/import),
 * routed by Payload's own handleEndpoints as the Next route does: staff only, a DRAFT version
 * with the imported fields and the rest copied from the newest published one, the problems in
 * the editor's language, and nothing written when they are any.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { calculatorData, listVersions } from '@/server/calculator/tariffs'
import type { TariffVersion } from '@payload-types'
import { createStaff } from '../helpers/staff'

const URL = 'http://localhost/cms-api/tariff-versions/import'
const fixture = (name: string) =>
  new File([readFileSync(path.resolve(__dirname, '../fixtures/tariffs', name))], name, { type: name.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv' })

let payload: Payload
let editorToken: string
const made: number[] = []

/** Logs in through the REST endpoint: the JWT comes back only as the payload-token cookie. */
async function login(email: string, password: string): Promise<string> {
  const response = await handleEndpoints({
    config,
    request: new Request('http://localhost/cms-api/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }),
  })
  const token = response.headers
    .getSetCookie()
    .map((cookie) => /^payload-token=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean)
  if (!token) throw new Error(`login failed: ${response.status}`)
  return token
}

async function post(fields: Record<string, string | File>, token?: string, headers: Record<string, string> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const response = await handleEndpoints({ config, request: new Request(URL, { method: 'POST', body: form, headers: { ...headers, ...(token ? { authorization: `JWT ${token}` } : {}) } }) })
  return { status: response.status, body: (await response.json()) as { id?: number; url?: string; notes?: string[]; problems?: string[]; errors?: Array<{ message: string }> } }
}

const versionCount = async () => (await payload.count({ collection: 'tariff-versions', overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getPayload({ config })
  const editor = await createStaff(payload, 'editor')
  editorToken = await login(editor.email, 'Staff-pass-123')
})

afterAll(async () => {
  for (const id of made) await payload.delete({ collection: 'tariff-versions', id, overrideAccess: true, context: { disableRevalidate: true } }).catch(() => undefined)
})

describe('importing Ozon’s tables', () => {
  it('is for staff only: a guest is refused and nothing is written', async () => {
    const before = await versionCount()
    // A guest's form is not read: the language is the browser's (Payload's choice), zh by default.
    const guest = await post({ title: 'Guest', effectiveFrom: '2031-03-01', commissions: fixture('ozon-commissions.csv') })
    expect(guest.status).toBe(401)
    expect(guest.body.errors?.[0]?.message).toBe('请先登录后台。')
    const russian = await post({ title: 'Guest', effectiveFrom: '2031-03-01', commissions: fixture('ozon-commissions.csv') }, undefined, { 'accept-language': 'ru' })
    expect(russian.body.errors?.[0]?.message).toBe('Сначала войдите в админку.')
    const forged = await post({ title: 'Forged', effectiveFrom: '2031-03-01', commissions: fixture('ozon-commissions.csv') }, 'not-a-token')
    expect(forged.status).toBe(401)
    expect(await versionCount()).toBe(before)
  })

  it('makes a draft: imported commissions and carriers, the rest copied from the newest published version', async () => {
    const [newest] = await listVersions(payload)
    const base = await payload.findByID({ collection: 'tariff-versions', id: newest!.id, locale: 'zh', depth: 0, overrideAccess: true })
    const { status, body } = await post(
      { title: 'Ozon 2031-03', effectiveFrom: '2031-03-01', commissions: fixture('ozon-commissions.csv'), carriers: fixture('ozon-carriers.csv'), language: 'en' },
      editorToken,
    )
    expect(status, JSON.stringify(body)).toBe(201)
    made.push(body.id!)
    expect(body.url).toBe(`/admin/collections/tariff-versions/${body.id}`)
    expect(body.notes).toEqual(
      expect.arrayContaining([
        // The demo's categories with the fixture's Russian names are matched; the others are left out.
        'Categories of the previous version not in the table (left out): Красота и уход, Детские товары и игрушки, Автотовары, Украшения и аксессуары.',
        'Columns ignored (not understood): B «Тип товара».',
        `Copied from "${base.title}" (${base.effectiveFrom.slice(0, 10)}): acquiring, Ozon's fees per scheme.`,
        'The version copied from is demo data: check the copied fees before publishing.',
      ]),
    )

    const draft = (await payload.findByID({ collection: 'tariff-versions', id: body.id!, locale: 'all', draft: true, depth: 0, overrideAccess: true })) as unknown as Omit<TariffVersion, 'categories'> & {
      categories: Array<{ code: string; name: Record<string, string> }>
    }
    expect(draft).toMatchObject({ title: 'Ozon 2031-03', _status: 'draft', isDemo: false, acquiringPercent: base.acquiringPercent })
    expect(draft.effectiveFrom.slice(0, 10)).toBe('2031-03-01')
    expect(draft.priceBands?.map((band) => band.upToRub)).toEqual([100, 1500])
    // Matched by their Russian names: the demo's codes, Chinese and English names kept.
    expect(draft.categories.map((category) => category.code)).toEqual(['home', 'electronics', 'clothing', 'sports'])
    expect(draft.categories[0]?.name).toEqual({ zh: '家居用品', en: 'Home goods', ru: 'Товары для дома' })
    expect(draft.categories[1]?.name).toEqual({ zh: '电子产品', en: 'Electronics', ru: 'Электроника' })
    expect(draft.commissions).toContainEqual(expect.objectContaining({ category: 'home', scheme: 'fbo', percents: '14; 12; 10.5' }))
    expect(draft.schemeFees?.map(({ id: _id, ...fee }) => fee)).toEqual(base.schemeFees?.map(({ id: _id, ...fee }) => fee))
    expect(draft.carriers?.map((rate) => `${rate.carrier}:${rate.level}`)).toEqual(['China-Post:extraSmall', 'China-Post:budget', 'CEL:premiumBig', 'CEL:express'])
    expect(draft.carriers?.[0]).toMatchObject({ maxWeightG: 500, perStep: 0.35, days: '10-15' })

    // A draft: the calculator's public data on that day is still the published version's.
    expect((await calculatorData(payload, 'en', '2031-03-02')).tariffs?.title).toBe(newest!.title)
  })

  it('copies commissions and categories when only carriers are imported (from an Excel workbook)', async () => {
    const [newest] = await listVersions(payload)
    const { status, body } = await post({ title: 'Carriers only', effectiveFrom: '2031-04-01', carriers: fixture('ozon-carriers.xlsx'), language: 'zh' }, editorToken)
    expect(status, JSON.stringify(body)).toBe(201)
    made.push(body.id!)
    expect(body.notes?.some((note) => note.startsWith('从“') && note.includes('佣金、价格区间和类目'))).toBe(true)
    const base = await payload.findByID({ collection: 'tariff-versions', id: newest!.id, locale: 'ru', depth: 0, overrideAccess: true })
    const draft = await payload.findByID({ collection: 'tariff-versions', id: body.id!, locale: 'ru', draft: true, depth: 0, overrideAccess: true })
    expect(draft.commissions?.map(({ id: _id, ...row }) => row)).toEqual(base.commissions?.map(({ id: _id, ...row }) => row))
    expect(draft.categories?.map((category) => [category.code, category.name])).toEqual(base.categories?.map((category) => [category.code, category.name]))
    expect(draft.carriers).toHaveLength(4)
    expect(draft.carriers?.[0]).toMatchObject({ carrier: 'China-Post', maxWeightG: 500, perStep: 0.35, days: '10-15' })
  })

  it('answers every problem in the editor’s language, and writes nothing', async () => {
    const before = await versionCount()
    const broken = new File(['\uFEFFКатегория;FBO до 100 руб.;FBO свыше 100 руб.\r\nДом;12%;двенадцать\r\n'], 'broken.csv', { type: 'text/csv' })
    const ru = await post({ title: 'Broken', effectiveFrom: '2031-03-01', commissions: broken, carriers: new File(['PK\u0003\u0004'], 'carriers.xlsx'), language: 'ru' }, editorToken)
    expect(ru.status).toBe(400)
    expect(ru.body.problems).toEqual([
      'С этой даты уже действует другая версия тарифов.',
      'Комиссии, строка 2, столбец C «FBO свыше 100 руб.»: Не процент (например, 12%, 12,5 или 0.125).',
      'Перевозчики: Этот файл Excel не читается (повреждён или это не XLSX): откройте его в Excel, сохраните заново как XLSX или «CSV UTF-8» и загрузите этот файл.',
    ])
    const zh = await post({ title: '', effectiveFrom: '2031-02-30', language: 'zh' }, editorToken)
    expect(zh.status).toBe(400)
    expect(zh.body.problems).toEqual(['标题应为 1 到 120 个字符。', '生效日期格式应为 YYYY-MM-DD。', '请选择佣金表、物流商费率表，或两者都选。'])
    expect(await versionCount()).toBe(before)
  })
})
