/**
 * Issue 17 over real HTTP on PostgreSQL: the seeded landing pages in three languages and both
 * devices, the collector's attribution from each URL form, a registration on a landing page
 * counted on its campaign, the report (and its CSV) against the raw records, and the
 * distribution calls with channel binding.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPhone, lastSmsCode, storedPhone } from '../helpers/fixtures'
import { adminToken, cmsAsAdmin, type RunningServer, startProductionServer } from '../helpers/server'
import { USER_AGENTS } from '../helpers/user-agents'
import { SellerClient } from '../helpers/user-client'

let server: RunningServer
let token: string
let db: pg.Pool

beforeAll(async () => {
  server = await startProductionServer(3242, { TRUST_PROXY: 'true', LOCAL_SMS_INBOX: 'true' })
  token = await adminToken(server.url)
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})

afterAll(async () => {
  await db?.end()
  await server?.stop()
})

const DESKTOP = USER_AGENTS['desktop Chrome'].ua
const PHONE = USER_AGENTS['iPhone Safari'].ua
const SEEDED = ['mobile', 'mobile2', 'mobile3', 'pc', 'pc2', 'landpage/1']
/** Unique per run: the database is shared with earlier runs and other test files. */
const run = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const page = (path: string, userAgent = DESKTOP) => fetch(`${server.url}${path}`, { headers: { 'user-agent': userAgent }, redirect: 'manual' })

type CollectEvent = { name: string; path: string; search?: string; detail?: string }

