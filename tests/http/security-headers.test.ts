/**
 * Issue 21 (first slice): security headers on every kind of response, and the admin's cookie.
 * The Content-Security-Policy is not in this slice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type RunningServer, startProductionServer } from '../helpers/server'

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer(3208)
})

afterAll(async () => {
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: 'manual' })

async function mediaFile(): Promise<string> {
  const { docs } = (await (await get('/cms-api/media?limit=1&depth=0')).json()) as { docs: Array<{ url: string }> }
  if (!docs[0]) throw new Error('no media')
  return docs[0].url
}

describe('security headers', () => {
  it('are on pages, the CMS API, media files, the user service and the admin', async () => {
    const paths = ['/', '/en/login', '/ru/register', '/en/article/operate/99999', '/cms-api/globals/footer', await mediaFile(), '/api/ram/ddqbt/v1/user/info', '/admin/login']
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
