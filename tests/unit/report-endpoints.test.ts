import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { growth, marketSurvey, searchGoods, searchKeywords, searchShops, topFiveByCategory } from '@/server/report/derived'
import { countryOf, REPORT_ENDPOINTS } from '@/server/report/endpoints'
import { handleReport } from '@/server/report/http'
import type { StoredSnapshot } from '@/server/report/snapshots'

const parse = (path: string, query: Record<string, string>) => REPORT_ENDPOINTS[path]!.schema.safeParse(query)
const issue = (path: string, query: Record<string, string>) => {
  const result = parse(path, query)
  return result.success ? null : result.error.issues[0]?.message
}

describe('report endpoints', () => {
  it('list every path of spec section 7’s report service', () => {
    expect(Object.keys(REPORT_ENDPOINTS).sort()).toEqual(
      [
        '/goods-ranking/list',
        '/mall-soar/soaringList',
        '/industry-trend/hotSalesTypes',
        '/popularize/keywordList',
        '/brand-grail/brandSalesGmvTop10',
        '/goods-growth/list',
        '/cat/dataTop5',
        '/cat/homeCat',
        '/keyword/officialNetSearch',
        '/trend-survey/surveyData',
        '/qbt4-article/hotArticleInfoList',
        '/dictionaries/getDictionariesOne',
        '/customer-service/queryCustomerServiceInfo',
        '/qbt4-front-img-window/frontImgWindowList',
        '/versionUpdate/app',
        '/public/in/getIpCountryCode',
        '/liveNotice/newLiveNotice',
        '/goods-detail/goodsMakeUp',
        '/mall-detail/mallReceivable',
        '/translate/translate',
        '/user-account/getUserProductAndPolicy',
        '/user-account/userCategoryList',
      ].sort(),
    )
  })

  it('read the spec’s query names, with the spec’s defaults', () => {
    expect(parse('/goods-ranking/list', { typeId: '99997' })).toMatchObject({ success: true, data: { typeId: 99997, dateType: 1 } })
    expect(parse('/brand-grail/brandSalesGmvTop10', { typeId: '99998', dayOrWeek: '2' })).toMatchObject({ data: { salesOrGmv: 1, dayOrWeek: 2 } })
    expect(parse('/industry-trend/hotSalesTypes', { pId: '99987' })).toMatchObject({ data: { pId: 99987 } })
    expect(parse('/qbt4-article/hotArticleInfoList', {})).toMatchObject({ data: { isArticle: 1, pageNum: 1, pageSize: 10 } })
    expect(parse('/qbt4-front-img-window/frontImgWindowList', { showAddress: '1' })).toMatchObject({ data: { showAddress: 1 } })
    expect(parse('/keyword/officialNetSearch', { keyWord: '  зимняя   куртка ' })).toMatchObject({ data: { keyWord: 'зимняя куртка', pageSize: 20 } })
    expect(parse('/mall-detail/mallReceivable', { mallParm: ' https://www.ozon.ru/seller/dom-123/ ' })).toMatchObject({ data: { mallParm: 'https://www.ozon.ru/seller/dom-123/' } })
  })

  it('name what is wrong with a query by its message key', () => {
    expect(issue('/goods-ranking/list', {})).toBe('invalidCategory')
    expect(issue('/goods-ranking/list', { typeId: '99997.5' })).toBe('invalidCategory')
    expect(issue('/goods-ranking/list', { typeId: '12345' })).toBe('invalidCategory')
    expect(issue('/goods-ranking/list', { typeId: '99997', dateType: '7' })).toBe('invalidDateType')
    expect(issue('/popularize/keywordList', { typeId: '99997', rankingType: '3' })).toBe('invalidRankingType')
    expect(issue('/brand-grail/brandSalesGmvTop10', { typeId: '99997', salesOrGmv: 'gmv' })).toBe('invalidSalesOrGmv')
    expect(issue('/cat/dataTop5', { typeId: 'home' })).toBe('invalidCategory')
    expect(issue('/keyword/officialNetSearch', {})).toBe('invalidKeyword')
    expect(issue('/keyword/officialNetSearch', { keyWord: '   ' })).toBe('invalidKeyword')
    expect(issue('/keyword/officialNetSearch', { keyWord: 'x'.repeat(101) })).toBe('invalidKeyword')
    for (const searchType of ['3', '0', 'goods', '14']) expect(issue('/keyword/officialNetSearch', { keyWord: 'x', searchType })).toBe('invalidSearchType')
    expect(issue('/qbt4-article/hotArticleInfoList', { pageSize: '500' })).toBe('invalidPageSize')
    expect(issue('/qbt4-article/hotArticleInfoList', { pageNum: '0' })).toBe('invalidPageNum')
    expect(issue('/qbt4-article/hotArticleInfoList', { pageNum: '1e3' })).toBe('invalidPageNum')
    expect(issue('/qbt4-article/hotArticleInfoList', { isArticle: '2' })).toBe('invalidIsArticle')
    expect(issue('/dictionaries/getDictionariesOne', { dictionariesKey: 'constructor' })).toBe('invalidDictionaryKey')
    expect(issue('/qbt4-front-img-window/frontImgWindowList', { showAddress: '-1' })).toBe('invalidShowAddress')
    expect(issue('/goods-detail/goodsMakeUp', { goodsId: '12ab' })).toBe('invalidGoodsId')
    expect(issue('/goods-detail/goodsMakeUp', {})).toBe('invalidGoodsId')
    expect(issue('/mall-detail/mallReceivable', { mallParm: '' })).toBe('invalidMallParm')
  })

  it('need a seller’s session for the top-up and account calls, and the anti-forgery header for the writes (top-ups)', () => {
    const sellers = Object.entries(REPORT_ENDPOINTS).filter(([, endpoint]) => endpoint.auth === 'session')
    expect(sellers.map(([path]) => path).sort()).toEqual(['/goods-detail/goodsMakeUp', '/mall-detail/mallReceivable', '/user-account/getUserProductAndPolicy', '/user-account/userCategoryList'])
    expect(sellers.every(([, endpoint]) => endpoint.cache === 'private')).toBe(true)
    expect(sellers.filter(([, endpoint]) => endpoint.writes).map(([path]) => path).sort()).toEqual(['/goods-detail/goodsMakeUp', '/mall-detail/mallReceivable'])
  })

  describe('a guest on a seller’s call', () => {
    // A guest has no session cookie, so no session is looked up: the CMS is never asked.
    const noCms = new Proxy({}, { get: () => { throw new Error('the CMS was asked') } }) as Payload
    /** The call as a guest's browser makes it (valid input, so only the session is missing). */
    const asGuest = (path: string, language: string, cookie?: string, payload: Payload = noCms) => {
      const endpoint = REPORT_ENDPOINTS[path]!
      const method = endpoint.method ?? 'GET'
      const query = method === 'GET' ? { goodsId: '123456789', mallParm: '123456' } : {}
      return handleReport(payload, REPORT_ENDPOINTS, path, { method, query, headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) } })
    }
    const general = { zh: '您当前是游客，需要登录后才可查看更多内容', en: 'You are currently a tourist and need to log in to view more content', ru: 'Вы вошли как гость. Войдите, чтобы увидеть больше' }
    const topUp = { zh: '请先登录后再申请补录数据', en: 'Please log in to apply for supplementary data', ru: 'Войдите, чтобы подать заявку на добавление данных' }

    it('is asked to log in in general words, except on the top-up dialog’s application, in the caller’s language', async () => {
      const sellers = Object.entries(REPORT_ENDPOINTS).filter(([, endpoint]) => endpoint.auth === 'session')
      const topUps = ['/goods-detail/goodsMakeUp', '/mall-detail/mallReceivable']
      for (const [path] of sellers) {
        for (const language of ['zh', 'en', 'ru'] as const) {
          const answer = await asGuest(path, language)
          expect(answer.status, path).toBe(401)
          expect(answer.body, `${path} ${language}`).toEqual({ code: 401, message: (topUps.includes(path) ? topUp : general)[language] })
          expect(answer.headers['cache-control']).toBe('no-store')
          expect(answer.cookies).toEqual([])
        }
      }
      // The issue's case: the membership query never speaks of supplementary data.
      expect((await asGuest('/user-account/getUserProductAndPolicy', 'en')).body.message).toBe(general.en)
    })

    it('is told an ended session has expired (and its cookies are cleared), whatever the call', async () => {
      // The cookie's token is hashed with the site's secret before it is looked up (and not found).
      vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret')
      try {
        const ended = { find: async () => ({ docs: [] }) } as unknown as Payload
        for (const path of ['/user-account/getUserProductAndPolicy', '/goods-detail/goodsMakeUp']) {
          const answer = await asGuest(path, 'en', 'userToken=gone', ended)
          expect(answer.status).toBe(401)
          expect(answer.body).toEqual({ code: 401, message: 'Your session has expired, please log in again' })
          expect(answer.cookies.join('\n')).toMatch(/userToken=; Path=\/; Max-Age=0/)
        }
      } finally {
        vi.unstubAllEnvs()
      }
    })
  })

  it('tell the caller’s country from the edge, else from the language’s region', () => {
    expect(countryOf('ru', 'zh-CN')).toEqual({ countryCode: 'RU', source: 'edge' })
    expect(countryOf('XX', 'ru-RU,ru;q=0.9')).toEqual({ countryCode: 'RU', source: 'language' })
    expect(countryOf(null, 'zh-CN,zh;q=0.9')).toEqual({ countryCode: 'CN', source: 'language' })
    expect(countryOf(null, 'en')).toEqual({ countryCode: null, source: 'unknown' })
  })
})

