/**
 * Saved calculations over real HTTP on PostgreSQL: a seller saves named calculations (a name
 * used again replaces), reads them back re-computed with the tariffs of their day, deletes them;
 * no one else can list, replace or delete them; bad input gets a message in the caller's
 * language; the per-seller maximum holds under a burst.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVICE_CODES } from '@/lib/auth/codes'
import { MAX_SAVED_CALCULATIONS, savedQuery } from '@/lib/calculator/saved'
import { type CalculationSummary, summarize } from '@/lib/calculator/summary'
import type { CalculatorData } from '@/lib/calculator/types'
import { DEFAULT_INPUT } from '@/lib/calculator/url-state'

import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer } from '../helpers/server'
import { registerSeller } from '../helpers/seller-session'
import { SellerClient } from '../helpers/user-client'

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer(3252, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true' })
})

afterAll(async () => {
  await server?.stop()
})

type Saved = { id: number; name: string; query: string; savedAt: string; summary: CalculationSummary }
const list = async (client: SellerClient) => (await client.call<{ data: { list: Saved[]; max: number } }>('GET', '/calculator/saved/list')).body.data
const save = (client: SellerClient, name: string, query: string) => client.call<{ data: Saved }>('POST', '/calculator/saved/save', { name, query })

async function seller(language = 'en'): Promise<SellerClient> {
  const { client } = await registerSeller(server.url)
  client.language = language
  return client
}

describe('saved calculations', () => {
  it('saves with its day pinned, reads back as the page computes it, replaces by name, deletes', async () => {
    const client = await seller()
    const today = (await client.call<{ data: CalculatorData }>('GET', '/calculator/tariffs')).body.data
    // What the page sends: the inputs written out, today's date.
    const query = savedQuery({ ...DEFAULT_INPUT, scheme: 'fbo', priceRub: '1500' }, today.date)
    const saved = await save(client, '  Phone case  ', query)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body).toMatchObject({ message: 'Calculation saved', data: { name: 'Phone case', query } })

    const [first, ...others] = (await list(client)).list
    expect(others).toEqual([])
    expect(first?.summary).toEqual(summarize(query, today.tariffs, today.rate))
    expect(first?.summary).toMatchObject({ status: 'ok', date: today.date, scheme: 'fbo', priceRub: '1500' })

    // The same name again: that calculation is replaced, not a second one kept.
    const cheaper = savedQuery({ ...DEFAULT_INPUT, scheme: 'fbo', priceRub: '1300' }, today.date)
    const replaced = await save(client, 'Phone case', cheaper)
    expect(replaced.body).toMatchObject({ message: 'Calculation saved under the same name (the earlier one was replaced)', data: { id: first?.id } })
    expect((await list(client)).list.map((item) => [item.name, item.summary.status === 'ok' && item.summary.priceRub])).toEqual([['Phone case', '1300']])

    // A link without a date (today's tariffs on the page) is kept with today's date.
    const undated = await save(client, 'Undated', 'p=25&pr=990')
    expect(undated.status).toBe(200)
    expect(new URLSearchParams(undated.body.data.query).get('date')).toBe(today.date)

    const deleted = await client.call('POST', '/calculator/saved/delete', { id: first?.id })
    expect(deleted.body).toMatchObject({ code: 200, message: 'Calculation deleted' })
    expect((await list(client)).list.map((item) => item.name)).toEqual(['Undated'])
  })

  it('is the seller’s own: others cannot list, replace or delete it; guests are asked to log in', async () => {
    const owner = await seller()
    const other = await seller()
    const query = savedQuery(DEFAULT_INPUT, (await owner.call<{ data: CalculatorData }>('GET', '/calculator/tariffs')).body.data.date)
    const mine = (await save(owner, 'Mine', query)).body.data

    expect((await list(other)).list).toEqual([])
    const stolen = await other.call('POST', '/calculator/saved/delete', { id: mine.id })
    expect(stolen.status).toBe(404)
    expect(stolen.body).toMatchObject({ code: SERVICE_CODES.notFound, message: 'This calculation does not exist or was deleted' })
    // The same name is another seller's own calculation, not a replacement of the owner's.
    expect((await save(other, 'Mine', 'p=1')).status).toBe(200)
    expect((await list(owner)).list.map((item) => [item.id, item.query])).toEqual([[mine.id, query]])

    const guest = new SellerClient(server.url, undefined, 'en')
    expect((await guest.call('GET', '/calculator/saved/list')).status).toBe(401)
    expect((await guest.call('POST', '/calculator/saved/save', { name: 'x', query })).status).toBe(401)
    expect((await guest.call('POST', '/calculator/saved/delete', { id: mine.id })).status).toBe(401)
  })

  it('refuses bad input with a message in the caller’s language and keeps nothing of it', async () => {
    const client = await seller('ru')
    const cases: Array<[unknown, string]> = [
      [{ name: '   ', query: 'p=1' }, 'Дайте расчёту название'],
      [{ name: 'x'.repeat(61), query: 'p=1' }, 'Название — не более 60 символов'],
      [{ name: 'nul\u0000', query: 'p=1' }, ''],
      [{ name: 'long', query: `p=${'1'.repeat(2001)}` }, 'Этот расчёт нельзя сохранить: сначала исправьте входные данные'],
      [{ name: 'negative', query: 'p=-5' }, 'Этот расчёт нельзя сохранить: сначала исправьте входные данные'],
      [{ name: 'absurd', query: 'w=99999999999' }, 'Этот расчёт нельзя сохранить: сначала исправьте входные данные'],
      [{ name: 'no tariffs', query: 'date=2001-01-01' }, 'На дату этого расчёта нет тарифов или курса'],
      [{ name: 5, query: 'p=1' }, 'Дайте расчёту название'],
      [{ name: 'far future', query: 'date=2150-01-01' }, 'Этот расчёт нельзя сохранить: сначала исправьте входные данные'],
    ]
    for (const [body, message] of cases) {
      const answer = await client.call('POST', '/calculator/saved/save', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      if (message) expect(answer.body.message).toBe(message)
      else expect(answer.body.message).toMatch(/[а-я]/i)
    }
    const missing = await client.call('POST', '/calculator/saved/delete', { id: 'abc' })
    expect(missing.status).toBe(400)
    expect((await list(client)).list).toEqual([])
  })

  it(`keeps at most ${MAX_SAVED_CALCULATIONS} per seller, also under a burst; replacing one still works at the limit`, async () => {
    const client = await seller()
    const date = (await client.call<{ data: CalculatorData }>('GET', '/calculator/tariffs')).body.data.date
    const query = savedQuery(DEFAULT_INPUT, date)
    for (let index = 0; index < MAX_SAVED_CALCULATIONS - 5; index += 1) expect((await save(client, `before ${index}`, query)).status).toBe(200)
    // 15 different names at once for the last 5 places.
    const burst = await Promise.all(Array.from({ length: 15 }, (_, index) => save(client, `burst ${index}`, query)))
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(5)
    const refused = burst.filter((answer) => answer.status !== 200)
    expect(refused).toHaveLength(10)
    for (const answer of refused) expect(answer.body).toMatchObject({ code: SERVICE_CODES.calculationLimit, message: `You can keep at most ${MAX_SAVED_CALCULATIONS} calculations: delete one first` })
    expect((await list(client)).list).toHaveLength(MAX_SAVED_CALCULATIONS)
    expect((await save(client, 'before 0', savedQuery({ ...DEFAULT_INPUT, priceRub: '999' }, date))).status).toBe(200)
  })

  it('are read in the CMS by admins only: editors and marketers can neither list nor filter them', async () => {
    const client = await seller()
    await save(client, 'Secret margin', 'p=12')
    const admin = await adminToken(server.url)
    const found = await cmsAsAdmin<{ docs: Array<{ name: string }> }>(server.url, admin, '/saved-calculations?where[name][equals]=Secret%20margin&limit=100')
    expect(found.docs.map((doc) => doc.name)).toContain('Secret margin')
    for (const role of ['editor', 'marketer']) {
      const email = `${role}-${Date.now()}@saved.test`
      await cmsAsAdmin(server.url, admin, '/users', { method: 'POST', body: JSON.stringify({ email, password: 'Staff-pass-123', roles: [role] }) })
      const login = await fetch(`${server.url}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Staff-pass-123' }) })
      const token = /payload-token=([^;]+)/.exec(login.headers.getSetCookie().join('\n'))?.[1]
      expect(token, role).toBeTruthy()
      for (const path of ['/saved-calculations', '/saved-calculations?where[query][like]=p%3D12']) {
        const answer = await fetch(`${server.url}/cms-api${path}`, { headers: { authorization: `JWT ${token}` } })
        expect(answer.status, `${role} ${path}`).toBe(403)
      }
    }
  })
})
