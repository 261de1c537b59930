/**
 * Issue 21: security headers on every kind of response (pages, API, media, Next's own files, the
 * admin), the Content-Security-Policy of each, and the admin's cookie. tests/e2e/csp.spec.ts checks
 * the policies in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type RunningServer, startProductionServer } from '../helpers/server'
import { USER_AGENTS } from '../helpers/user-agents'

let server: RunningServer
const PHONE = USER_AGENTS['iPhone Safari'].ua

beforeAll(async () => {
  server = await startProductionServer(3208)
})

afterAll(async () => {
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: 'manual' })

async function mediaFile(): Promise<string> {
  // The first one the seed uploaded (a later test file's upload may be gone by now).
  const { docs } = (await (await get('/cms-api/media?limit=1&depth=0&sort=id')).json()) as { docs: Array<{ url: string }> }
  if (!docs[0]) throw new Error('no media')
  return docs[0].url
}

/** One of the scripts a page loads from `/_next/static`. */
async function staticScript(): Promise<string> {
  const html = await (await get('/en')).text()
  const src = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  if (!src) throw new Error('no script on /en')
  return src
}

/** A policy as a map of directive → sources. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>()
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (name) parsed.set(name, sources)
  }
  return parsed
}

describe('security headers', () => {
  it('are on pages, the CMS API, media files, the user service and the admin', async () => {
    const media = await mediaFile()
    const paths = [
      '/',
      '/en/login',
      '/ru/register',
      '/en/article/operate/99999',
      '/cms-api/globals/footer',
      media,
      `/_next/image?url=${encodeURIComponent(media)}&w=640&q=75`,
      `/_next/image?url=${encodeURIComponent('/cms-api/media/file/nope.png')}&w=640&q=75`,
      await staticScript(),
      '/api/ram/ddqbt/v1/user/info',
      '/admin/login',
    ]
    for (const path of paths) {
      const answer = await get(path)
      expect(answer.status, path).toBeLessThan(500)
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(answer.headers.get('permissions-policy'), path).toContain('camera=()')
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY')
      // HSTS only when the request came over HTTPS.
      expect(answer.headers.get('strict-transport-security'), path).toBeNull()
    }
  })

  it('let the admin frame a page it previews, never the admin itself; HSTS behind HTTPS', async () => {
    const previewing = { cookie: '__prerender_bypass=any' }
    expect((await get('/en', previewing)).headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect((await get('/admin/login', previewing)).headers.get('x-frame-options')).toBe('DENY')
    const secure = await get('/', { 'x-forwarded-proto': 'https' })
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})

describe('the Content-Security-Policy', () => {
  it('lets pages run only the site\'s own scripts, and nobody frame them', async () => {
    for (const path of ['/', '/en', '/ru/about', '/en/login', '/register', '/en/article/operate/14', '/ru/QACommunity', '/en/no-such-page']) {
      const answer = await get(path)
      const policy = directives(answer.headers.get('content-security-policy'))
      expect(policy.get('default-src'), path).toEqual(["'self'"])
      expect(policy.get('script-src')?.[0], path).toBe("'self'")
      // No inline script or eval allowed wholesale, no other origin but the captcha's.
      expect(policy.get('script-src')?.filter((source) => source.startsWith("'") && source !== "'self'"), path).toEqual([])
      expect(policy.get('script-src')?.filter((source) => source.startsWith('https:') && !source.includes('captcha')), path).toEqual([])
      expect(policy.get('object-src'), path).toEqual(["'none'"])
      expect(policy.get('base-uri'), path).toEqual(["'self'"])
      expect(policy.get('form-action'), path).toEqual(["'self'"])
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"])
      // And the page needs none: every script it has is a file of the site, or JSON data.
      const inline = [...(await answer.text()).matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].filter(
        ([, attributes, body]) => body.trim() !== '' && !/type="application\/(ld\+)?json"/.test(attributes),
      )
      expect(inline.map(([tag]) => tag.slice(0, 80)), path).toEqual([])
    }
  })

  it('needs no script to show a page: nothing is left hidden for an inline script to reveal', async () => {
    // React's server renderer moves a large Suspense boundary out of place and reveals it with an
    // inline script (refused above): the layouts use Activity boundaries instead (HydrateLater).
    const pages: [string, string?][] = [['/'], ['/en'], ['/ru/QACommunity'], ['/en/article/operate/14'], ['/promote/pc'], ['/lottery'], ['/en/no-such-page'], ['/m', PHONE], ['/en/m/about', PHONE], ['/m/lottery', PHONE]]
    for (const [path, userAgent] of pages) {
      const answer = await get(path, userAgent ? { 'user-agent': userAgent } : {})
      expect(answer.status, path).toBe(path.includes('no-such') ? 404 : 200)
      const html = await answer.text()
      expect(html, path).toContain('<main')
      expect(html.match(/<!--\$[?!]-->|<template id="B:|<div hidden id="S:/g), path).toBeNull()
    }
  })

  it('lets the admin\'s live preview, and only the same origin, frame a previewed page', async () => {
    const policy = directives((await get('/en/article/operate/14', { cookie: '__prerender_bypass=any' })).headers.get('content-security-policy'))
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('script-src')?.[0]).toBe("'self'")
  })

  it('gives the admin a fresh nonce per request and never lets it be framed', async () => {
    const header = (await get('/admin/login')).headers.get('content-security-policy')
    // One policy (two headers would come joined by a comma, and the browser would enforce both).
    expect(header).not.toContain(',')
    const first = directives(header)
    const second = directives((await get('/admin/login')).headers.get('content-security-policy'))
    const nonce = (policy: Map<string, string[]>) => policy.get('script-src')?.find((source) => source.startsWith("'nonce-"))
    expect(nonce(first)).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/)
    expect(nonce(second)).not.toBe(nonce(first))
    expect(first.get('script-src')).not.toContain("'unsafe-inline'")
    expect(first.get('frame-ancestors')).toEqual(["'none'"])
    expect(first.get('object-src')).toEqual(["'none'"])
    // The nonce is on the admin's own scripts.
    const answer = await get('/admin/login')
    const html = await answer.text()
    const expected = nonce(directives(answer.headers.get('content-security-policy')))?.slice(7, -1)
    expect(html).toContain(`nonce="${expected}"`)
  })

  it('lets nothing run in API answers, media files and optimized images', async () => {
    const media = await mediaFile()
    const missing = `/_next/image?url=${encodeURIComponent('/cms-api/media/file/nope.png')}&w=640&q=75`
    for (const path of ['/cms-api/globals/footer', '/cms-api/articles?limit=1', media, '/api/ram/ddqbt/v1/user/info', `/_next/image?url=${encodeURIComponent(media)}&w=640&q=75`, missing]) {
      const policy = directives((await get(path)).headers.get('content-security-policy'))
      expect(policy.has('sandbox'), path).toBe(true)
      expect(policy.get('script-src') ?? policy.get('default-src'), path).toEqual(["'none'"])
    }
  })
})

describe('the admin session cookie', () => {
  it('is HttpOnly, SameSite=Lax and Secure, and the JWT is not in the login answer', async () => {
    const response = await fetch(`${server.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.SEED_ADMIN_EMAIL, password: process.env.SEED_ADMIN_PASSWORD }),
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('payload-token=')) ?? ''
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).not.toHaveProperty('token')
    expect(JSON.stringify(body)).not.toContain(/^payload-token=([^;]+)/.exec(cookie)?.[1] ?? 'no token')
  })
})
