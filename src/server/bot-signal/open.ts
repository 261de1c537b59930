/** Opening a sealed signal (the server's half of src/lib/bot-signal/seal.ts). */
import { createDecipheriv, hkdfSync } from 'node:crypto'

import { HKDF_INFO, SEAL_VERSION } from '@/lib/bot-signal/seal'
import { type BotSignal, INSECURE_PAGE_SIGNAL } from '@/lib/bot-signal/signal'

import { acceptedPair } from './keys'
import { botSignalSchema } from './schema'

export type Opened = { ok: true; kid: string; signal: BotSignal } | { ok: false; reason: 'missing' | 'insecure' | 'unreadable' | 'stale' }

const TAG_BYTES = 16

export function openSignal(value: string | undefined | null, binding: string, now: number): Opened {
  if (!value) return { ok: false, reason: 'missing' }
  if (value === INSECURE_PAGE_SIGNAL) return { ok: false, reason: 'insecure' }
  const parts = value.trim().split('.')
  if (parts.length !== 5 || parts[0] !== SEAL_VERSION || value.length > 8192) return { ok: false, reason: 'unreadable' }
  const [, kid, publicKey, iv, sealed] = parts as [string, string, string, string, string]
  const pair = acceptedPair(kid, now)
  if (pair === 'stale') return { ok: false, reason: 'stale' }
  try {
    const shared = pair.computeSecret(Buffer.from(publicKey, 'base64url'))
    const key = Buffer.from(hkdfSync('sha256', shared, Buffer.from(kid), Buffer.from(HKDF_INFO), 32))
    const bytes = Buffer.from(sealed, 'base64url')
    if (bytes.length <= TAG_BYTES) return { ok: false, reason: 'unreadable' }
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(binding))
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
    const plain = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8')
    const parsed = botSignalSchema.safeParse(JSON.parse(plain))
    return parsed.success ? { ok: true, kid, signal: parsed.data } : { ok: false, reason: 'unreadable' }
  } catch {
    // Not a point on the curve, another key, altered, bound to another call, not JSON.
    return { ok: false, reason: 'unreadable' }
  }
}
