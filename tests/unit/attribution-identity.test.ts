/**
 * Issue 45: the browser's tracking and identity calls (which events a login or registration
 * answer asks for) and the collector's rules for them (whose distinctId counts, how long a new
 * account's signup is taken, what is kept instead of the distinctId).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { identityEvents } from '@/lib/attribution/identity'
import { acceptedIdentityEvents, identityBatchSchema, identityKey, SIGNUP_WINDOW_MS } from '@/server/attribution/collector'

const ID = 'a1b2c3d4e5f6a7b8c9d0e1f2'
const OTHER = 'ffffffffffffffffffffffff'

describe('the browser asks for', () => {
  it('a signup and a login when an SMS login opened the account, a login otherwise', () => {
    expect(identityEvents('login', { distinctId: ID, newSubscriber: true })).toEqual(['signup', 'identify'])
    expect(identityEvents('login', { distinctId: ID, newSubscriber: false })).toEqual(['identify'])
  })

  it('a signup when a registration is not an upgrade, nothing for an upgrade', () => {
    expect(identityEvents('registration', { distinctId: ID, isUpgrade: false })).toEqual(['signup'])
    expect(identityEvents('registration', { distinctId: ID, isUpgrade: true })).toEqual([])
  })

  it('nothing without a distinctId', () => {
    expect(identityEvents('login', { newSubscriber: true })).toEqual([])
    expect(identityEvents('registration', { distinctId: '', isUpgrade: false })).toEqual([])
  })
})

describe('the collector', () => {
  beforeEach(() => vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret'))
  afterEach(() => vi.unstubAllEnvs())

  const now = new Date('2026-03-01T12:00:00Z')
  const event = (name: 'signup' | 'identify', distinctId = ID) => ({ name, distinctId, path: '/zh/' })

  it('counts only the signed-in account’s own id, each event name once per call', () => {
    const account = { distinctId: ID, createdAt: new Date(now.getTime() - 60_000) }
    expect(acceptedIdentityEvents([event('signup'), event('identify'), event('identify')], account, now).map((e) => e.name)).toEqual(['signup', 'identify'])
    expect(acceptedIdentityEvents([event('signup', OTHER), event('identify', OTHER)], account, now)).toEqual([])
  })

  it('takes a signup only while the account is new', () => {
    const old = { distinctId: ID, createdAt: new Date(now.getTime() - SIGNUP_WINDOW_MS - 1) }
    expect(acceptedIdentityEvents([event('signup'), event('identify')], old, now).map((e) => e.name)).toEqual(['identify'])
  })

  it('keeps a keyed hash, not the distinctId: one per account for a signup, one per account and day for a login', () => {
    const signup = identityKey('signup', ID, '2026-03-01')
    expect(signup).toMatch(/^[0-9a-f]{24}$/)
    expect(signup).not.toBe(ID)
    expect(identityKey('signup', ID, '2026-03-02')).toBe(signup)
    expect(identityKey('identify', ID, '2026-03-01')).not.toBe(identityKey('identify', ID, '2026-03-02'))
    expect(identityKey('identify', ID, '2026-03-01')).toBe(identityKey('identify', ID, '2026-03-01'))
    expect(identityKey('identify', OTHER, '2026-03-01')).not.toBe(identityKey('identify', ID, '2026-03-01'))
  })

  it('refuses a malformed call: an unknown event, a phone number for the id, too many events', () => {
    expect(identityBatchSchema.safeParse({ events: [event('identify')] }).success).toBe(true)
    expect(identityBatchSchema.safeParse({ events: [{ ...event('identify'), name: 'page_view' }] }).success).toBe(false)
    expect(identityBatchSchema.safeParse({ events: [event('identify', '13800138000')] }).success).toBe(false)
    expect(identityBatchSchema.safeParse({ events: [event('signup'), event('identify'), event('identify')] }).success).toBe(false)
  })
})
