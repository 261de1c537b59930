import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { revalidationSecret } from '@/server/cms/revalidate'

import { adminToken, type RunningServer, startProductionServer, timedRequest } from '../helpers/server'

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer(3202)
})

afterAll(async () => {
  await server?.stop()
})

describe('locale routing over HTTP', () => {
  it('serves each home in its language', async () => {
    for (const [path, lang] of [['/', 'zh-CN'], ['/en', 'en'], ['/ru', 'ru']]) {
      const answer = await timedRequest(server.url + path)
      expect(answer.status).toBe(200)
      expect(answer.body).toContain(`<html lang="${lang}"`)
    }
  })

  it('sends an unprefixed path to the language remembered in i18n_redirected', async () => {
    const target = async (path: string, cookie: string) => {
      const response = await fetch(server.url + path, { headers: { cookie: `i18n_redirected=${cookie}` }, redirect: 'manual' })
      const location = response.headers.get('location')
      return { status: response.status, to: location ? new URL(location, server.url).pathname + new URL(location, server.url).search : null }
    }
    expect(await target('/', 'en')).toEqual({ status: 307, to: '/en' })
    expect(await target('/?utm_source=x', 'ru')).toEqual({ status: 307, to: '/ru?utm_source=x' })
    expect(await target('/some/page', 'en')).toEqual({ status: 307, to: '/en/some/page' })
    // Already in a language, a zh choice, the CMS and files: served as requested.
    expect((await target('/en', 'ru')).status).toBe(200)
    expect((await target('/', 'zh')).status).toBe(200)
    expect((await target('/cms-api/globals/footer', 'en')).status).toBe(200)
    expect((await target('/favicon.svg', 'en')).status).toBe(200)
    expect((await target('/admin', 'ru')).to ?? '').not.toMatch(/^\/ru/)
  })

  it('answers unknown paths with the 404 page and status 404 in every language', async () => {
    const expected = { '': '您访问的页面不存在', '/en': 'The page you visited does not exist', '/ru': 'Страница, которую вы ищете, не существует' }
    for (const [prefix, title] of Object.entries(expected)) {
      const answer = await timedRequest(`${server.url}${prefix}/no/such/page`)
      expect(answer.status).toBe(404)
      expect(answer.body).toContain(title)
      expect(answer.body).toContain('data-testid="site-footer"')
    }
  })
})