const snapshot = (typeId: number, date: string, rows: StoredSnapshot['rows'], kind: StoredSnapshot['kind'] = 'good'): StoredSnapshot => ({ kind, typeId, period: 'day', date, rows, source: 'import' })
const name = (typeId: number) => `cat-${typeId}`

describe('answers derived from the rankings', () => {
  it('top five goods of each main category, in the spec’s category order', () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({ rank: 8 - i, goodsName: `g${8 - i}` }))
    const answer = topFiveByCategory([snapshot(99991, '2026-11-23', rows), snapshot(99997, '2026-11-24', rows)], name)
    expect(answer.map((entry) => entry.typeId)).toEqual([99997, 99991])
    expect(answer[0]).toMatchObject({ typeName: 'cat-99997', date: '2026-11-24' })
    expect(answer[0]!.list.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5])
  })

  it('market survey: sums of the hot subcategories and their change over a week', () => {
    const now = snapshot(99997, '2026-11-24', [{ rank: 1, typeName: 'Вешалки', sales: 300, gmv: 3000 }, { rank: 2, typeName: 'Корзины', sales: 100, gmv: 1000 }], 'category')
    const before = snapshot(99997, '2026-11-17', [{ rank: 1, typeName: 'Вешалки', sales: 200, gmv: 5000 }], 'category')
    const other = snapshot(99991, '2026-11-24', [{ rank: 1, typeName: 'Наушники', sales: 10, gmv: 100 }], 'category')
    expect(marketSurvey([other, now], [before], name)).toEqual([
      { typeId: 99997, typeName: 'cat-99997', date: '2026-11-24', sales: 400, gmv: 4000, salesGrowth: 1, gmvGrowth: -0.2, topTypeName: 'Вешалки' },
      { typeId: 99991, typeName: 'cat-99991', date: '2026-11-24', sales: 10, gmv: 100, salesGrowth: null, gmvGrowth: null, topTypeName: 'Наушники' },
    ])
    expect(growth(5, 0)).toBeNull()
  })

  it('keyword search: any case, most searched first, at most the page size', () => {
    const home = snapshot(99997, '2026-11-24', [{ rank: 1, keyWord: 'Ёлка искусственная', heat: 50, clickHeat: 5 }, { rank: 2, keyWord: 'игрушки на ёлку', heat: 90, clickHeat: 9 }, { rank: 3, keyWord: 'плед', heat: 99, clickHeat: 1 }], 'keyword')
    const toys = snapshot(99995, '2026-11-24', [{ rank: 1, keyWord: 'ЁЛКА детская', heat: 70, clickHeat: 7 }], 'keyword')
    const found = searchKeywords([toys, home], 'ёлк', 10, name)
    expect(found.map((row) => [row.keyWord, row.typeId])).toEqual([
      ['игрушки на ёлку', 99997],
      ['ЁЛКА детская', 99995],
      ['Ёлка искусственная', 99997],
    ])
    expect(searchKeywords([toys, home], 'ЁЛ', 2, name)).toHaveLength(2)
    expect(searchKeywords([home], 'нет такого', 10, name)).toEqual([])
    // й is a letter of its own: "мой" does not find "мои".
    const words = snapshot(99997, '2026-11-24', [{ rank: 1, keyWord: 'мои покупки', heat: 5, clickHeat: 1 }, { rank: 2, keyWord: 'мойка высокого давления', heat: 4, clickHeat: 1 }], 'keyword')
    expect(searchKeywords([words], 'МОЙ', 10, name).map((row) => row.keyWord)).toEqual(['мойка высокого давления'])
  })

  it('goods and shop search: by name in any case, best sellers first, each product or shop once', () => {
    const home = snapshot(99997, '2026-11-24', [
      { rank: 1, goodsId: '11', goodsName: 'Плед флисовый', daySales: 40, price: 900 },
      { rank: 2, goodsId: '12', goodsName: 'ПЛЕД вязаный', daySales: 90, price: 1500 },
      { rank: 3, goodsId: '13', goodsName: 'Подушка', daySales: 99, price: 500 },
    ])
    const textiles = snapshot(99990, '2026-11-24', [{ rank: 1, goodsId: '11', goodsName: 'Плед флисовый', daySales: 40, price: 900 }, { rank: 2, goodsId: '21', goodsName: 'плед детский', daySales: 60, price: 700 }])
    expect(searchGoods([textiles, home], 'плед', 10, name).map((row) => [row.goodsId, row.typeName, row.daySales])).toEqual([
      ['12', 'cat-99997', 90],
      ['21', 'cat-99990', 60],
      ['11', 'cat-99997', 40],
    ])
    expect(searchGoods([home], 'плед', 1, name)).toHaveLength(1)
    expect(searchGoods([home], 'нет', 10, name)).toEqual([])

    const shops = snapshot(99997, '2026-11-24', [{ rank: 1, mallName: 'Дом Уют', sales: 300, yesterdayGrowth: 1.2 }, { rank: 2, mallName: 'Уютный дом', sales: 500, yesterdayGrowth: null }], 'soarMall')
    const again = snapshot(99990, '2026-11-24', [{ rank: 1, mallName: 'Дом Уют', sales: 300, yesterdayGrowth: 1.2 }], 'soarMall')
    expect(searchShops([again, shops], 'УЮТ', 10, name).map((row) => [row.mallName, row.sales, row.yesterdayGrowth])).toEqual([
      ['Уютный дом', 500, null],
      ['Дом Уют', 300, 1.2],
    ])
  })
})
