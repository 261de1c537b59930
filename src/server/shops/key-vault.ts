/**
 * Ozon API keys at rest: AES-256-GCM with a key from the environment (SHOP_KEYS_SECRET, 32 bytes
 * in base64 or hex). Each value carries the id of the key that sealed it, so a missing or changed
 * key is reported as such instead of as garbage. Without SHOP_KEYS_SECRET (the quickstart), the key
 * is derived from PAYLOAD_SECRET; with an operator's database shops cannot be added without one.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import { localProvidersAllowed } from '@/server/providers/startup-check'
import { serviceKey } from '@/server/platform/crypto'

type Env = Record<string, string | undefined>

export class VaultError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'VaultError'
  }
}

/**
 * The 32-byte key: SHOP_KEYS_SECRET when set (and then exactly 32 bytes); else, where local
 * providers are allowed (embedded database, demos), derived from PAYLOAD_SECRET; else none.
 */
export function vaultKey(env: Env = process.env): Buffer {
  const configured = env.SHOP_KEYS_SECRET?.trim()
  if (!configured) {
    if (!localProvidersAllowed(env)) throw new VaultError('SHOP_KEYS_SECRET is not set')
    return serviceKey('shop-api-keys', env.PAYLOAD_SECRET)
  }
  const key = /^[0-9a-fA-F]{64}$/.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64')
  if (key.length !== 32) throw new VaultError('SHOP_KEYS_SECRET must be 32 bytes, in base64 (44 characters) or hex (64 characters).')
  return key
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8)

/** `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url). */
export function seal(plaintext: string, key: Buffer = vaultKey()): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return ['v1', keyId(key), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.')
}

export function open(sealed: string, key: Buffer = vaultKey()): string {
  const [version, id, iv, tag, ciphertext] = sealed.split('.')
  if (version !== 'v1' || !id || !iv || !tag || ciphertext === undefined) throw new VaultError('not a sealed value')
  if (id !== keyId(key)) throw new VaultError('sealed with another key (SHOP_KEYS_SECRET changed?)')
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    throw new VaultError('sealed value was altered')
  }
}
