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
