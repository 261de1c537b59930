import { beforeAll, describe, expect, it } from 'vitest'

import { signalBinding } from '@/lib/bot-signal/signal'
import { botSignalMode } from '@/server/bot-signal/check'
import { currentKey, KEY_PERIOD_MS } from '@/server/bot-signal/keys'
import { openSignal } from '@/server/bot-signal/open'
import { automationReasons } from '@/server/bot-signal/verdict'

import { personSignal, sealFor, TEST_USER_AGENT } from '../helpers/bot-signal'

const PATH = '/api/ram/ddqbt/v1/public/sendMessageV2'
const NOW = Date.UTC(2026, 10, 28, 9, 0)

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-test-secret'
})

describe('sealing and opening the signal', () => {
  it('opens on the server exactly what the browser sealed', async () => {
    const signal = personSignal()
    const sealed = await sealFor(currentKey(NOW), 'POST', PATH, signal)
    const opened = openSignal(sealed, signalBinding('POST', PATH), NOW)
    expect(opened).toEqual({ ok: true, kid: currentKey(NOW).kid, signal })
    // Nothing of it is readable on the way.
    expect(sealed).not.toContain(TEST_USER_AGENT)
    expect(Buffer.from(sealed).toString()).not.toMatch(/webdriver|1920/)
  })

  it('refuses a signal made for another call, altered, or not sealed at all', async () => {
    const sealed = await sealFor(currentKey(NOW), 'POST', PATH, personSignal())
    expect(openSignal(sealed, signalBinding('POST', '/api/ram/ddqbt/v1/user/loginQbt3AccountV2'), NOW)).toEqual({ ok: false, reason: 'unreadable' })
    const parts = sealed.split('.')
    const body = Buffer.from(parts[4]!, 'base64url')
    body[0] = body[0]! ^ 1
    parts[4] = body.toString('base64url')
    expect(openSignal(parts.join('.'), signalBinding('POST', PATH), NOW)).toEqual({ ok: false, reason: 'unreadable' })
    expect(openSignal('v1.x.y', signalBinding('POST', PATH), NOW)).toEqual({ ok: false, reason: 'unreadable' })
    expect(openSignal(undefined, signalBinding('POST', PATH), NOW)).toEqual({ ok: false, reason: 'missing' })
    expect(openSignal('', signalBinding('POST', PATH), NOW)).toEqual({ ok: false, reason: 'missing' })
    expect(openSignal('insecure', signalBinding('POST', PATH), NOW)).toEqual({ ok: false, reason: 'insecure' })
  })

  it('refuses a signal whose content is not what a browser sends', async () => {
    const sealed = await sealFor(currentKey(NOW), 'POST', PATH, { ...personSignal(), id: 'short' })
    expect(openSignal(sealed, signalBinding('POST', PATH), NOW)).toEqual({ ok: false, reason: 'unreadable' })
  })

  it('rotates the key every period, accepts the one before and after, and calls older keys stale', async () => {
    const key = currentKey(NOW)
    expect(currentKey(NOW + 1000)).toEqual(key)
    expect(currentKey(NOW + KEY_PERIOD_MS).publicKey).not.toBe(key.publicKey)
    expect(key.expiresAt).toBeGreaterThan(NOW)
    expect(key.expiresAt).toBeLessThanOrEqual(NOW + KEY_PERIOD_MS)
    const sealed = await sealFor(key, 'POST', PATH)
    expect(openSignal(sealed, signalBinding('POST', PATH), NOW + KEY_PERIOD_MS).ok).toBe(true)
    expect(openSignal(sealed, signalBinding('POST', PATH), NOW - KEY_PERIOD_MS).ok).toBe(true)
    expect(openSignal(sealed, signalBinding('POST', PATH), NOW + 2 * KEY_PERIOD_MS)).toEqual({ ok: false, reason: 'stale' })
  })
})

describe('who sent it', () => {
  it('a person: nothing to say, with or without a click (keyboard users)', () => {
    expect(automationReasons(personSignal(), TEST_USER_AGENT)).toEqual([])
    expect(automationReasons(personSignal({ click: null }), TEST_USER_AGENT)).toEqual([])
  })

  it('a browser a program drives says so', () => {
    expect(automationReasons(personSignal({ automation: { webdriver: true, markers: [] } }), TEST_USER_AGENT)).toEqual(['webdriver'])
    expect(automationReasons(personSignal({ automation: { webdriver: false, markers: ['callPhantom'] } }), TEST_USER_AGENT)).toEqual(['automationGlobals'])
    const headless = TEST_USER_AGENT.replace('Chrome/', 'HeadlessChrome/')
    expect(automationReasons(personSignal({ ua: headless }), headless)).toEqual(['headlessAgent'])
    expect(automationReasons(personSignal(), 'python-requests/2.32')).toEqual(['agentMismatch'])
    expect(automationReasons(personSignal({ screen: { width: 0, height: 0 } }), TEST_USER_AGENT)).toEqual(['noScreen'])
    expect(automationReasons(personSignal({ sinceOpenMs: 120 }), TEST_USER_AGENT)).toEqual(['tooFast'])
  })

  it('BOT_SIGNAL is enforce by default, observe or off when set, and a typo stops the start', () => {
    expect(botSignalMode(undefined)).toBe('enforce')
    expect(botSignalMode('')).toBe('enforce')
    expect(botSignalMode('Observe')).toBe('observe')
    expect(botSignalMode('off')).toBe('off')
    expect(() => botSignalMode('enforced')).toThrow(/BOT_SIGNAL/)
  })
})