describe('unknown /api paths (issue 14)', () => {
  const NOT_FOUND = { zh: '接口不存在', en: 'No such endpoint', ru: 'Такого метода нет' }
  /** An /api request as a client sends it (a trailing slash follows Next's redirect, as browsers do). */
  const call = async (path: string, init: RequestInit & { language?: string } = {}) => {
    const { language = 'zh-CN', ...rest } = init
    const response = await fetch(server.url + path, { ...rest, headers: { 'accept-language': language, ...(rest.headers as Record<string, string>) }, signal: AbortSignal.timeout(15_000) })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // Not JSON: left as text, so a failing assertion shows what came back.
    }
    return { status: response.status, type: response.headers.get('content-type') ?? '', cacheControl: response.headers.get('cache-control'), body }
  }

  it('answer a JSON 404 { code, message } in the caller’s language, at any depth, by any method, /api itself included', async () => {
    const paths = ['/api', '/api/', '/api/nope', '/api/no/such/thing/at/all', '/api/admin/unknown.csv', '/api/ram/ddqbt/v1', '/api/ozon-report-service/v1', '/api/ozon-report-service/v2/cat/homeCat', '/api/collect/extra?x=1']
    for (const [language, message] of Object.entries(NOT_FOUND)) {
      for (const path of paths) {
        for (const method of ['GET', 'POST']) {
          const answer = await call(path, { method, language, ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{"a":1}' } : {}) })
          expect(answer.status, `${method} ${path} ${language}`).toBe(404)
          expect(answer.type).toMatch(/^application\/json/)
          expect(answer.cacheControl).toBe('no-store')
          expect(answer.body, `${method} ${path} ${language}`).toEqual({ code: 404, message, requestId: expect.any(String) })
        }
      }
    }
    // Whatever the body: not JSON, or more than Next would parse.
    expect((await call('/api/nope', { method: 'POST', language: 'en', headers: { 'content-type': 'application/json' }, body: '{not json' })).body).toEqual({ code: 404, message: NOT_FOUND.en, requestId: expect.any(String) })
    expect((await call('/api/nope', { method: 'PUT', language: 'ru', body: 'x'.repeat(1024 * 1024 + 1) })).body).toEqual({ code: 404, message: NOT_FOUND.ru, requestId: expect.any(String) })
    const head = await fetch(`${server.url}/api/nope`, { method: 'HEAD' })
    expect(head.status).toBe(404)
    expect(head.headers.get('content-type')).toMatch(/^application\/json/)
    // A remembered language does not move an /api path (the proxy leaves them alone).
    const remembered = await fetch(`${server.url}/api`, { headers: { cookie: 'i18n_redirected=en', 'accept-language': 'en' }, redirect: 'manual' })
    expect(remembered.status).toBe(404)
    expect(await remembered.json()).toEqual({ code: 404, message: NOT_FOUND.en, requestId: expect.any(String) })
  })

  it('answer the spec’s other API bases with a JSON 404 saying where this site’s API is', async () => {
    const SIBLING = {
      zh: '本站不提供 shopee 产品的接口。本站接口：用户服务 /api/ram/ddqbt/v1，报表服务 /api/ozon-report-service/v1',
      en: "The shopee product's API is not served on this site. This site's API: the user service at /api/ram/ddqbt/v1, the report service at /api/ozon-report-service/v1",
      ru: 'API продукта shopee на этом сайте не обслуживается. API этого сайта: сервис пользователей — /api/ram/ddqbt/v1, сервис отчётов — /api/ozon-report-service/v1',
    }
    const paths = ['/api/shopee-report-service/pro', '/api/shopee-report-service/pro/goods-ranking/list?typeId=1&dateType=1', '/api/shopee-promote/promote/v1/a/b']
    for (const [language, message] of Object.entries(SIBLING)) {
      for (const path of paths) {
        for (const method of ['GET', 'POST']) {
          const answer = await call(path, { method, language, ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{not json' } : {}) })
          expect(answer.status, `${method} ${path} ${language}`).toBe(404)
          expect(answer.type).toMatch(/^application\/json/)
          expect(answer.cacheControl).toBe('no-store')
          expect(answer.body, `${method} ${path} ${language}`).toEqual({ code: 404, message, requestId: expect.any(String) })
        }
      }
    }
    // This site's own promotion base: no call lives there; the answer points to the user service.
    for (const language of ['zh', 'en', 'ru']) {
      const own = await call('/api/ozon-promote/promote/v1/user/promoteType', { language })
      expect(own.status).toBe(404)
      expect(own.type).toMatch(/^application\/json/)
      expect(own.body).toMatchObject({ code: 404, message: expect.stringContaining('/api/ram/ddqbt/v1') })
      expect((own.body as { message: string }).message).not.toBe(NOT_FOUND[language as keyof typeof NOT_FOUND])
    }
  })

  it('leave the existing routes answering their own paths', async () => {
    const homeCat = await call('/api/ozon-report-service/v1/cat/homeCat', { language: 'en' })
    expect(homeCat.status).toBe(200)
    expect(homeCat.body).toMatchObject({ code: 200 })
    // The services answer their own unknown endpoints and, unsigned, refuse their known ones (not a 404).
    expect((await call('/api/ram/ddqbt/v1/user/hasUserByMobile?mobile=13800000000')).status).toBe(400)
    expect((await call('/api/dis/distribution/public/partnerChannel?appId=1&urlCode=x')).status).toBe(400)
    expect((await call('/api/product/pay/user-coupon-lobby/userCouponByCouponId?couponId=1&appId=1')).status).toBe(400)
    expect((await call('/api/ozon-report-service/v1/tiktok/image', { language: 'en' })).status).toBe(400)
    expect((await call('/api/collect', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).not.toBe(404)
    expect((await call('/api/revalidate')).status).toBe(405)
    const preview = await call('/api/preview', { language: 'en' })
    expect(preview.status).toBe(400)
    expect(preview.body).toMatchObject({ message: expect.stringMatching(/collection/) })
    expect((await call('/api/exit-preview', { redirect: 'manual' })).status).toBe(307)
    expect([401, 403]).toContain((await call('/api/admin/attribution.csv')).status)
    // Off in production: its own 404 (or, with the local inbox on, its own 400), not the catch-all's.
    expect((await call('/api/dev/sms', { language: 'en' })).body).not.toEqual({ code: 404, message: NOT_FOUND.en, requestId: expect.any(String) })
    // The CMS is not under /api.
    expect((await call('/cms-api/globals/footer')).status).toBe(200)
  })
})

describe('the revalidation endpoint', () => {
  const post = (headers: Record<string, string>, body: unknown) =>
    timedRequest(`${server.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  it('refuses callers without the secret', async () => {
    expect((await post({}, { scope: 'site' })).status).toBe(401)
    expect((await post({ 'x-revalidate-secret': 'guess' }, { scope: 'site' })).status).toBe(401)
    expect((await timedRequest(`${server.url}/api/revalidate`)).status).toBe(405)
  })

  it('rejects an unknown scope with a clear 400 and regenerates the site scope', async () => {
    const secret = { 'x-revalidate-secret': revalidationSecret() }
    const bad = await post(secret, { scope: 'everything' })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body).message).toMatch(/scope/)
    // Every page of the site: accepted at once, regenerated in the background.
    const good = await post(secret, { scope: 'site' })
    expect(good.status).toBe(202)
    const paths = await post(secret, { scope: 'paths', paths: ['/about', 'https://evil.example/'] })
    // With its mobile twin (issue 15).
    expect(JSON.parse(paths.body).revalidated).toEqual(['/about', '/en/about', '/ru/about', '/m/about', '/en/m/about', '/ru/m/about'])
  })
})

describe('workbench paths on this site', () => {
  const location = async (path: string) => {
    const answer = await fetch(server.url + path, { redirect: 'manual' })
    const to = answer.headers.get('location')
    return { status: answer.status, to: to ? to.replace(server.url, '').replace('http://localhost:3202', '') : null }
  }

  it("land on this site's login, register or account page when no workbench is hosted, in the language asked for", async () => {
    expect(await location('/workbench/login?type=login&redirect=ozon&campaign=c1&urlCode=web')).toEqual({
      status: 307,
      to: '/login?type=login&redirect=ozon&campaign=c1&urlCode=web',
    })
    expect(await location('/workbench/login?type=register&redirect=ozon&language=ru')).toEqual({
      status: 307,
      to: '/ru/register?type=register&redirect=ozon&language=ru',
    })
    expect(await location('/en/workbench/login?type=register&redirect=ozon')).toEqual({ status: 307, to: '/en/register?type=register&redirect=ozon' })
    expect(await location('/ru/workbench/selection/hot')).toEqual({ status: 307, to: '/ru/account' })
    expect(await location('/tools?toolType=1')).toEqual({ status: 307, to: '/account' })
    for (const page of ['/login?type=login', '/ru/register?type=register', '/en/account', '/agreement', '/en/policy', '/ru/m/agreement', '/m/policy']) {
      expect((await timedRequest(server.url + page)).status, page).toBe(200)
    }
  })

  it('go to the hosted workbench once its address is set', async () => {
    const token = await adminToken(server.url)
    const setBase = (workbenchBaseUrl: string) =>
      fetch(`${server.url}/cms-api/globals/site-settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ workbenchBaseUrl }),
      })
    expect((await setBase('https://app.example.com')).status).toBe(200)
    try {
      await expect
        .poll(async () => (await location('/workbench/selection/hot?tab=1')).to, { timeout: 20_000 })
        .toBe('https://app.example.com/workbench/selection/hot?tab=1')
      // The pages' links follow (regenerated after the save).
      await expect
        .poll(async () => (await timedRequest(`${server.url}/en`)).body, { timeout: 20_000 })
        .toContain('href="https://app.example.com/workbench/selection/hot"')
    } finally {
      expect((await setBase('')).status).toBe(200)
      // Back to no workbench, and wait for it: the e2e suite serves pages from the same cache.
      await expect
        .poll(async () => (await timedRequest(`${server.url}/en`)).body, { timeout: 20_000 })
        .not.toContain('https://app.example.com')
    }
  })
})
