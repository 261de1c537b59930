/**
 * Issue 14: the report service over real HTTP. Rankings answered from the seeded snapshots, the
 * calls derived from them, the CMS-backed calls, the sellers' top-up applications, and the
 * upstream proxy with a fake upstream that answers, is slow, fails or is down: every endpoint
 * with good queries (the spec's field names, cacheable) and bad ones (a 400 in the caller's
 * language, never a 5xx).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { registerSeller } from '../helpers/seller-session'
import { storedPhone } from '../helpers/fixtures'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer } from '../helpers/server'

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer(3209, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true' })
})

afterAll(async () => {
  await server?.stop()
})

const BASE = '/api/ozon-report-service/v1'

type Body = { code: number; message: string; data?: { date: string | null; demo: boolean; list: Array<Record<string, unknown>> } & Record<string, unknown> }

async function get(path: string, language = 'en', init: RequestInit = {}, base = server.url) {
  const response = await fetch(`${base}${BASE}${path}`, { ...init, headers: { 'accept-language': language, ...(init.headers as Record<string, string>) } })
  const body = (await response.json()) as Body
  return { status: response.status, body, cacheControl: response.headers.get('cache-control'), source: response.headers.get('x-report-source') }
}

const GOOD_FIELDS = ['dayGrowth', 'daySales', 'goodsId', 'goodsName', 'nameEn', 'nameZh', 'price', 'rank', 'sellerCountry', 'thumbUrl']

describe('rankings', () => {
  it.each([
    ['/goods-ranking/list?typeId=99997&dateType=1', GOOD_FIELDS, 20],
    ['/goods-ranking/list?typeId=99991&dateType=2', GOOD_FIELDS, 20],
    ['/goods-growth/list?typeId=99998', GOOD_FIELDS, 20],
    ['/mall-soar/soaringList?typeId=99996&dateType=1', ['mallName', 'nameEn', 'nameZh', 'rank', 'sales', 'sellerCountry', 'thumbUrl', 'yesterdayGrowth'], 20],
    ['/popularize/keywordList?typeId=99995&dateType=1&rankingType=1', ['clickHeat', 'heat', 'keyWord', 'nameEn', 'nameZh', 'rank'], 20],
    ['/brand-grail/brandSalesGmvTop10?typeId=99990&salesOrGmv=2', ['brandImgUrl', 'brandName', 'gmv', 'rank', 'sales'], 10],
    ['/industry-trend/hotSalesTypes?pId=99987', ['gmv', 'nameEn', 'nameZh', 'rank', 'sales', 'typeName'], 20],
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

  it.each(['/goods-ranking/list?typeId=99997&dateType=1', '/goods-growth/list?typeId=99998', '/mall-soar/soaringList?typeId=99996&dateType=2'])(
    '%s answers the sellers of the China zone, cross-border or local sellers, keeping the ranking’s ranks',
    async (path) => {
      const all = (await get(path)).body.data!
      expect(all.origins).toBe(true)
      const countries = (list: Array<Record<string, unknown>>) => list.map((row) => row.sellerCountry)
      const china = (await get(`${path}&origin=china`)).body.data!.list
      const local = (await get(`${path}&origin=local`)).body.data!.list
      const crossBorder = (await get(`${path}&origin=crossBorder`)).body.data!.list
      expect(countries(china).every((country) => country === 'CN' || country === 'HK')).toBe(true)
      expect(countries(local).every((country) => country === 'RU')).toBe(true)
      expect(countries(crossBorder).every((country) => country !== 'RU')).toBe(true)
      // Every seller is somewhere: local and cross-border together are the whole ranking, in its order.
      expect([...local, ...crossBorder].map((row) => row.rank).sort((a, b) => Number(a) - Number(b))).toEqual(all.list.map((row) => row.rank))
      expect(china.length).toBeGreaterThan(0)
      expect((await get(`${path}&origin=`)).body.data!.list).toHaveLength(all.list.length)
    },
  )

  it('refuses a bad query with a 400 in the caller’s language, never a 5xx, and caches no error', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/goods-ranking/list', /12 main categories/],
      ['/goods-ranking/list?typeId=12345', /12 main categories/],
      ['/goods-ranking/list?typeId=abc&dateType=1', /12 main categories/],
      ['/goods-ranking/list?typeId=99997&dateType=3', /1 for the daily ranking/],
      ['/popularize/keywordList?typeId=99997&rankingType=x', /ranking type/],
      ['/brand-grail/brandSalesGmvTop10?typeId=99997&salesOrGmv=0', /1 for sales/],
      ['/industry-trend/hotSalesTypes?typeId=99997', /12 main categories/],
      ['/goods-ranking/list?typeId=99997&origin=chinese', /seller origin/],
      ['/goods-growth/list?typeId=99997&origin=1', /seller origin/],
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
    expect((await get('/mall-soar/soaringList?typeId=99997&origin=x', 'zh')).body.message).toMatch(/卖家来源/)
  })

  it('answers an unknown path 404 and anything but GET 405', async () => {
    expect((await get('/goods-ranking/nope')).status).toBe(404)
    const post = await get('/goods-ranking/list?typeId=99997', 'en', { method: 'POST' })
    expect(post.status).toBe(405)
  })
})

describe('rankings as CSV files', () => {
  it('downloads a ranking with the sellers’ filter, headers and names in the reader’s language and Russian', async () => {
    const response = await fetch(`${server.url}/api/rankings/soarGood.csv?typeId=99998&origin=china&lang=en`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ranking-soarGood-99998-\d{4}-\d{2}-\d{2}-china-en\.csv"$/)
    expect(response.headers.get('cache-control')).toMatch(/^public/)
    // A byte order mark first, so Excel reads UTF-8 (fetch's text() would drop it).
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = new TextDecoder().decode(bytes).trimEnd().split('\r\n')
    expect(header).toMatch(/^Rank \/ Место,Data date \/ Дата данных,Category,Категория,Product ID \/ ID товара,/)
    expect(header).toMatch(/,Seller's country,Страна продавца$/)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row).toMatch(/,Beauty & personal care,[^,]+,.*,(China,Китай|Hong Kong,Гонконг)$/)
    // The same rows the report call answers for that filter.
    const call = (await get('/goods-growth/list?typeId=99998&origin=china')).body.data!.list
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(call.map((row) => row.rank))
  })

  it('answers every kind, in Russian for Russian readers', async () => {
    for (const kind of ['good', 'category', 'keyword', 'soarGood', 'soarMall', 'brand']) {
      const response = await fetch(`${server.url}/api/rankings/${kind}.csv?typeId=99997&lang=ru`)
      expect(response.status, kind).toBe(200)
      const [header, ...rows] = (await response.text()).trimEnd().split('\r\n')
      expect(header, kind).toMatch(/^Место,Дата данных,Категория,/)
      expect(rows.length, kind).toBe(20)
    }
  })

  it('refuses a bad query with a 400 in the caller’s language, not cached, and an unknown ranking with a 404', async () => {
    for (const query of ['typeId=1', 'typeId=99997&dateType=3', 'typeId=99997&origin=everyone', 'typeId=99997&date=2026-02-30', 'typeId=99997&lang=de']) {
      const response = await fetch(`${server.url}/api/rankings/good.csv?${query}`, { headers: { 'accept-language': 'zh' } })
      expect(response.status, query).toBe(400)
      expect(response.headers.get('cache-control'), query).toBe('no-store')
      expect(((await response.json()) as { message: string }).message, query).toMatch(/[\u4e00-\u9fff]/)
    }
    expect((await fetch(`${server.url}/api/rankings/people.csv?typeId=99997`)).status).toBe(404)
  })
})

describe('calls derived from the rankings', () => {
  it('cat/homeCat lists the 12 main categories in the spec’s order, named in the caller’s language', async () => {
    const zh = (await get('/cat/homeCat', 'zh')).body.data!.list
    expect(zh.map((row) => row.typeId)).toEqual([99997, 99991, 99998, 99996, 99995, 99990, 99994, 99999, 99992, 99989, 99993, 99987])
    expect(zh[0]).toEqual({ typeId: 99997, typeName: '家居生活' })
    expect((await get('/cat/homeCat', 'ru')).body.data!.list[0]!.typeName).toBe('Дом и быт')
    expect((await get('/cat/homeCat', 'en')).body.data!.list[11]!.typeName).toBe('Auto & moto parts')
  })

  it('cat/dataTop5 gives each category its five best-selling goods, or one category’s', async () => {
    const all = (await get('/cat/dataTop5')).body.data!.list as Array<{ typeId: number; list: Array<{ rank: number; goodsName: string }> }>
    expect(all).toHaveLength(12)
    for (const category of all) expect(category.list.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5])
    const one = (await get('/cat/dataTop5?typeId=99992')).body.data!.list as typeof all
    expect(one.map((category) => category.typeId)).toEqual([99992])
    const ranking = (await get('/goods-ranking/list?typeId=99992')).body.data!.list
    expect(one[0]!.list.map((row) => row.goodsName)).toEqual(ranking.slice(0, 5).map((row) => row.goodsName))
  })

  it('keyword/officialNetSearch finds search words containing the word, most searched first', async () => {
    const { status, body, cacheControl } = await get(`/keyword/officialNetSearch?keyWord=${encodeURIComponent('СКИДКА')}`)
    expect(status).toBe(200)
    expect(cacheControl).toMatch(/^public/)
    const list = body.data!.list as Array<{ keyWord: string; heat: number; typeId: number; typeName: string }>
    expect(list.length).toBeGreaterThan(0)
    expect(list.length).toBeLessThanOrEqual(20)
    for (const row of list) expect(row.keyWord).toContain('скидка')
    expect(list.map((row) => row.heat)).toEqual([...list.map((row) => row.heat)].sort((a, b) => b - a))
    expect((await get(`/keyword/officialNetSearch?keyWord=${encodeURIComponent('скидка')}&pageSize=2`)).body.data!.list).toHaveLength(2)
    expect((await get('/keyword/officialNetSearch?keyWord=zzzzqqq')).body.data!.list).toEqual([])
    const bad = await get('/keyword/officialNetSearch?keyWord=', 'ru')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/запрос/)
  })

  it('trend-survey/surveyData sums each category’s market and its change over a week', async () => {
    const { body } = await get('/trend-survey/surveyData')
    const list = body.data!.list as Array<{ typeId: number; sales: number; gmv: number; salesGrowth: number | null }>
    expect(body.data!.demo).toBe(true)
    expect(list).toHaveLength(12)
    for (const row of list) {
      expect(row.sales).toBeGreaterThan(0)
      expect(row.gmv).toBeGreaterThan(row.sales)
      // 30 seeded days: a week earlier exists for every category.
      expect(typeof row.salesGrowth).toBe('number')
    }
  })
})

describe('calls answered from the CMS', () => {
  it('qbt4-article/hotArticleInfoList pages the most read articles (isArticle=1) or courses (0), linked in the caller’s language', async () => {
    const { body, cacheControl } = await get('/qbt4-article/hotArticleInfoList?isArticle=1&pageNum=1&pageSize=5', 'en')
    expect(cacheControl).toMatch(/^public/)
    const data = body.data as unknown as { list: Array<{ title: string; url: string; views: number }>; total: number; pageNum: number; pageSize: number }
    expect(data.list).toHaveLength(5)
    expect(data.total).toBeGreaterThan(5)
    expect(data.list.map((row) => row.views)).toEqual([...data.list.map((row) => row.views)].sort((a, b) => b - a))
    for (const row of data.list) {
      expect(row.url).toMatch(/^\/en\//)
      expect((await fetch(`${server.url}${row.url}`, { redirect: 'manual' })).status).toBe(200)
    }
    const second = (await get('/qbt4-article/hotArticleInfoList?isArticle=1&pageNum=2&pageSize=5')).body.data as unknown as typeof data
    expect(second.list.map((row) => row.url)).not.toEqual(data.list.map((row) => row.url))
    const courses = (await get('/qbt4-article/hotArticleInfoList?isArticle=0', 'zh')).body.data as unknown as typeof data
    expect(courses.list.length).toBeGreaterThan(0)
    for (const row of courses.list) expect(row.url).toMatch(/^\/lesson\/\d+$/)
  })

  it('dictionaries/getDictionariesOne answers a known dictionary in the caller’s language and refuses an unknown one', async () => {
    const categories = (await get('/dictionaries/getDictionariesOne?dictionariesKey=mainCategory&userIdentity=1', 'ru')).body.data as unknown as { list: Array<{ value: number; label: string }> }
    expect(categories.list).toHaveLength(12)
    expect(categories.list[0]).toEqual({ value: 99997, label: 'Дом и быт' })
    const kinds = (await get('/dictionaries/getDictionariesOne?dictionariesKey=rankingKind', 'en')).body.data as unknown as typeof categories
    expect(kinds.list.map((row) => row.value)).toEqual(['good', 'category', 'keyword', 'soarGood', 'soarMall', 'brand'])
    const unknown = await get('/dictionaries/getDictionariesOne?dictionariesKey=__proto__', 'zh')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(/字典/)
  })

  it('customer service, version, live notice, picture windows and country answer what the settings say', async () => {
    const service = (await get('/customer-service/queryCustomerServiceInfo')).body
    expect(service.code).toBe(200)
    expect(Object.keys(service.data!).sort()).toEqual(['nickName', 'weChatUrl', 'weChatUrl2', 'weChatUrl3', 'weChatUrl4'])
    expect(String(service.data!.weChatUrl)).not.toBe('')

    const token = await adminToken(server.url)
    const media = await cmsAsAdmin<{ docs: Array<{ id: number; url: string }> }>(server.url, token, '/media?limit=1')
    const image = media.docs[0]!
    const hour = 3_600_000
    const settings = (data: unknown) => cmsAsAdmin(server.url, token, '/globals/site-settings?locale=en', { method: 'POST', body: JSON.stringify(data) })
    try {
      await settings({
        imageWindows: [
          { title: 'Spring sale', image: image.id, link: '/lottery', showAddress: 1, startsAt: new Date(Date.now() - hour).toISOString() },
          { title: 'Ended', image: image.id, showAddress: 1, endsAt: new Date(Date.now() - hour).toISOString() },
          { title: 'Elsewhere', image: image.id, showAddress: 2 },
        ],
        appVersion: { version: '2.4.0', downloadUrl: 'https://example.com/app.apk', notes: 'Faster rankings', forceUpdate: false },
        liveNotice: { title: 'Ozon winter season live', startsAt: new Date(Date.now() + hour).toISOString(), link: '/lesson/1' },
      })
      const windows = (await get('/qbt4-front-img-window/frontImgWindowList?showAddress=1')).body.data as unknown as { list: Array<Record<string, unknown>> }
      expect(windows.list.map((item) => item.title)).toEqual(['Spring sale'])
      expect(windows.list[0]).toMatchObject({ imgUrl: image.url, link: '/lottery', showAddress: 1 })
      expect(((await get('/qbt4-front-img-window/frontImgWindowList?showAddress=2')).body.data as unknown as typeof windows).list.map((item) => item.title)).toEqual(['Elsewhere'])
      expect((await get('/versionUpdate/app')).body.data).toEqual({ version: '2.4.0', downloadUrl: 'https://example.com/app.apk', notes: 'Faster rankings', forceUpdate: false })
      expect((await get('/liveNotice/newLiveNotice')).body.data).toMatchObject({ title: 'Ozon winter season live', live: false, link: '/lesson/1' })
    } finally {
      await settings({ imageWindows: [], appVersion: { version: null, downloadUrl: null, notes: null, forceUpdate: false }, liveNotice: { title: null, startsAt: null, endsAt: null, link: null } })
    }
    expect((await get('/versionUpdate/app')).body.data).toBeNull()
    expect((await get('/liveNotice/newLiveNotice')).body.data).toBeNull()
    expect(((await get('/qbt4-front-img-window/frontImgWindowList?showAddress=1')).body.data as unknown as { list: unknown[] }).list).toEqual([])

    const country = await get('/public/in/getIpCountryCode', 'ru-RU,ru;q=0.9')
    expect(country.body.data).toEqual({ countryCode: 'RU', source: 'language' })
    expect(country.cacheControl).toBe('private, no-store')
    expect((await get('/public/in/getIpCountryCode', 'zh-CN', { headers: { 'cf-ipcountry': 'kz' } })).body.data).toEqual({ countryCode: 'KZ', source: 'edge' })
  })
})

describe('top-up applications', () => {
  /** A report-service GET as the seller's browser: cookies, and Control-T unless left out. */
  const asSeller = (cookies: Map<string, string>, path: string, control = true) =>
    get(path, 'en', {
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(control ? { 'control-t': cookies.get('Control-T') ?? '' } : {}),
      },
    })

  it('asks a guest to log in, and checks the seller’s anti-forgery header', async () => {
    const guest = await get('/goods-detail/goodsMakeUp?goodsId=123456789')
    expect(guest.status).toBe(401)
    // The top-up dialog's own words: what logging in is for.
    expect(guest.body).toEqual({ code: 401, message: 'Please log in to apply for supplementary data', requestId: expect.any(String) })
    expect((await get('/mall-detail/mallReceivable?mallParm=123456', 'ru')).body.message).toBe('Войдите, чтобы подать заявку на добавление данных')
    expect(guest.cacheControl).toBe('no-store')
    const { client } = await registerSeller(server.url)
    const forged = await asSeller(client.cookies, '/goods-detail/goodsMakeUp?goodsId=123456789', false)
    expect(forged.status).toBe(403)
    expect((await asSeller(client.cookies, '/goods-detail/goodsMakeUp?goodsId=12x')).status).toBe(400)
  })

  it('records one application per seller and product or shop, also under a burst, and staff see it', async () => {
    const { client, phone } = await registerSeller(server.url)
    const goodsId = String(100_000_000 + (Date.now() % 899_999_999))
    const first = await asSeller(client.cookies, `/goods-detail/goodsMakeUp?goodsId=${goodsId}`)
    expect(first.status).toBe(200)
    expect(first.cacheControl).toBe('private, no-store')
    expect(first.body.data).toMatchObject({ goodsId, status: 'pending', duplicate: false })
    const burst = await Promise.all(Array.from({ length: 12 }, () => asSeller(client.cookies, `/goods-detail/goodsMakeUp?goodsId=${goodsId}`)))
    for (const answer of burst) {
      expect(answer.status).toBe(200)
      expect(answer.body.data).toMatchObject({ id: first.body.data!.id, duplicate: true })
    }
    const shop = await asSeller(client.cookies, `/mall-detail/mallReceivable?mallParm=${encodeURIComponent(' https://www.ozon.ru/seller/dom-i-uyut-123/ ')}`)
    expect(shop.body.data).toMatchObject({ mallParm: 'https://www.ozon.ru/seller/dom-i-uyut-123/', duplicate: false })

    // Another seller asking for the same product makes their own application.
    const other = await registerSeller(server.url)
    const theirs = await asSeller(other.client.cookies, `/goods-detail/goodsMakeUp?goodsId=${goodsId}`)
    expect(theirs.body.data).toMatchObject({ duplicate: false })
    expect(theirs.body.data!.id).not.toBe(first.body.data!.id)

    const token = await adminToken(server.url)
    const seen = await cmsAsAdmin<{ totalDocs: number; docs: Array<{ kind: string; status: string; seller: { phone?: string } }> }>(
      server.url,
      token,
      `/top-up-applications?where[target][equals]=${goodsId}&depth=1`,
    )
    expect(seen.totalDocs).toBe(2)
    expect(seen.docs.map((doc) => doc.seller.phone).sort()).toEqual([storedPhone(phone), storedPhone(other.phone)].sort())

    // Staff export them as CSV; nobody else can.
    const csv = await fetch(`${server.url}/api/admin/top-up-applications.csv?status=pending&kind=goods`, { headers: { authorization: `JWT ${token}` } })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('id,kind,target,status,sellerPhone,createdAt,handledAt')
    expect(lines.filter((line) => line.includes(`,goods,${goodsId},pending,`))).toHaveLength(2)
    expect(lines.some((line) => line.includes(',mall,'))).toBe(false)
    expect(csv.status).toBe(200)
    // An admin sees the sellers' numbers; other staff see them masked, as in the admin.
    expect(lines.some((line) => line.includes(`,${phone},`))).toBe(true)
    const email = `marketer-${Date.now()}@test.local`
    await cmsAsAdmin(server.url, token, '/users', { method: 'POST', body: JSON.stringify({ email, password: 'Marketer-pass-123', roles: ['marketer'] }) })
    const marketerLogin = await fetch(`${server.url}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Marketer-pass-123' }) })
    const marketerToken = /payload-token=([^;]+)/.exec(marketerLogin.headers.getSetCookie().join('\n'))?.[1]
    const masked = await (await fetch(`${server.url}/api/admin/top-up-applications.csv?kind=goods`, { headers: { authorization: `JWT ${marketerToken}` } })).text()
    expect(masked).toContain(`${phone.slice(0, 3)}****${phone.slice(-4)}`)
    expect(masked).not.toContain(phone)
    expect((await fetch(`${server.url}/api/admin/top-up-applications.csv`)).status).toBe(401)
    expect((await fetch(`${server.url}/api/admin/top-up-applications.csv?status=done`, { headers: { authorization: `JWT ${token}` } })).status).toBe(400)
  })
})

describe('with REPORT_API_UPSTREAM', () => {
  let proxied: RunningServer
  let upstream: http.Server
  let mode: 'ok' | 'zero' | 'slow' | 'error' | 'refuses' | 'countries' = 'ok'
  const asked: string[] = []

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      asked.push(req.url ?? '')
      const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (mode === 'slow') setTimeout(() => answer(200, { code: 200, data: { list: [] } }), 3_000)
      else if (mode === 'error') answer(502, { message: 'bad gateway' })
      else if (mode === 'refuses') answer(200, { code: 500, message: 'upstream says no' })
      else if (mode === 'zero') answer(200, { code: 0, message: 'ok', data: { list: [{ rank: 1, goodsName: 'code zero' }] } })
      else if (mode === 'countries')
        answer(200, { code: 200, data: { date: '2026-01-01', list: [{ rank: 1, goodsName: 'A', sellerCountry: 'RU' }, { rank: 2, goodsName: 'B', sellerCountry: 'CN' }, { rank: 3, goodsName: 'C' }] } })
      else answer(200, { code: 200, message: 'ok', data: { date: '2026-01-01', demo: false, list: [{ rank: 1, goodsName: 'from the upstream' }] } })
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const { port } = upstream.address() as AddressInfo
    proxied = await startProductionServer(3219, { REPORT_API_UPSTREAM: `http://127.0.0.1:${port}/v1/`, REPORT_API_UPSTREAM_TIMEOUT_MS: '800' })
  })

  afterAll(async () => {
    await proxied?.stop()
    await new Promise((resolve) => upstream?.close(resolve))
  })

  it('answers the rankings from the upstream, with the same path and query', async () => {
    mode = 'ok'
    asked.length = 0
    const { status, body, source } = await get('/goods-ranking/list?typeId=99997&dateType=2', 'en', {}, proxied.url)
    expect(status).toBe(200)
    expect(source).toBe('upstream')
    expect(body.data!.list).toEqual([{ rank: 1, goodsName: 'from the upstream' }])
    expect(asked).toEqual(['/v1/goods-ranking/list?typeId=99997&dateType=2'])
    // The upstream's other success code reaches the browser as the 200 it checks for.
    mode = 'zero'
    const zero = await get('/goods-ranking/list?typeId=99997', 'en', {}, proxied.url)
    expect(zero.body.code).toBe(200)
    expect(zero.body.data!.list).toEqual([{ rank: 1, goodsName: 'code zero' }])
  })

  it('filters the upstream’s ranking by the sellers’ origin, which the upstream does not know', async () => {
    mode = 'countries'
    const china = await get('/goods-ranking/list?typeId=99997&origin=china', 'en', {}, proxied.url)
    expect(china.source).toBe('upstream')
    expect(china.body.data).toMatchObject({ origins: true, list: [{ rank: 2, goodsName: 'B', sellerCountry: 'CN' }] })
    expect((await get('/goods-growth/list?typeId=99997', 'en', {}, proxied.url)).body.data!.list).toHaveLength(3)
    mode = 'ok'
    expect((await get('/mall-soar/soaringList?typeId=99997&origin=local', 'en', {}, proxied.url)).body.data).toMatchObject({ origins: false, list: [] })
  })

  it.each(['slow', 'error', 'refuses'] as const)('falls back to the stored snapshot when the upstream is %s', async (failure) => {
    mode = failure
    const started = Date.now()
    const { status, body, source, cacheControl } = await get('/goods-ranking/list?typeId=99997', 'en', {}, proxied.url)
    expect(status).toBe(200)
    expect(source).toBe('fallback')
    // Kept briefly, so caches take the upstream's answer again soon after it recovers.
    expect(cacheControl).toBe('public, max-age=30')
    expect(body.data!.demo).toBe(true)
    expect(body.data!.list).toHaveLength(20)
    // Within the (shortened) timeout, not the slow upstream's 3 s.
    if (failure === 'slow') expect(Date.now() - started).toBeLessThan(2_900)
  })

  it('falls back when the upstream is down, and never asks it about a bad query or a CMS call', async () => {
    await new Promise((resolve) => upstream.close(resolve))
    const down = await get('/popularize/keywordList?typeId=99995', 'en', {}, proxied.url)
    expect(down.status).toBe(200)
    expect(down.source).toBe('fallback')
    expect(down.body.data!.list).toHaveLength(20)
    asked.length = 0
    expect((await get('/goods-ranking/list?typeId=1', 'en', {}, proxied.url)).status).toBe(400)
    expect((await get('/qbt4-article/hotArticleInfoList', 'en', {}, proxied.url)).status).toBe(200)
    expect(asked).toEqual([])
  })
})

