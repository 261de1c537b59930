/**
 * Issue 15 over real HTTP: the user agents of the issue × the twin routes (and some without a
 * twin) × the three languages → status and location; the /m pages answer 200 to phones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type DeviceClass, mobileTwin, desktopTwin } from '@/lib/device'
import { LOCALES, localizedPath } from '@/lib/i18n/locales'

import { type RunningServer, startProductionServer } from '../helpers/server'
import { USER_AGENTS } from '../helpers/user-agents'

let server: RunningServer
let questionId = 0

beforeAll(async () => {
  server = await startProductionServer(3240)
  const list = await (await fetch(`${server.url}/QACommunity`, { headers: { 'user-agent': USER_AGENTS['desktop Chrome'].ua } })).text()
  questionId = Number(/href="\/answerDetail\/(\d+)"/.exec(list)?.[1])
  expect(questionId).toBeGreaterThan(0)
})

afterAll(async () => {
  await server?.stop()
})

const get = (path: string, ua: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers: { 'user-agent': ua, ...headers }, redirect: 'manual' }).then(async (response) => {
    await response.arrayBuffer()
    const location = response.headers.get('location')
    return { status: response.status, location: location ? new URL(location, server.url).pathname + new URL(location, server.url).search : null, vary: response.headers.get('vary') ?? '' }
  })

/** What each class must get on a path (without language prefix; the query is kept). */
function expected(path: string, device: DeviceClass): { status: number; location: string | null } {
  const [bare, query = ''] = path.split('?')
  const search = query ? `?${query}` : ''
  if (device === 'phone' && mobileTwin(bare!)) return { status: 307, location: mobileTwin(bare!)! + search }
  if (device === 'desktop' && desktopTwin(bare!)) return { status: 307, location: desktopTwin(bare!)! + search }
  return { status: 200, location: null }
}

describe('device routing (UA × route × language)', () => {
  const routes = () => [
    '/',
    '/about',
    '/register?utm_source=wechat&code=ab1',
    '/QACommunity',
    `/answerDetail/${questionId}`,
    '/m',
    '/m/about',
    '/m/register',
    '/m/QACommunity',
    `/m/answerDetail/${questionId}?from=group`,
    '/m/product',
    '/m/download',
    '/m/agreement',
    '/m/policy',
    '/login',
  ]

  for (const [name, { ua, device }] of Object.entries(USER_AGENTS)) {
    it(`${name} (${device})`, async () => {
      const seen: string[] = []
      const wanted: string[] = []
      for (const locale of LOCALES) {
        for (const route of routes()) {
          const path = localizedPath(route.split('?')[0]!, locale) + (route.includes('?') ? `?${route.split('?')[1]}` : '')
          const answer = await get(path, ua)
          const want = expected(route, device)
          const [wantPath, wantQuery] = (want.location ?? '').split('?')
          const wantLocation = want.location ? localizedPath(wantPath!, locale) + (wantQuery ? `?${wantQuery}` : '') : null
          seen.push(`${path} → ${answer.status} ${answer.location ?? ''}`)
          wanted.push(`${path} → ${want.status} ${wantLocation ?? ''}`)
        }
      }
      expect(seen).toEqual(wanted)
    })
  }
})

describe('the answers say they depend on the device', () => {
  it('Vary: User-Agent on the twins (page and redirect), not on pages without one', async () => {
    const phone = USER_AGENTS['Android Chrome'].ua
    const desktop = USER_AGENTS['desktop Firefox'].ua
    for (const [path, ua] of [
      ['/', desktop],
      ['/', phone],
      ['/en/m', phone],
      ['/en/m', desktop],
      ['/ru/answerDetail/' + questionId, desktop],
      ['/ru/m/answerDetail/' + questionId, phone],
    ] as const) {
      expect((await get(path, ua)).vary, path).toMatch(/user-agent/i)
    }
    expect((await get('/login', desktop)).vary).not.toMatch(/user-agent/i)
  })

  it('one redirect for a phone with a remembered language', async () => {
    expect(await get('/about', USER_AGENTS['WeChat iOS'].ua, { cookie: 'i18n_redirected=ru' })).toMatchObject({ status: 307, location: '/ru/m/about', vary: 'Cookie, User-Agent' })
    expect(await get('/lesson', USER_AGENTS['WeChat iOS'].ua, { cookie: 'i18n_redirected=en' })).toMatchObject({ status: 307, location: '/en/lesson', vary: 'Cookie' })
    expect(await get('/m/about', USER_AGENTS['desktop Safari'].ua, { cookie: 'i18n_redirected=en' })).toMatchObject({ status: 307, location: '/en/about' })
  })
})

describe('the mobile pages', () => {
  const phone = USER_AGENTS['iPhone Safari'].ua
  const titles: Record<string, Record<string, string>> = {
    '/m': { zh: '每日热榜', en: 'Daily hot ranking', ru: 'Ежедневный' },
    '/m/about': { zh: '商务合作', en: 'Business cooperation', ru: 'Сотрудничество' },
    '/m/product': { zh: '产品', en: 'Product', ru: 'Продукт' },
    '/m/download': { zh: '浏览器插件', en: 'Browser extension', ru: 'Расширение для браузера' },
    '/m/QACommunity': { zh: '知识库', en: 'Knowledge base', ru: 'База знаний' },
    '/m/register': { zh: '注册', en: 'Register', ru: 'Регистрация' },
  }

  it('answer 200 in every language with the mobile frame, the tab bar on tab pages', async () => {
    for (const locale of LOCALES) {
      for (const [path, title] of Object.entries(titles)) {
        const response = await fetch(server.url + localizedPath(path, locale), { headers: { 'user-agent': phone } })
        const html = await response.text()
        expect(response.status, path).toBe(200)
        expect(html, `${locale} ${path}`).toContain(title[locale])
        expect(html).toContain('class="mobile-site"')
        expect(html).toContain('data-testid="mobile-layout"')
        expect(html.includes('data-testid="mobile-tab-bar"'), path).toBe(!['/m/register', '/m/download'].includes(path))
      }
    }
  })

  it('name the desktop twin as canonical, and the desktop twin names them for phones', async () => {
    const html = await (await fetch(`${server.url}/en/m/answerDetail/${questionId}`, { headers: { 'user-agent': phone } })).text()
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/en/answerDetail/${questionId}"`))
    expect(html).not.toContain('media="only screen')
    const desktop = await (await fetch(`${server.url}/ru/about`, { headers: { 'user-agent': USER_AGENTS['desktop Chrome'].ua } })).text()
    expect(desktop).toMatch(/<link rel="alternate" media="only screen and \(max-width: 640px\)" href="[^"]*\/ru\/m\/about"/)
  })

  it('answer 404 for a question that does not exist', async () => {
    expect((await get('/m/answerDetail/99999999', phone)).status).toBe(404)
    expect((await get('/en/m/QACommunity/999', phone)).status).toBe(404)
  })
})
