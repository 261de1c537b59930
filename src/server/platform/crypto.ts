/** Hashing and random values of the user service (node:crypto only; no secrets are logged). */
import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'

import { withKdfSlot } from './kdf-pool'

/** Key for HMACs of codes, tokens and captcha tickets, derived from PAYLOAD_SECRET. */
export function serviceKey(purpose: string, secret = process.env.PAYLOAD_SECRET || ''): Buffer {
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return createHash('sha256').update(`ddqbt-user-service:${purpose}:${secret}`).digest()
}

/** Keyed hash: a leaked table of 6-digit code hashes cannot be brute-forced without the secret. */
export function keyedHash(purpose: string, value: string): string {
  return createHmac('sha256', serviceKey(purpose)).update(value).digest('hex')
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** n digits from the CSPRNG (randomInt is uniform, no modulo bias). */
export function randomDigits(n: number): string {
  return Array.from({ length: n }, () => String(randomInt(10))).join('')
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Whether an `Authorization: Bearer …` header carries exactly `secret` (compared in constant time). */
export function bearerMatches(authorization: string | string[] | undefined, secret: string): boolean {
  const given = String((Array.isArray(authorization) ? authorization[0] : authorization) ?? '').replace(/^Bearer\s+/i, '')
  return given.length > 0 && safeEqual(given, secret)
}

// scrypt with N=2^15, r=8: 32 MiB and ~60-100 ms per hash on this class of machine.
const SCRYPT = { N: 32768, r: 8, p: 1, keyLength: 32 }

function scryptAsync(password: string, salt: Buffer, params = SCRYPT): Promise<Buffer> {
  return withKdfSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password, salt, params.keyLength, { N: params.N, r: params.r, p: params.p, maxmem: 128 * params.N * params.r * 2 }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  )
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt)
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

// Verified against when the account does not exist or has no password: same work, same timing.
// (The hash of a random password nobody kept; a constant, so it never waits for a slot itself.)
const DUMMY_HASH = 'scrypt$32768$8$1$ld71X-LdtIO3FVfE3Kr3Cw$JkqLWN30T5EG84bov-A9KdGX_SRaCRGKzJhQFFafxCE'

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const target = stored || DUMMY_HASH
  const [scheme, n, r, p, salt, hash] = target.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keyLength: Buffer.from(hash, 'base64url').length,
  })
  return timingSafeEqual(key, Buffer.from(hash, 'base64url')) && Boolean(stored)
}