describe('translate/translate (the translation plugin)', () => {
  const post = (body: unknown, init: RequestInit = {}, language = 'en') =>
    fetch(`${server.url}/api/ozon-report-service/v1/translate/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language, 'x-forwarded-for': '203.0.113.77', ...(init.headers as Record<string, string>) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...(init.method ? { method: init.method } : {}),
    })

  it('answers through the local translator here: the text as is, its language, not translated', async () => {
    const response = await post({ sourceText: '冬季 夹克', target: 'en' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(await response.json()).toMatchObject({ code: 200, data: { targetText: '冬季 夹克', source: 'zh', target: 'en', translated: false, provider: 'local' } })
  })

  it('refuses what it cannot take, in the caller language', async () => {
    const bad = await post({ sourceText: 'x', target: 'de' }, {}, 'ru')
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toBe('Язык: zh, en или ru')
    expect((await post({ target: 'en' })).status).toBe(400)
    expect((await post('[1,2]')).status).toBe(400)
    expect((await post('{not json')).status).toBe(400)
    expect((await post({ sourceText: 'a\u0000b', target: 'en' })).status).toBe(400)
    expect((await post('sourceText=x&target=en', { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415)
    const asGet = await fetch(`${server.url}/api/ozon-report-service/v1/translate/translate?sourceText=x&target=en`)
    expect(asGet.status).toBe(405)
    expect(asGet.headers.get('allow')).toBe('POST')
  })
})

describe('the seller calls listed with the report service', () => {
  it('answer the membership (playLoad) and the categories (playload) to a signed-in seller only', async () => {
    // A guest is asked to log in in general words, in their language (not the top-up dialog's "apply for supplementary data").
    const general = { zh: '您当前是游客，需要登录后才可查看更多内容', en: 'You are currently a tourist and need to log in to view more content', ru: 'Вы вошли как гость. Войдите, чтобы увидеть больше' }
    for (const path of ['/user-account/getUserProductAndPolicy', '/user-account/userCategoryList']) {
      for (const [language, message] of Object.entries(general)) {
        const guest = await fetch(`${server.url}${BASE}${path}`, { method: 'POST', headers: { 'accept-language': language } })
        expect(guest.status, `${path} ${language}`).toBe(401)
        expect(guest.headers.get('cache-control')).toBe('no-store')
        expect(await guest.json()).toEqual({ code: 401, message, requestId: expect.any(String) })
      }
    }
    const { client } = await registerSeller(server.url)
    const product = await client.call<{ playLoad: { trialUsed: boolean; planCode: number | null } }>('POST', '/user-account/getUserProductAndPolicy', undefined, { base: '/api/ozon-report-service/v1' })
    expect(product.status).toBe(200)
    expect(product.body.playLoad).toMatchObject({ trialUsed: false, planCode: null })
    const categories = await client.call<{ playload: { categorys: Array<{ typeId: number }>; buyNum: number } }>('POST', '/user-account/userCategoryList', undefined, { base: '/api/ozon-report-service/v1' })
    expect(categories.status).toBe(200)
    expect(categories.body.playload.categorys).toHaveLength(12)
    expect(categories.body.playload.buyNum).toBe(1)
    // The same answers as the user service's.
    const same = await client.call<{ playload: unknown }>('POST', '/user-account/userCategoryList')
    expect(same.body.playload).toEqual(categories.body.playload)
  })
})

describe('tiktok/image (ranking pictures through this site)', () => {
  it('refuses addresses outside Ozon’s image hosts in the caller language, and other methods', async () => {
    const evil = await fetch(`${server.url}/api/ozon-report-service/v1/tiktok/image?url=${encodeURIComponent('http://127.0.0.1:3209/admin')}`, { headers: { 'accept-language': 'ru' } })
    expect(evil.status).toBe(400)
    expect(evil.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await evil.json()).message).toBe('Адрес картинки должен быть https-адресом на серверах изображений Ozon')
    expect((await fetch(`${server.url}/api/ozon-report-service/v1/tiktok/image`)).status).toBe(400)
    const post = await fetch(`${server.url}/api/ozon-report-service/v1/tiktok/image?url=x`, { method: 'POST' })
    expect(post.status).toBe(405)
  })
})
