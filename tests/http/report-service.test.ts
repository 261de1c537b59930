/**
 * Issue 14: the report service's rankings over real HTTP, answered from the seeded snapshots:
 * every endpoint with good queries (the spec's field names, cacheable), and bad ones (a 400 in
 * the caller's language, never a 5xx).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type RunningServer, startProductionServer } from '../helpers/server'

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer(3209)
})

afterAll(async () => {
  await server?.stop()
})

const BASE = '/api/ozon-report-service/v1'

async function get(path: string, language = 'en', init: RequestInit = {}) {
  const response = await fetch(`${server.url}${BASE}${path}`, { ...init, headers: { 'accept-language': language } })
  const body = (await response.json()) as { code: number; message: string; data?: { date: string | null; demo: boolean; list: Array<Record<string, unknown>> } }
  return { status: response.status, body, cacheControl: response.headers.get('cache-control') }
}

const GOOD_FIELDS = ['dayGrowth', 'daySales', 'goodsId', 'goodsName', 'price', 'rank', 'thumbUrl']

describe('rankings', () => {
  it.each([
    ['/goods-ranking/list?typeId=99997&dateType=1', GOOD_FIELDS, 20],
    ['/goods-ranking/list?typeId=99991&dateType=2', GOOD_FIELDS, 20],
    ['/goods-growth/list?typeId=99998', GOOD_FIELDS, 20],
    ['/mall-soar/soaringList?typeId=99996&dateType=1', ['mallName', 'rank', 'sales', 'thumbUrl', 'yesterdayGrowth'], 20],
    ['/popularize/keywordList?typeId=99995&dateType=1&rankingType=1', ['clickHeat', 'heat', 'keyWord', 'rank'], 20],
    ['/brand-grail/brandSalesGmvTop10?typeId=99990&salesOrGmv=2', ['brandImgUrl', 'brandName', 'gmv', 'rank', 'sales'], 10],
    ['/industry-trend/hotSalesTypes?pId=99987', ['gmv', 'rank', 'sales', 'typeName'], 20],
  ])('%s answers the newest ranking with the spec’s fields', async (path, fields, length) => {
    const { status, body, cacheControl } = await get(path)
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    expect(body.data?.demo).toBe(true)
    // Seeded up to the day the database was made (today, or just before midnight); a week's
    // ranking is dated the Sunday it ends.
    const oldest = new Date(Date.now() - (path.includes('dateType=2') ? 8 : 1) * 86_400_000).toISOString().slice(0, 10)
    const date = body.data?.date ?? ''
    expect(date >= oldest && date <= new Date().toISOString().slice(0, 10), date).toBe(true)
    expect(body.data?.list).toHaveLength(length)
    expect(Object.keys(body.data?.list[0] ?? {}).sort()).toEqual(fields)
    expect(body.data?.list.map((row) => row.rank)).toEqual(Array.from({ length }, (_, i) => i + 1))
    expect(cacheControl).toMatch(/^public, max-age=\d+/)
  })

  it('orders brands by sales or by sales amount, and keywords by searches or clicks', async () => {
    const byGmv = (await get('/brand-grail/brandSalesGmvTop10?typeId=99994&salesOrGmv=2')).body.data!.list.map((row) => Number(row.gmv))
    expect(byGmv).toEqual([...byGmv].sort((a, b) => b - a))
    const bySales = (await get('/brand-grail/brandSalesGmvTop10?typeId=99994')).body.data!.list.map((row) => Number(row.sales))
    expect(bySales).toEqual([...bySales].sort((a, b) => b - a))
    const byClicks = (await get('/popularize/keywordList?typeId=99994&rankingType=2')).body.data!.list.map((row) => Number(row.clickHeat))
    expect(byClicks).toEqual([...byClicks].sort((a, b) => b - a))
  })

  it('refuses a bad query with a 400 in the caller’s language, never a 5xx, and caches no error', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/goods-ranking/list', /12 main categories/],
      ['/goods-ranking/list?typeId=12345', /12 main categories/],
      ['/goods-ranking/list?typeId=abc&dateType=1', /12 main categories/],
      ['/goods-ranking/list?typeId=99997&dateType=3', /1 for the daily ranking/],
      ['/popularize/keywordList?typeId=99997&rankingType=x', /ranking type/],
      ['/brand-grail/brandSalesGmvTop10?typeId=99997&salesOrGmv=0', /1 for sales/],
      ['/industry-trend/hotSalesTypes?typeId=99997', /12 main categories/],
      ['/goods-ranking/list?typeId=99997&dateType=%00', /./],
      ['/goods-ranking/list?typeId=%ED%A0%80', /./],
    ]
    for (const [path, message] of cases) {
      const { status, body, cacheControl } = await get(path)
      expect(status, path).toBe(400)
      expect(body.message, path).toMatch(message)
      expect(cacheControl, path).toBe('no-store')
    }
    expect((await get('/goods-ranking/list?typeId=1', 'zh')).body.message).toMatch(/类目/)
    expect((await get('/goods-ranking/list?typeId=1', 'ru')).body.message).toMatch(/категор/)
  })

  it('answers an unknown path 404 and anything but GET 405', async () => {
    expect((await get('/goods-ranking/nope')).status).toBe(404)
    const post = await get('/goods-ranking/list?typeId=99997', 'en', { method: 'POST' })
    expect(post.status).toBe(405)
  })
})
