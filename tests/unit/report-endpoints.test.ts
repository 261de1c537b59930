import { describe, expect, it } from 'vitest'

import { REPORT_ENDPOINTS } from '@/server/report/endpoints'

const parse = (path: string, query: Record<string, string>) => REPORT_ENDPOINTS[path]!.schema.safeParse(query)

describe('report endpoints', () => {
  it('read the spec’s query names, with the spec’s defaults', () => {
    const goods = parse('/goods-ranking/list', { typeId: '99997' })
    expect(goods.success && REPORT_ENDPOINTS['/goods-ranking/list']!.snapshot(goods.data as Record<string, unknown>)).toEqual({ kind: 'good', typeId: 99997, period: 'day' })
    const weekly = parse('/mall-soar/soaringList', { typeId: '99991', dateType: '2' })
    expect(weekly.success && REPORT_ENDPOINTS['/mall-soar/soaringList']!.snapshot(weekly.data as Record<string, unknown>)).toEqual({ kind: 'soarMall', typeId: 99991, period: 'week' })
    const brands = parse('/brand-grail/brandSalesGmvTop10', { typeId: '99998', dayOrWeek: '2' })
    expect(brands.success && brands.data).toMatchObject({ salesOrGmv: 1, dayOrWeek: 2 })
    const types = parse('/industry-trend/hotSalesTypes', { pId: '99987' })
    expect(types.success && REPORT_ENDPOINTS['/industry-trend/hotSalesTypes']!.snapshot(types.data as Record<string, unknown>)).toEqual({ kind: 'category', typeId: 99987, period: 'day' })
  })

  it('name what is wrong with a query by its message key', () => {
    const issue = (path: string, query: Record<string, string>) => {
      const result = parse(path, query)
      return result.success ? null : result.error.issues[0]?.message
    }
    expect(issue('/goods-ranking/list', {})).toBe('invalidCategory')
    expect(issue('/goods-ranking/list', { typeId: '99997.5' })).toBe('invalidCategory')
    expect(issue('/goods-ranking/list', { typeId: '99997', dateType: '7' })).toBe('invalidDateType')
    expect(issue('/popularize/keywordList', { typeId: '99997', rankingType: '3' })).toBe('invalidRankingType')
    expect(issue('/brand-grail/brandSalesGmvTop10', { typeId: '99997', salesOrGmv: 'gmv' })).toBe('invalidSalesOrGmv')
  })

  it('answers the ten best brands by the order asked for, ranked again', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ rank: i + 1, brandName: `B${i}`, brandImgUrl: null, sales: 100 - i, gmv: i * 10 }))
    const top = REPORT_ENDPOINTS['/brand-grail/brandSalesGmvTop10']!.rows!(rows, { salesOrGmv: 2 })
    expect(top.map((row) => row.brandName)).toEqual(['B11', 'B10', 'B9', 'B8', 'B7', 'B6', 'B5', 'B4', 'B3', 'B2'])
    expect(top.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })
})
