import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { renderTemplate } from '../../scripts/lib/cache-tier'

const template = readFileSync('deploy/nginx/cache.conf.template', 'utf8')
const values = { LISTEN: '3000', APP_UPSTREAM: '127.0.0.1:3001', CACHE_DIR: '/tmp/cache' }

describe('the cache tier template', () => {
  it('fills every placeholder and leaves nginx variables alone', () => {
    const conf = renderTemplate(template, values)
    expect(conf).not.toMatch(/\$\{/)
    expect(conf).toContain('listen 3000;')
    expect(conf).toContain('server 127.0.0.1:3001;')
    expect(conf).toContain('$http_cookie')
  })

  it('refuses a template value it was not given', () => {
    expect(() => renderTemplate(template, { ...values, CACHE_DIR: undefined as unknown as string })).toThrow(/CACHE_DIR/)
  })

  it('bypasses and never stores anything personal, and never caches the APIs or the admin', () => {
    const conf = renderTemplate(template, values)
    for (const cookie of ['userToken', 'Control-T', 'payload-token', '__prerender_bypass', '__next_preview_data']) expect(conf).toContain(cookie)
    expect(conf).toMatch(/proxy_cache_bypass \$personal;/)
    expect(conf).toMatch(/proxy_no_cache \$personal \$app_says_private;/)
    const apiBlock = /location ~ \^\/\(api\|cms-api\|admin\)\(\/\|\$\) \{([^}]*)\}/.exec(conf)?.[1] ?? ''
    expect(apiBlock).toContain('proxy_pass')
    expect(apiBlock).not.toContain('proxy_cache ')
  })
})
