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

  it('regenerates every page showing the chrome in every language', () => {
    expect(pathsToRevalidate({ scope: 'site' })).toEqual(['/', '/en', '/ru'])
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
