/**
 * Issue 45 part 4: the spec's other API bases (section 7) answer a JSON 404 that says the sibling
 * product's API is not served here and where this site's API is, in the caller's language.
 */
import type { NextApiRequest } from 'next'
import { describe, expect, it } from 'vitest'

import en from '@locales/en/service.json'
import ru from '@locales/ru/service.json'
import zh from '@locales/zh/service.json'
import { fakeApiResponse } from '../helpers/fake-api-response'

import unknownApiPath from '@/pages/api/[[...path]]'
import { SITE_API, siblingApiAnswer } from '@/server/http/sibling-api'
import { REPORT_API } from '@/lib/rankings/sources'
import { USER_SERVICE } from '@/server/services'

describe('which paths are another product’s API base', () => {
  it('is any depth under <product>-promote or <product>-report-service of a product other than this one', () => {
    for (const [pathname, product] of [
      ['/api/shopee-report-service/pro', 'shopee'],
      ['/api/shopee-report-service/pro/goods-ranking/list', 'shopee'],
      ['/api/shopee-report-service', 'shopee'],
      ['/api/shopee-promote/promote/v1', 'shopee'],
      ['/api/shopee-promote/promote/v1/a/b/c', 'shopee'],
      ['/api/TikTok-promote/promote/v1/x', 'tiktok'],
      ['/api/wb-report-service/v1/cat/homeCat', 'wb'],
    ] as const) {
      expect(siblingApiAnswer(pathname), pathname).toEqual({ error: 'siblingApi', params: { product, ...SITE_API } })
    }
  })

  it('says where the promotion calls are under this site’s own promotion base', () => {
    for (const pathname of ['/api/ozon-promote', '/api/ozon-promote/promote/v1', '/api/ozon-promote/promote/v1/user/promoteType']) {
      expect(siblingApiAnswer(pathname), pathname).toEqual({ error: 'promoteApiElsewhere', params: { ...SITE_API } })
    }
  })

  it('leaves every other path to the plain 404', () => {
    for (const pathname of [
      '/api',
      '/api/nope',
      '/api/ozon-report-service/v2/cat/homeCat',
      '/api/-promote/promote/v1',
      '/api/shopee-promoter/promote/v1',
      '/api/shopee-report-services/pro',
      '/api/x/shopee-report-service/pro',
      '/apish/shopee-report-service/pro',
      '/api/shop.ee-promote/promote/v1',
      `/api/${'a'.repeat(33)}-promote/promote/v1`,
    ]) {
      expect(siblingApiAnswer(pathname), pathname).toBeNull()
    }
  })

  it('names the bases this site really serves', () => {
    expect(SITE_API.userApi).toBe(USER_SERVICE.base)
    expect(SITE_API.reportApi).toBe(REPORT_API)
  })
})

describe('the catch-all under another product’s base', () => {
  const ask = async (url: string, language: string, method = 'POST') => {
    const { res, sent } = fakeApiResponse()
    const req = { method, url, query: {}, headers: { 'accept-language': language } }
    await unknownApiPath(req as unknown as NextApiRequest, res)
    return sent
  }

  it('answers a JSON 404 naming the product and this site’s API, in zh, en and ru', async () => {
    for (const [language, messages] of [['zh-CN', zh], ['en', en], ['ru', ru]] as const) {
      const sent = await ask('/api/shopee-report-service/pro/goods-ranking/list?typeId=1', language)
      expect(sent.status).toBe(404)
      expect(sent.headers['cache-control']).toBe('no-store')
      const expected = messages.siblingApi.replace('{{product}}', 'shopee').replace('{{userApi}}', '/api/ram/ddqbt/v1').replace('{{reportApi}}', '/api/ozon-report-service/v1')
      expect(sent.body).toEqual({ code: 404, message: expected })
      expect(expected).not.toMatch(/\{\{/)
    }
    expect(((await ask('/api/shopee-promote/promote/v1/x', 'en', 'GET')).body as { message: string }).message).toBe(
      "The shopee product's API is not served on this site. This site's API: the user service at /api/ram/ddqbt/v1, the report service at /api/ozon-report-service/v1",
    )
  })

  it('says where the promotion calls are under /api/ozon-promote', async () => {
    const sent = await ask('/api/ozon-promote/promote/v1/anything', 'ru', 'DELETE')
    expect(sent.status).toBe(404)
    expect((sent.body as { message: string }).message).toContain('/api/ram/ddqbt/v1')
    expect((sent.body as { message: string }).message).toMatch(/API продвижения/)
  })
})
