import { describe, expect, it } from 'vitest'

import { adminPolicy, newNonce, sitePolicy } from '@/server/http/security-headers'

const scriptSources = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '))?.split(' ').slice(1) ?? []

describe('content security policies', () => {
  it('allow no inline script or eval on the site in production; `next dev` gets what it needs', () => {
    expect(scriptSources(sitePolicy())).not.toContain("'unsafe-inline'")
    expect(scriptSources(sitePolicy())).not.toContain("'unsafe-eval'")
    expect(scriptSources(sitePolicy({ dev: true }))).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]))
    expect(sitePolicy()).toContain("frame-ancestors 'none'")
    expect(sitePolicy({ framedBy: 'self' })).toContain("frame-ancestors 'self'")
  })

  it('let course videos play from an https video host, never plain http', () => {
    const media = sitePolicy().split('; ').find((directive) => directive.startsWith('media-src '))?.split(' ').slice(1) ?? []
    expect(media).toEqual(expect.arrayContaining(["'self'", 'https:']))
    expect(media).not.toContain('http:')
    expect(media).not.toContain('*')
  })

  it('put the request nonce in the admin policy, never unsafe-inline scripts', () => {
    const nonce = newNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(newNonce()).not.toBe(nonce)
    expect(scriptSources(adminPolicy(nonce))).toContain(`'nonce-${nonce}'`)
    expect(scriptSources(adminPolicy(nonce))).not.toContain("'unsafe-inline'")
  })
})
