/** The request metrics' route classes and the metrics endpoint's access rule. */
import { describe, expect, it } from 'vitest'

import { requestIdOf, routeClass } from '@/server/http/observe'
import { scrapeAllowed } from '@/server/platform/metrics-access'

describe('routeClass', () => {
  it('puts every path into one small fixed set', () => {
    expect(routeClass('/')).toBe('page')
    expect(routeClass('/en/article/college/12')).toBe('page')
    expect(routeClass('/_next/data/abc/en/news.json')).toBe('page_data')
    expect(routeClass('/_next/static/chunks/main.js')).toBe('static')
    expect(routeClass('/_next/image')).toBe('image')
    expect(routeClass('/api/ram/ddqbt/v1/user/info')).toBe('api')
    expect(routeClass('/api')).toBe('api')
    expect(routeClass('/api/health')).toBe('probe')
    expect(routeClass('/api/ready')).toBe('probe')
    expect(routeClass('/api/metrics')).toBe('probe')
    expect(routeClass('/cms-api/articles')).toBe('cms_api')
    expect(routeClass('/admin/collections/articles')).toBe('admin')
    expect(routeClass('/administrator')).toBe('page')
  })
})

describe('requestIdOf', () => {
  it('takes an id that looks like one, from Node headers or a Request', () => {
    expect(requestIdOf({ 'x-request-id': '0f1e2d3c4b5a69788796a5b4c3d2e1f0' })).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0')
    expect(requestIdOf(new Headers({ 'x-request-id': '550e8400-e29b-41d4-a716-446655440000' }))).toBe('550e8400-e29b-41d4-a716-446655440000')
    expect(requestIdOf({ 'x-request-id': 'short' })).toBeUndefined()
    expect(requestIdOf({ 'x-request-id': '<script>alert(1)</script>' })).toBeUndefined()
    expect(requestIdOf({})).toBeUndefined()
  })
})

describe('scrapeAllowed', () => {
  it('is off without a token, and needs exactly the token with it', () => {
    expect(scrapeAllowed('Bearer anything', '')).toBe('disabled')
    expect(scrapeAllowed(undefined, 'metrics-token-1234')).toBe('refused')
    expect(scrapeAllowed('Bearer wrong', 'metrics-token-1234')).toBe('refused')
    expect(scrapeAllowed('Bearer metrics-token-1234', 'metrics-token-1234')).toBe('allowed')
  })
})
