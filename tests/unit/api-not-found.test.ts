/**
 * Issue 14: an /api path no route handles answers the services' JSON 404 in the caller's
 * language, not the HTML 404 page; the routes that exist still answer their paths, and the proxy
 * never moves an /api path to a language or a device.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import type { NextApiRequest } from 'next'
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info'
import { getRouteMatcher } from 'next/dist/shared/lib/router/utils/route-matcher'
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex'
import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { fakeApiResponse } from '../helpers/fake-api-response'

import unknownApiPath, { config as routeConfig } from '@/pages/api/[[...path]]'
import { config as proxyConfig, proxy } from '@/proxy'

const NOT_FOUND = { zh: '接口不存在', en: 'No such endpoint', ru: 'Такого метода нет' }


describe('the catch-all of /api', () => {
  it('answers any method with the JSON 404 in the caller’s language, never cached', async () => {
    for (const method of ['GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']) {
      for (const [language, message] of [['zh-CN,zh;q=0.9', NOT_FOUND.zh], ['en-US', NOT_FOUND.en], ['ru', NOT_FOUND.ru], [undefined, NOT_FOUND.zh], ['de', NOT_FOUND.zh]] as const) {
        const { res, sent } = fakeApiResponse()
        const req = { method, url: '/api/no/such/thing', query: { path: ['no', 'such', 'thing'] }, headers: language ? { 'accept-language': language } : {} }
        await unknownApiPath(req as unknown as NextApiRequest, res)
        expect(sent.status, `${method} ${language}`).toBe(404)
        expect(sent.body).toEqual({ code: 404, message })
        expect(sent.headers['cache-control']).toBe('no-store')
      }
    }
  })

  it('does not read the body, so nothing sent can change the answer', () => {
    expect(routeConfig.api.bodyParser).toBe(false)
  })
})

/** The routes under src/pages/api, as Next names them (`/api/admin/attribution.csv`, `/api/[[...path]]`). */
function apiRoutes(): string[] {
  const root = path.resolve('src/pages')
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
  return walk(path.join(root, 'api'))
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `/${path.relative(root, file).split(path.sep).join('/')}`.replace(/\.tsx?$/, '').replace(/\/index$/, '') || '/')
}

describe('which route answers an /api path', () => {
  // Next checks the routes in this order (static before dynamic, the most specific first); the
  // sort also throws on routes it would refuse at build time.
  const routes = getSortedRoutes(apiRoutes()).map((route) => ({ route, match: getRouteMatcher(getRouteRegex(route)) }))
  const routeOf = (pathname: string) => routes.find(({ match }) => match(pathname) !== false)?.route ?? null

  it('is the existing route for each path it handles', () => {
    const expected: Record<string, string> = {
      '/api/collect': '/api/collect',
      '/api/collect/identity': '/api/collect/identity',
      '/api/preview': '/api/preview',
      '/api/exit-preview': '/api/exit-preview',
      '/api/revalidate': '/api/revalidate',
      '/api/dev/sms': '/api/dev/sms',
      // The admin's exports: one route, whose table answers an unknown file with the same JSON 404.
      '/api/admin/attribution.csv': '/api/admin/[file]',
      '/api/admin/lottery-claims.csv': '/api/admin/[file]',
      '/api/admin/top-up-applications.csv': '/api/admin/[file]',
      '/api/admin/unknown.csv': '/api/admin/[file]',
      '/api/ram/ddqbt/v1/user/login': '/api/ram/ddqbt/v1/[...path]',
      '/api/ram/ddqbt/v1/no/such/endpoint': '/api/ram/ddqbt/v1/[...path]',
      '/api/ozon-report-service/v1/cat/homeCat': '/api/ozon-report-service/v1/[...path]',
      '/api/ozon-report-service/v1/user-account/getUserProductAndPolicy': '/api/ozon-report-service/v1/[...path]',
      '/api/ozon-report-service/v1/tiktok/image': '/api/ozon-report-service/v1/tiktok/image',
      '/api/dis/distribution/public/partnerChannel': '/api/dis/distribution/[...path]',
      '/api/product/pay/user-coupon-lobby/userCouponByCouponId': '/api/product/pay/[...path]',
    }
    for (const [pathname, route] of Object.entries(expected)) expect(routeOf(pathname), pathname).toBe(route)
  })

  it('is the catch-all for every other path under /api, at any depth, and for /api itself', () => {
    for (const pathname of [
      '/api',
      '/api/nope',
      '/api/collect/extra',
      '/api/admin',
      '/api/admin/exports/deeper.csv',
      '/api/dev',
      '/api/ram',
      '/api/ram/ddqbt',
      '/api/ram/ddqbt/v1',
      '/api/ozon-report-service',
      '/api/ozon-report-service/v1',
      '/api/ozon-report-service/v2/cat/homeCat',
      '/api/dis',
      '/api/product/pay',
      '/api/a/b/c/d/e/f',
      // The spec's other bases (src/server/http/sibling-api.ts words their 404).
      '/api/shopee-report-service/pro/goods-ranking/list',
      '/api/shopee-promote/promote/v1/x',
      '/api/ozon-promote/promote/v1',
    ]) {
      expect(routeOf(pathname), pathname).toBe('/api/[[...path]]')
    }
  })
})

describe('the proxy and /api', () => {
  type Matcher = { regexp: string }
  const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matchers: unknown, nextConfig: unknown) => Matcher[] }
  // Compiled as Next compiles them, with this site's locales (next.config.ts).
  const matchers = getMiddlewareMatchers(proxyConfig.matcher, { i18n: { locales: ['zh', 'en', 'ru'], defaultLocale: 'zh' } }).map((matcher) => new RegExp(matcher.regexp))
  const runsOn = (pathname: string) => matchers.some((regexp) => regexp.test(pathname))

  it('never runs on an /api path (Next matches them with the default locale in front)', () => {
    for (const pathname of ['/zh/api', '/zh/api/', '/zh/api/nope', '/zh/api/ram/ddqbt/v1/user/login', '/zh/api/collect', '/zh/api/admin/attribution.csv']) {
      expect(runsOn(pathname), pathname).toBe(false)
    }
    // Still on the site's pages (a remembered language) and the admin.
    for (const pathname of ['/zh/about', '/zh/apiary', '/zh/some/page', '/zh/admin']) expect(runsOn(pathname), pathname).toBe(true)
  })

  it('does not move /api to a remembered language or a phone’s page if it runs anyway', () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
    for (const pathname of ['/api', '/api/nope', '/api/ozon-report-service/v1/cat/homeCat']) {
      const response = proxy(new NextRequest(`http://localhost${pathname}`, { headers: { cookie: 'i18n_redirected=en', 'user-agent': phone } }))
      expect(response.headers.get('location'), pathname).toBeNull()
      expect(response.headers.get('x-middleware-next')).toBe('1')
    }
    // A page is still sent to the remembered language.
    expect(proxy(new NextRequest('http://localhost/about', { headers: { cookie: 'i18n_redirected=en' } })).headers.get('location')).toBe('http://localhost/en/about')
  })
})
