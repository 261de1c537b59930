/**
 * The server's key pairs for the anti-bot signal. Each period (6 hours) has its own P-256 key
 * pair, derived from PAYLOAD_SECRET and the period's number: every app instance holds the same
 * keys without storing or sharing them, and rotation is the clock's. A page keeps the key it
 * fetched; the service opens signals sealed to the previous, current or next period (a page open
 * across a change, instances' clocks a little apart) and asks for a fresh key otherwise.
 */
import { createECDH, createHmac, type ECDH } from 'node:crypto'

import type { BotSignalKey } from '@/lib/bot-signal/signal'
import { serviceKey } from '@/server/platform/crypto'

export const KEY_PERIOD_MS = 6 * 3600_000
/** A page refetches a little before its key's period ends. */
const REFETCH_MARGIN_MS = 5 * 60_000

const pairs = new Map<string, ECDH>()

export function periodOf(now: number): number {
  return Math.floor(now / KEY_PERIOD_MS)
}

function pairFor(period: number): ECDH {
  const kid = String(period)
  const cached = pairs.get(kid)
  if (cached) return cached
  const secret = serviceKey('bot-signal-keys')
  // A private scalar must be below the curve's order: a 2^-32 chance per try, so a counter moves on.
  for (let attempt = 0; ; attempt++) {
    const scalar = createHmac('sha256', secret).update(`${kid}:${attempt}`).digest()
    const ecdh = createECDH('prime256v1')
    try {
      ecdh.setPrivateKey(scalar)
    } catch {
      continue
    }
    if (pairs.size > 8) pairs.clear()
    pairs.set(kid, ecdh)
    return ecdh
  }
}

/** The key a page seals with now. */
export function currentKey(now: number): BotSignalKey {
  const period = periodOf(now)
  return {
    kid: String(period),
    publicKey: pairFor(period).getPublicKey().toString('base64url'),
    expiresAt: (period + 1) * KEY_PERIOD_MS - REFETCH_MARGIN_MS,
  }
}

/** The key pair of `kid` if a signal sealed to it is still accepted at `now`; 'stale' otherwise. */
export function acceptedPair(kid: string, now: number): ECDH | 'stale' {
  if (!/^\d{1,12}$/.test(kid)) return 'stale'
  const period = Number(kid)
  return Math.abs(period - periodOf(now)) <= 1 ? pairFor(period) : 'stale'
}

/** How long a signal id must be remembered: as long as its key is accepted. */
export const SIGNAL_ID_TTL_SECONDS = (3 * KEY_PERIOD_MS) / 1000