/** A browser's tracker: its own visitor cookie, batches as sendBeacon sends them (text/plain). */
class Visitor {
  cookie = ''
  async send(events: CollectEvent[], headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(`${server.url}/api/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body: JSON.stringify({ events }),
    })
    const set = response.headers.getSetCookie().find((line) => line.startsWith('vid='))
    if (set) this.cookie = set.split(';')[0]!
    return response
  }
  view = (path: string, search = '') => this.send([{ name: 'page_view', path, search }])
  get id() {
    return this.cookie.slice('vid='.length)
  }
}

async function touchesOf(visitor: Visitor) {
  const { rows } = await db.query<{ campaign: string; source: string; medium: string; landing: string; invite_code: string | null; promotion_id: number | null }>(
    'SELECT campaign, source, medium, landing, invite_code, promotion_id FROM analytics_touches WHERE visitor_id = $1 ORDER BY id',
    [visitor.id],
  )
  return rows
}

async function promotionId(slug: string): Promise<number> {
  const { docs } = await cmsAsAdmin<{ docs: Array<{ id: number }> }>(server.url, token, `/promotions?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`)
  return docs[0]!.id
}

type IdentityEvent = { name: 'signup' | 'identify'; distinctId: unknown; path: string }

/** The browser's identity call (src/lib/attribution/identity.ts): the seller's cookies and Control-T echo. */
async function sendIdentity(client: SellerClient, events: IdentityEvent[], headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${server.url}/api/collect/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': client.ip,
      ...(client.cookies.size ? { cookie: [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; ') } : {}),
      ...(client.cookies.get('Control-T') ? { 'control-t': client.cookies.get('Control-T')! } : {}),
      ...headers,
    },
    body: JSON.stringify({ events }),
  })
  if (response.headers.getSetCookie().some((cookie) => /^vid=;.*Max-Age=0/.test(cookie))) client.cookies.delete('vid')
  return response
}

async function registerSeller(visitor: Visitor | null, extra: Record<string, string> = {}) {
  const client = new SellerClient(server.url)
  if (visitor?.cookie) client.cookies.set('vid', visitor.id)
  const phone = freshPhone()
  expect((await client.sendCode(phone, 'reg')).status).toBe(200)
  const code = await lastSmsCode(server.url, phone, 'reg')
  const answer = await client.call<{ distinctId: string; isUpgrade: boolean }>('POST', '/user/registerUserV2', { appName: 'ozon', account: phone, code, tenantId: '1', ...extra })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  expect(answer.body.isUpgrade).toBe(false)
  // The browser's signup call, not the registration, ends the visitor id: what the seller browses next is not tied to it.
  expect(answer.setCookies.some((cookie) => cookie.startsWith('vid='))).toBe(false)
  const signup = await sendIdentity(client, [{ name: 'signup', distinctId: answer.body.distinctId, path: '/en/promote/pc2' }])
  expect(signup.status).toBe(204)
  if (visitor?.cookie) expect(client.cookies.has('vid')).toBe(false)
  return { client, phone, distinctId: answer.body.distinctId }
}

async function sellerByPhone(phone: string) {
  const { docs } = await cmsAsAdmin<{ docs: Array<{ id: number; promoteChannelType: number | null; distributionChannel: number | null; attribution: { firstTouch: Record<string, unknown> | null; lastTouch: Record<string, unknown> | null } }> }>(
    server.url,
    token,
    `/sellers?where[phone][equals]=${encodeURIComponent(storedPhone(phone))}&depth=0`,
  )
  return docs[0]!
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())

async function reportCsv(query: Record<string, string>) {
  const params = new URLSearchParams({ from: today(), to: today(), ...query })
  const response = await fetch(`${server.url}/api/admin/attribution.csv?${params}`, { headers: { cookie: `payload-token=${token}` } })
  expect(response.status).toBe(200)
  const [header, ...lines] = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n')
  const keys = header!.split(',')
  return lines.filter(Boolean).map((line) => Object.fromEntries(line.split(',').map((value, index) => [keys[index]!, value])))
}

describe('seeded landing pages', () => {
  it('answer 200 at /promote/... in three languages, with their success pages', async () => {
    for (const prefix of ['', '/en', '/ru']) {
      for (const slug of SEEDED) {
        const response = await page(`${prefix}/promote/${slug}`)
        expect(response.status, `${prefix}/promote/${slug}`).toBe(200)
        const html = await response.text()
        expect(html).toContain('data-block="hero"')
      }
      for (const slug of ['mobile', 'mobile2', 'mobile3']) expect((await page(`${prefix}/promote/${slug}/success`)).status).toBe(200)
    }
    const zh = await (await page('/promote/pc')).text()
    const ru = await (await page('/ru/promote/pc')).text()
    expect(zh).toContain('用数据选品')
    expect(ru).toContain('Подбирайте товары по данным')
    expect(await (await page('/promote/no-such-page')).status).toBe(404)
    // /promote alone (spec: /promote/:index_?) leads to the list of landing pages.
    const index = await page('/en/promote')
    expect(index.status).toBe(308)
    expect(index.headers.get('location')).toMatch(/\/en\/promotion$/)
    expect(await (await page('/promote/pc/success/extra')).status).toBe(404)
  })

  it('show a page by id in the device version, phones and desktops sent to their twin', async () => {
    const id = await promotionId('pc')
    const desktop = await page(`/en/promotion/${id}`)
    expect(desktop.status).toBe(200)
    const html = await desktop.text()
    expect(html).toContain('data-device="desktop"')
    // One indexed address per page: the /promote/ one.
    expect(html).toMatch(/rel="canonical" href="[^"]*\/en\/promote\/pc"/)
    const phoneRedirect = await page(`/en/promotion/${id}?utm_source=x`, PHONE)
    expect(phoneRedirect.status).toBe(307)
    expect(phoneRedirect.headers.get('location')).toMatch(new RegExp(`/en/m/promotion/${id}\\?utm_source=x$`))
    const mobile = await page(`/en/m/promotion/${id}`, PHONE)
    expect(mobile.status).toBe(200)
    const mobileHtml = await mobile.text()
    expect(mobileHtml).toContain('data-device="mobile"')
    // "Mobile without header" (spec section 2): the mobile frame with the page's own head, not the site's header.
    expect(mobileHtml).toMatch(/data-layout="bare"[^>]*data-testid="mobile-layout"/)
    expect(mobileHtml).toContain('data-testid="promotion-head"')
    expect(mobileHtml).not.toContain('data-testid="mobile-header"')
    // The phone versions under /promote/ too, at the mobile scale from the first paint; their success pages in the site's frame.
    for (const slug of ['mobile', 'mobile2', 'mobile3']) {
      const landing = await (await page(`/en/promote/${slug}`)).text()
      expect(landing, slug).toContain('<html lang="en" class="mobile-site"')
      expect(landing, slug).toMatch(/data-layout="bare"[^>]*data-testid="mobile-layout"/)
      expect(landing, slug).not.toContain('data-testid="mobile-header"')
      expect(await (await page(`/en/promote/${slug}/success`)).text(), slug).not.toContain('class="mobile-site"')
    }
    expect(await (await page('/en/promote/pc')).text()).not.toContain('class="mobile-site"')
    expect((await page(`/m/promotion/${id}`)).status).toBe(307)
    expect((await page('/promotion/999999999')).status).toBe(404)
    expect((await page('/promotion/abc')).status).toBe(404)
    for (const prefix of ['', '/en', '/ru']) {
      const index = await page(`${prefix}/promotion`)
      expect(index.status).toBe(200)
      expect(await index.text()).toContain(`/promotion/${id}"`)
      expect((await page(`${prefix}/m/promotion`, PHONE)).status).toBe(200)
    }
  })
})

