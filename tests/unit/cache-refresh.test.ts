import { describe, expect, it } from 'vitest'

import { SAMPLE_USER_AGENTS } from '../../src/lib/device'
import { cacheTierFromEnv, refreshHeaders, VARIANTS } from '../../src/server/cms/cache-refresh'

describe('cache tier refresh', () => {
  it('is off unless both the tier and its secret are configured', () => {
    expect(cacheTierFromEnv({})).toBeNull()
    expect(cacheTierFromEnv({ CACHE_TIER_URL: 'http://127.0.0.1:3000' })).toBeNull()
    expect(cacheTierFromEnv({ CACHE_REFRESH_SECRET: 'a'.repeat(32) })).toBeNull()
    expect(cacheTierFromEnv({ CACHE_TIER_URL: ' ', CACHE_REFRESH_SECRET: 'a'.repeat(32) })).toBeNull()
  })

  it('refreshes the copy visitors get: the public host and scheme, every locale cookie', () => {
    const tier = cacheTierFromEnv({ CACHE_TIER_URL: 'http://cache:8080', CACHE_REFRESH_SECRET: 's3cret-s3cret-s3cret', SITE_URL: 'https://www.example.cn/' })
    expect(tier).not.toBeNull()
    expect(refreshHeaders(tier!, { cookie: '', gzip: false })).toEqual({
      host: 'www.example.cn',
      'user-agent': SAMPLE_USER_AGENTS.desktop,
      'x-forwarded-proto': 'https',
      'x-cache-refresh': 's3cret-s3cret-s3cret',
    })
    expect(refreshHeaders(tier!, { cookie: '', gzip: false, device: 'phone' })['user-agent']).toBe(SAMPLE_USER_AGENTS.phone)
    expect(refreshHeaders(tier!, { cookie: 'i18n_redirected=ru', gzip: true })).toMatchObject({ cookie: 'i18n_redirected=ru', 'accept-encoding': 'gzip' })
    const variants = VARIANTS.map(({ cookie, gzip }) => `${cookie}|${gzip}`)
    expect(new Set(variants).size).toBe(8)
    for (const cookie of ['', 'i18n_redirected=zh', 'i18n_redirected=en', 'i18n_redirected=ru'])
      for (const gzip of [false, true]) expect(variants).toContain(`${cookie}|${gzip}`)
  })

  it('falls back to the tier’s own host without SITE_URL', () => {
    const tier = cacheTierFromEnv({ CACHE_TIER_URL: 'http://127.0.0.1:3000', CACHE_REFRESH_SECRET: 's3cret-s3cret-s3cret' })
    expect(refreshHeaders(tier!, { cookie: '', gzip: false })).toMatchObject({ host: '127.0.0.1:3000', 'x-forwarded-proto': 'http' })
  })
})
