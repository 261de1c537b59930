import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { isValidRevalidationSecret, pathsToRevalidate, revalidationSecret } from '@/server/cms/revalidate'

describe('on-demand revalidation', () => {
  const saved = process.env.PAYLOAD_SECRET
  beforeEach(() => {
    process.env.PAYLOAD_SECRET = 'test-secret'
  })
  afterEach(() => {
    process.env.PAYLOAD_SECRET = saved
  })

  it('regenerates the main pages showing the chrome in every language', () => {
    const paths = pathsToRevalidate({ scope: 'site' })
    expect(paths.slice(0, 3)).toEqual(['/', '/en', '/ru'])
    expect(paths).toContain('/ru/business-college')
  })

  it('regenerates given paths in every language, once each, and refuses anything that is not a site path', () => {
    const paths = pathsToRevalidate({ scope: 'paths', paths: ['/post/3', '/post/3', 'https://evil.example/x', '//evil', '/a/../b', '/x?y=1'] })
    expect(paths).toEqual(['/post/3', '/en/post/3', '/ru/post/3'])
  })

  it('accepts only the secret derived from PAYLOAD_SECRET', () => {
    expect(isValidRevalidationSecret(revalidationSecret())).toBe(true)
    expect(isValidRevalidationSecret(revalidationSecret('other-secret'))).toBe(false)
    expect(isValidRevalidationSecret('short')).toBe(false)
    expect(isValidRevalidationSecret(undefined)).toBe(false)
  })

  it('accepts nothing when no PAYLOAD_SECRET is configured', () => {
    process.env.PAYLOAD_SECRET = ''
    expect(isValidRevalidationSecret(revalidationSecret(''))).toBe(false)
  })
})
