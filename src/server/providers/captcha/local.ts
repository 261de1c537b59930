/**
 * The local slider captcha (development, tests, self-hosting without Tencent): the server signs a
 * challenge (where the slider's notch is), checks the dragged position, and hands out a ticket
 * that is signed, valid 2 minutes and accepted once. It keeps scripts honest, not bots out:
 * production should configure Tencent captcha (TENCENT_CAPTCHA_*).
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto'

import { safeEqual } from '@/server/platform/crypto'

import type { CaptchaAnswer, CaptchaProvider } from './types'

const CHALLENGE_TTL_MS = 5 * 60_000
const TICKET_TTL_MS = 2 * 60_000
/** How close (fraction of the track) the slider must land to the notch. */
export const LOCAL_CAPTCHA_TOLERANCE = 0.04

export type LocalChallenge = { challenge: string; target: number }

type Options = {
  key: Buffer
  /** Resolves false when the nonce was used before (shared store: every app instance sees it). */
  claimOnce: (nonce: string) => Promise<boolean>
  now?: () => number
}

// Signatures are compared as the exact strings we issue (constant time): another spelling of the
// same bytes, such as a base64url last character that differs only in its padding bits, is refused.
function sign(key: Buffer, ...parts: Array<string | number>): string {
  return createHmac('sha256', key).update(parts.join('.')).digest('base64url')
}

export function createLocalCaptcha({ key, claimOnce, now = Date.now }: Options) {
  function issueChallenge(): LocalChallenge {
    const nonce = randomBytes(12).toString('base64url')
    const expires = now() + CHALLENGE_TTL_MS
    // Percent of the track, kept as an integer so the dotted challenge splits cleanly.
    const percent = randomInt(35, 86)
    return { challenge: [nonce, expires, percent, sign(key, 'challenge', nonce, expires, percent)].join('.'), target: percent / 100 }
  }

  /** A ticket + randstr for a solved challenge, or null when the answer is wrong or stale. */
  function solve(challenge: string, position: number): { ticket: string; randstr: string } | null {
    const [nonce, expires, percent, signature] = challenge.split('.')
    if (!nonce || !expires || !percent || !signature) return null
    if (!safeEqual(signature, sign(key, 'challenge', nonce, expires, percent))) return null
    if (Number(expires) < now()) return null
    if (!(Math.abs(position - Number(percent) / 100) <= LOCAL_CAPTCHA_TOLERANCE)) return null
    const ticketExpires = now() + TICKET_TTL_MS
    return { ticket: ['local', nonce, ticketExpires, sign(key, 'ticket', nonce, ticketExpires)].join('.'), randstr: nonce }
  }

  const provider: CaptchaProvider = {
    name: 'local',
    async verify({ ticket, randstr }: CaptchaAnswer): Promise<boolean> {
      const [scheme, nonce, expires, signature] = ticket.split('.')
      if (scheme !== 'local' || !nonce || !expires || !signature || nonce !== randstr) return false
      if (!safeEqual(signature, sign(key, 'ticket', nonce, expires)) || Number(expires) < now()) return false
      return claimOnce(nonce)
    },
  }

  return { issueChallenge, solve, provider }
}