describe('the collector', () => {
  it('records a touch from utm parameters, once per arrival, and keeps the first and last', async () => {
    const visitor = new Visitor()
    expect((await visitor.view('/en/about', `?utm_source=baidu&utm_medium=cpc&utm_campaign=${run}-a&utm_content=banner&utm_term=ozon&email=x@y.z`)).status).toBe(204)
    expect(visitor.id).toMatch(/^[0-9a-f-]{36}$/)
    // A reload and a page without campaign data: still one visit.
    await visitor.view('/en/about', `?utm_source=baidu&utm_medium=cpc&utm_campaign=${run}-a`)
    await visitor.view('/en/lesson')
    await visitor.view('/', `?utm_source=wechat&utm_campaign=${run}-b`)
    const touches = await touchesOf(visitor)
    expect(touches).toEqual([
      { campaign: `${run}-a`, source: 'baidu', medium: 'cpc', landing: '/about', invite_code: null, promotion_id: null },
      { campaign: `${run}-b`, source: 'wechat', medium: '(none)', landing: '/', invite_code: null, promotion_id: null },
    ])
    const { rows } = await db.query('SELECT v.first_touch_id < v.last_touch_id AS ordered, count(e.*)::int AS events FROM analytics_visitors v JOIN analytics_events e ON e.visitor_id = v.id WHERE v.id = $1 GROUP BY 1', [visitor.id])
    expect(rows).toEqual([{ ordered: true, events: 4 }])
    // Nothing but the campaign parameters is kept.
    const stored = await db.query("SELECT path FROM analytics_events WHERE visitor_id = $1 AND path LIKE '%email%'", [visitor.id])
    expect(stored.rowCount).toBe(0)
  })

  it('reads an invite (code + utm), a lottery invite (aic), a channel and a landing page', async () => {
    const invite = new Visitor()
    await invite.view('/register', `?code=INV${run}&utm=${run}-inv`)
    expect(await touchesOf(invite)).toMatchObject([{ campaign: `${run}-inv`, source: 'invite', medium: 'referral', invite_code: `INV${run}` }])

    const lottery = new Visitor()
    await lottery.view('/ru/lottery', `?aic=AIC${run}&actId=4`)
    expect(await touchesOf(lottery)).toMatchObject([{ campaign: '(none)', source: 'lottery-invite', invite_code: `AIC${run}`, landing: '/lottery' }])

    const channel = new Visitor()
    await channel.view('/', '?urlCode=demo-partner')
    expect(await touchesOf(channel)).toMatchObject([{ source: 'channel:demo-partner', medium: 'referral' }])

    // A landing page without utm: the page's own campaign code and defaults; by slug, id or phone address alike.
    const id = await promotionId('pc2')
    for (const path of ['/promote/pc2', `/en/promotion/${id}`, `/m/promotion/${id}`]) {
      const visitor = new Visitor()
      await visitor.view(path)
      expect(await touchesOf(visitor), path).toEqual([{ campaign: 'pc-signup', source: 'pc-landing', medium: 'organic', landing: '/promote/pc2', invite_code: null, promotion_id: id }])
    }
    // The success page is not an arrival; a plain page says nothing.
    const plain = new Visitor()
    await plain.send([
      { name: 'page_view', path: '/promote/pc2/success' },
      { name: 'page_view', path: '/about' },
      { name: 'WebTopNavClick', path: '/about', detail: '热门数据' },
    ])
    expect(await touchesOf(plain)).toEqual([])
  })

  it('refuses bad batches with a message in the visitor language, and other sites', async () => {
    const visitor = new Visitor()
    const bad = await visitor.send([{ name: 'nope', path: '/' }], { 'accept-language': 'ru' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toBe('Некорректный запрос')
    const nul = await visitor.send([{ name: 'page_view', path: '/\u0000' }], { 'accept-language': 'en' })
    expect(nul.status).toBe(400)
    const tooMany = await visitor.send(Array.from({ length: 31 }, () => ({ name: 'page_view', path: '/' })))
    expect(tooMany.status).toBe(400)
    const broken = await fetch(`${server.url}/api/collect`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{' })
    expect(broken.status).toBe(400)
    // An encoded NUL in a crafted link is dropped from the touch; the batch is recorded.
    const crafted = new Visitor()
    expect((await crafted.view('/about', `?utm_source=%00&utm_campaign=${run}-nul`)).status).toBe(204)
    expect(await touchesOf(crafted)).toMatchObject([{ campaign: `${run}-nul`, source: '(direct)' }])
    const crossSite = await visitor.send([{ name: 'page_view', path: '/', search: `?utm_campaign=${run}-x` }], { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const get = await fetch(`${server.url}/api/collect`)
    expect(get.status).toBe(405)
    // Do Not Track: accepted, not recorded.
    const dnt = new Visitor()
    expect((await dnt.send([{ name: 'page_view', path: '/', search: `?utm_campaign=${run}-dnt` }], { dnt: '1' })).status).toBe(204)
    expect((await db.query('SELECT 1 FROM analytics_touches WHERE campaign = $1', [`${run}-dnt`])).rowCount).toBe(0)
  })
})

describe('registrations and the report', () => {
  it('count a registration on a landing page on that page campaign, first and last touch on the seller', async () => {
    const visitor = new Visitor()
    await visitor.view('/promote/mobile', `?utm_source=${run}-src&utm_campaign=${run}-first`)
    await visitor.view('/en/promote/pc2', `?utm_source=${run}-src&utm_campaign=${run}-last`)
    await visitor.send([{ name: 'WebTopNavClick', path: '/en/promote/pc2', detail: 'Data' }])
    const { phone } = await registerSeller(visitor)
    const seller = await sellerByPhone(phone)
    expect(seller.attribution.firstTouch).toMatchObject({ campaign: `${run}-first`, landing: '/promote/mobile' })
    expect(seller.attribution.lastTouch).toMatchObject({ campaign: `${run}-last`, landing: '/promote/pc2', source: `${run}-src` })
    // The registration keeps the campaign fields, not the visitor.
    const stored = await db.query('SELECT * FROM analytics_registrations WHERE seller_id = $1', [seller.id])
    expect(stored.rows[0]).toMatchObject({ first_campaign: `${run}-first`, last_campaign: `${run}-last`, last_landing: '/promote/pc2' })
    expect(Object.values(stored.rows[0] as object)).not.toContain(visitor.id)

    const last = await reportCsv({ source: `${run}-src` })
    expect(last.map((row) => [row.campaign, row.landing, row.visits, row.registrations, row.conversionRate])).toEqual(
      expect.arrayContaining([
        [`${run}-last`, '/promote/pc2', '1', '1', '1'],
        [`${run}-first`, '/promote/mobile', '1', '0', '0'],
      ]),
    )
    expect(last.find((row) => row.campaign === `${run}-last`)?.topNavClicks).toBe('1')
    // The browser's signup call is counted on the same channel.
    expect(last.find((row) => row.campaign === `${run}-last`)?.signups).toBe('1')
    // Credited to the first touch instead.
    const first = await reportCsv({ source: `${run}-src`, model: 'first' })
    expect(first.find((row) => row.campaign === `${run}-first`)?.registrations).toBe('1')
    expect(first.find((row) => row.campaign === `${run}-last`)?.registrations).toBe('0')
  })

  it('count a seller’s signup and login calls once, for the signed-in account only', async () => {
    const visitor = new Visitor()
    await visitor.view('/promote/pc', `?utm_source=${run}-id&utm_campaign=${run}-identity`)
    const client = new SellerClient(server.url)
    client.cookies.set('vid', visitor.id)
    // A guest has no account to name: the usual "log in" answer, in the caller's language.
    const guest = await sendIdentity(client, [{ name: 'identify', distinctId: 'a'.repeat(24), path: '/' }], { 'accept-language': 'en' })
    expect(guest.status).toBe(401)
    expect((await guest.json()).message).toBeTruthy()

    const phone = freshPhone()
    expect((await client.sendCode(phone, 'log')).status).toBe(200)
    const code = await lastSmsCode(server.url, phone, 'log')
    const login = await client.call<{ distinctId: string; newSubscriber: boolean; loginCredential: string; mainAccount: string }>('POST', '/user/loginQbt3AccountV2', {
      appName: 'ozon',
      action: 'smsAccountLogin',
      data: { account: phone, messageCode: code, tenantId: '1' },
    })
    expect(login.body.newSubscriber).toBe(true)
    expect(login.setCookies.some((cookie) => cookie.startsWith('vid='))).toBe(false)
    const token = await client.call('POST', '/user/createQbt3AccessTokenV2', { account: login.body.mainAccount, loginCredential: login.body.loginCredential, checkChannelId: '2' })
    expect(token.status).toBe(200)

    const events: IdentityEvent[] = [
      { name: 'signup', distinctId: login.body.distinctId, path: '/promote/pc' },
      { name: 'identify', distinctId: login.body.distinctId, path: '/promote/pc' },
    ]
    // Without the Control-T echo: a forgery.
    expect((await sendIdentity(client, events, { 'control-t': 'x' })).status).toBe(403)
    // Not a distinctId (a phone number): 400.
    expect((await sendIdentity(client, [{ name: 'identify', distinctId: phone, path: '/' }])).status).toBe(400)
    // Two tabs at once, then a retry: one signup, one login; the visitor id ends.
    const cookies = new Map(client.cookies)
    const [one, two] = await Promise.all([sendIdentity(client, events), sendIdentity(Object.assign(new SellerClient(server.url, client.ip), { cookies }), events)])
    expect([one.status, two.status]).toEqual([204, 204])
    expect(client.cookies.has('vid')).toBe(false)
    expect((await sendIdentity(client, events)).status).toBe(204)
    // Another account's id (a stale tab) counts nothing.
    expect((await sendIdentity(client, [{ name: 'identify', distinctId: 'f'.repeat(24), path: '/' }])).status).toBe(204)

    const rows = await reportCsv({ campaign: `${run}-identity` })
    expect(rows.map((row) => [row.source, row.visits, row.registrations, row.signups, row.logins])).toEqual([[`${run}-id`, '1', '1', '1', '1']])
    // The distinctId itself is never stored.
    expect((await db.query('SELECT 1 FROM analytics_events WHERE detail = $1', [login.body.distinctId])).rowCount).toBe(0)
  })

  it('attributes a registration the collector never saw to the campaign it carries', async () => {
    const { phone } = await registerSeller(null, { utm_source: `${run}-direct`, utm_campaign: `${run}-form` })
    const seller = await sellerByPhone(phone)
    expect(seller.attribution.lastTouch).toMatchObject({ campaign: `${run}-form`, source: `${run}-direct`, landing: '/register' })
    const rows = await reportCsv({ campaign: `${run}-form` })
    expect(rows.map((row) => row.registrations)).toEqual(['1'])
  })

  it('totals that match the raw records', async () => {
    const rows = await reportCsv({})
    const sum = (key: string) => rows.reduce((total, row) => total + Number(row[key]), 0)
    const { rows: raw } = await db.query<{ visits: number; registrations: number; views: number }>(
      `SELECT (SELECT count(*)::int FROM analytics_touches WHERE (created_at AT TIME ZONE 'Asia/Shanghai')::date = $1::date) AS visits,
              (SELECT count(*)::int FROM analytics_registrations WHERE (created_at AT TIME ZONE 'Asia/Shanghai')::date = $1::date) AS registrations,
              (SELECT count(*)::int FROM analytics_events WHERE name = 'page_view' AND (created_at AT TIME ZONE 'Asia/Shanghai')::date = $1::date) AS views`,
      [today()],
    )
    expect({ visits: sum('visits'), registrations: sum('registrations'), views: sum('pageViews') }).toEqual(raw[0])
  })

  it('is for marketers and admins: the CSV without a CMS login is a 401, a bad range a 400; the admin view renders', async () => {
    expect((await fetch(`${server.url}/api/admin/attribution.csv`)).status).toBe(401)
    for (const query of ['from=2026-02-01&to=2026-01-01', 'from=2025-02-28&to=2025-02-30', 'from=0000-01-01&to=0000-01-02', 'campaign=%00']) {
      const bad = await fetch(`${server.url}/api/admin/attribution.csv?${query}`, { headers: { cookie: `payload-token=${token}`, 'accept-language': 'ru' } })
      expect(bad.status, query).toBe(400)
      expect((await bad.json()).message).toMatch(/^Укажите правильный период/)
    }
    // The admin view answers a bad range with its message, not an error page.
    const badView = await fetch(`${server.url}/admin/attribution?from=2025-02-30&to=2025-03-01`, { headers: { cookie: `payload-token=${token}` } })
    expect(badView.status).toBe(200)
    const view = await fetch(`${server.url}/admin/attribution`, { headers: { cookie: `payload-token=${token}` } })
    expect(view.status).toBe(200)
    expect(await view.text()).toContain('data-testid="attribution-table"')
  })
})

describe('distribution calls', () => {
  const DIS = { base: '/api/dis/distribution' }

  it('look up a partner channel by url code, in the caller language when missing', async () => {
    const client = new SellerClient(server.url, undefined, 'en')
    // The client sends appId=ozon (APP_NAME): it finds the seeded channel, which now carries that appId.
    const found = await client.call<{ data: { urlCode: string; appId: string; channelType: number } }>('GET', '/public/partnerChannel', undefined, { ...DIS, query: { appId: 'ozon', urlCode: 'demo-partner' } })
    expect(found.status).toBe(200)
    expect(found.body.data).toMatchObject({ urlCode: 'demo-partner', appId: 'ozon', channelType: 1 })
    // The url code alone names the channel: no appId, or one the client cannot know, finds it as well.
    for (const query of [{ urlCode: 'demo-partner' }, { appId: 'ddqbt', urlCode: 'demo-partner' }] as Array<Record<string, string>>) {
      const again = await client.call<{ data: { urlCode: string } }>('GET', '/public/partnerChannel', undefined, { ...DIS, query })
      expect([again.status, again.body.data?.urlCode]).toEqual([200, 'demo-partner'])
    }
    const missing = await client.call('GET', '/public/partnerChannel', undefined, { ...DIS, query: { urlCode: 'no-such-code' } })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('No such channel')
    expect((await client.call('GET', '/public/partnerChannel', undefined, { ...DIS, query: { urlCode: 'bad code!' } })).status).toBe(400)
    expect((await client.call('GET', '/privateAreaChannel/loginUserChannel', undefined, DIS)).status).toBe(401)
  })

  it('bind a seller registering through a channel: promote type, channel and organisation', async () => {
    const { client } = await registerSeller(null, { urlCode: 'demo-partner' })
    const type = await client.call<{ payload: { channelType: number } }>('GET', '/user/promoteType')
    expect(type.body).toMatchObject({ code: 200, payload: { channelType: 1 } })
    const channel = await client.call<{ data: { urlCode: string; verifyCodeCheck: boolean } }>('GET', '/privateAreaChannel/loginUserChannel', undefined, DIS)
    expect(channel.body.data).toMatchObject({ urlCode: 'demo-partner', verifyCodeCheck: false })
    const organ = await client.call<{ data: { organName: string } }>('POST', '/distribution-channel/getUserCooperationOrgan', {}, DIS)
    expect(organ.body.data.organName).toBe('示例合作机构')

    // Not bound: 30005 (silent in the client); its organisation is none.
    const { client: plain } = await registerSeller(null)
    expect((await plain.call('GET', '/user/promoteType')).body.code).toBe(30005)
    expect((await plain.call<{ data: null }>('POST', '/distribution-channel/getUserCooperationOrgan', {}, DIS)).body.data).toBeNull()
  })

  it('bind registrations on a landing page to the page channel, and report a channel switched off as missing', async () => {
    const { doc: channel } = await cmsAsAdmin<{ doc: { id: number } }>(server.url, token, '/distribution-channels', {
      method: 'POST',
      body: JSON.stringify({ name: `Channel ${run}`, urlCode: `ch-${run}`, appId: 'ozon', channelType: 7, active: true }),
    })
    const id = await promotionId('pc')
    await cmsAsAdmin(server.url, token, `/promotions/${id}?draft=false`, { method: 'PATCH', body: JSON.stringify({ campaign: { code: 'pc-brand', utmSource: 'pc-landing', utmMedium: 'organic', channel: channel.id }, _status: 'published' }) })
    try {
      const visitor = new Visitor()
      await visitor.view('/promote/pc', `?utm_source=${run}-pc`)
      const { client } = await registerSeller(visitor)
      expect((await client.call('GET', '/user/promoteType')).body).toMatchObject({ payload: { channelType: 7 } })
      await cmsAsAdmin(server.url, token, `/distribution-channels/${channel.id}`, { method: 'PATCH', body: JSON.stringify({ active: false }) })
      expect((await client.call('GET', '/user/promoteType')).body).toMatchObject({ code: 200, payload: { channelType: null } })
    } finally {
      await cmsAsAdmin(server.url, token, `/promotions/${id}?draft=false`, { method: 'PATCH', body: JSON.stringify({ campaign: { code: 'pc-brand', utmSource: 'pc-landing', utmMedium: 'organic', channel: null }, _status: 'published' }) })
    }
  })

  it('look up a coupon by id', async () => {
    const client = new SellerClient(server.url, undefined, 'ru')
    const coupon = await client.call<{ data: { name: string; appId: string; faceValue: number; status: string } }>('GET', '/user-coupon-lobby/userCouponByCouponId', undefined, {
      base: '/api/product/pay',
      query: { couponId: 'NEWCOMER50', appId: 'ozon' },
    })
    expect(coupon.status).toBe(200)
    expect(coupon.body.data).toMatchObject({ name: 'Скидка ¥50 для новичков', appId: 'ozon', faceValue: 50, status: 'active' })
    const withoutApp = await client.call('GET', '/user-coupon-lobby/userCouponByCouponId', undefined, { base: '/api/product/pay', query: { couponId: 'NEWCOMER50' } })
    expect(withoutApp.status).toBe(200)
    const missing = await client.call('GET', '/user-coupon-lobby/userCouponByCouponId', undefined, { base: '/api/product/pay', query: { couponId: 'NOPE' } })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Такого купона нет или он снят')
  })
})
