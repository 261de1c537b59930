import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { renderTemplate } from '../../scripts/lib/cache-tier'
import { APP_MAPS_FILE, APP_MAPS_INCLUDE, appMapsConf } from '../../scripts/lib/nginx-maps'
import { PERSONAL_COOKIES } from '../../src/lib/auth/cookie-names'

const template = readFileSync('deploy/nginx/cache.conf.template', 'utf8')
const values = { LISTEN: '3000', APP_UPSTREAM: '127.0.0.1:3001', CACHE_DIR: '/tmp/cache', PAGE_CACHE_TTL: '1s', CACHE_REFRESH_SECRET: 'refresh-secret-for-tests', ACCESS_LOG: 'off' }

describe('the cache tier template', () => {
  it('fills every placeholder and leaves nginx variables alone', () => {
    const conf = renderTemplate(template, values)
    expect(conf).not.toMatch(/\$\{/)
    expect(conf).toContain('listen 3000;')
    expect(conf).toContain('server 127.0.0.1:3001;')
    expect(conf).toContain('$http_x_cache_refresh')
    expect(conf).toContain('proxy_cache_valid 200 301 302 307 308 404 1s;')
    expect(conf).toContain('"refresh-secret-for-tests" 1;')
  })

  it('refuses a template value it was not given', () => {
    expect(() => renderTemplate(template, { ...values, CACHE_DIR: undefined as unknown as string })).toThrow(/CACHE_DIR/)
  })

  it('bypasses and never stores anything personal, and never caches the APIs or the admin', () => {
    const conf = renderTemplate(template, values)
    for (const cookie of ['userToken', 'Control-T', 'payload-token', '__prerender_bypass', '__next_preview_data']) expect(readFileSync(APP_MAPS_FILE, 'utf8')).toContain(cookie)
    // The app's refresh (secret header) also bypasses, and stores.
    expect(conf).toMatch(/proxy_cache_bypass \$personal \$refresh;/)
    expect(conf).toMatch(/proxy_no_cache \$personal \$app_says_private;/)
    const apiBlock = /location ~ \^\/\(api\|cms-api\|admin\)\(\/\|\$\) \{([^}]*)\}/.exec(conf)?.[1] ?? ''
    expect(apiBlock).toContain('proxy_pass')
    expect(apiBlock).not.toContain('proxy_cache ')
  })

  it('names the same personal cookies as the app, in the maps it includes', () => {
    expect(template).toMatch(/^include app-maps\.conf;$/m)
    const names = /map \$http_cookie \$personal \{[^}]*\(\^\|;\\s\*\)\(([^)]*)\)=/.exec(readFileSync(APP_MAPS_FILE, 'utf8'))?.[1]
    expect(names?.split('|').sort()).toEqual([...PERSONAL_COOKIES].sort())
  })

  it('its personal-cookie map matches a request carrying any personal cookie, and only those', () => {
    // nginx runs the pattern case-insensitively (~*); JavaScript reads it the same way here.
    const pattern = /map \$http_cookie \$personal \{[^}]*"~\*([^"]+)" 1;/.exec(readFileSync(APP_MAPS_FILE, 'utf8'))?.[1] ?? ''
    const personal = new RegExp(pattern, 'i')
    for (const cookie of PERSONAL_COOKIES) {
      expect(personal.test(`${cookie}=abc`), cookie).toBe(true)
      expect(personal.test(`i18n_redirected=en; ${cookie}=abc; vid=1`), cookie).toBe(true)
      expect(personal.test(`x${cookie}=abc`), `x${cookie}`).toBe(false)
    }
    expect(personal.test('i18n_redirected=en; vid=123; registeredPopup=1')).toBe(false)
  })

  it('ships the maps docker-compose mounts as the app generates them (npm run generate:nginx-maps)', () => {
    expect(readFileSync(APP_MAPS_FILE, 'utf8')).toBe(appMapsConf())
    expect(readFileSync('docker-compose.yml', 'utf8')).toContain(`./${APP_MAPS_FILE}:/etc/nginx/${APP_MAPS_INCLUDE}:ro`)
  })

  it('never passes the refresh secret on to the app', () => {
    const conf = renderTemplate(template, values)
    const firstLocation = conf.indexOf('\n    location ')
    expect(conf.slice(conf.indexOf('server {'), firstLocation)).toContain('proxy_set_header X-Cache-Refresh "";')
    // A location's own proxy_set_header would drop the server-level ones (the secret included).
    expect(conf.slice(firstLocation)).not.toContain('proxy_set_header')
  })
})
