import { describe, expect, it } from 'vitest'

import { CLOCK_SKEW_TOLERANCE_MS, riskHeaderValue, riskToken, verifyRiskHeader } from '@/lib/http/risk'

const NOW = 1_700_000_000_000

describe('risk header', () => {
  it('is the timestamp and an 8-hex-digit token of method and path (query ignored)', () => {
    const value = riskHeaderValue(NOW, 'post', '/api/user/login?x=1')
    expect(value).toMatch(/^1700000000000\.[0-9a-f]{8}$/)
    expect(value).toBe(`${NOW}.${riskToken(NOW, 'POST', '/api/user/login')}`)
    expect(riskToken(NOW, 'GET', '/a')).not.toBe(riskToken(NOW, 'POST', '/a'))
    expect(riskToken(NOW, 'GET', '/a')).not.toBe(riskToken(NOW + 1, 'GET', '/a'))
  })

  it('verifies as ok within the tolerance', () => {
    const value = riskHeaderValue(NOW, 'POST', '/api/a')
    expect(verifyRiskHeader(value, 'post', '/api/a?b=2', NOW)).toBe('ok')
    expect(verifyRiskHeader(value, 'POST', '/api/a', NOW + CLOCK_SKEW_TOLERANCE_MS + 60_000)).toBe('ok')
    expect(verifyRiskHeader(value, 'POST', '/api/a', NOW - CLOCK_SKEW_TOLERANCE_MS)).toBe('ok')
  })

  it('reports missing, malformed and stale values', () => {
    expect(verifyRiskHeader(undefined, 'GET', '/a', NOW)).toBe('missing')
    expect(verifyRiskHeader('', 'GET', '/a', NOW)).toBe('missing')
    expect(verifyRiskHeader('garbage', 'GET', '/a', NOW)).toBe('malformed')
    expect(verifyRiskHeader(riskHeaderValue(NOW, 'GET', '/a'), 'GET', '/b', NOW)).toBe('malformed')
    expect(verifyRiskHeader(riskHeaderValue(NOW, 'GET', '/a'), 'POST', '/a', NOW)).toBe('malformed')
    expect(verifyRiskHeader(riskHeaderValue(NOW, 'GET', '/a'), 'GET', '/a', NOW + 11 * 60_000)).toBe('stale')
    expect(verifyRiskHeader(riskHeaderValue(NOW, 'GET', '/a'), 'GET', '/a', NOW + 2000, 1000)).toBe('stale')
  })
})
