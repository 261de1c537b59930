/**
 * Ozon API keys at rest: sealed (src/server/platform/sealed.ts) with a key from the environment
 * (SHOP_KEYS_SECRET, 32 bytes in base64 or hex). Without SHOP_KEYS_SECRET (the quickstart), the key
 * is derived from PAYLOAD_SECRET; with an operator's database shops cannot be added without one.
 */
import { localProvidersAllowed } from '@/server/providers/startup-check'
import { serviceKey } from '@/server/platform/crypto'
import { open as openWith, seal as sealWith, SealError } from '@/server/platform/sealed'

type Env = Record<string, string | undefined>

/** A key missing or malformed, or a value that cannot be opened. */
export { SealError as VaultError }

/**
 * The 32-byte key: SHOP_KEYS_SECRET when set (and then exactly 32 bytes); else, where local
 * providers are allowed (embedded database, demos), derived from PAYLOAD_SECRET; else none.
 */
export function vaultKey(env: Env = process.env): Buffer {
  const configured = env.SHOP_KEYS_SECRET?.trim()
  if (!configured) {
    if (!localProvidersAllowed(env)) throw new SealError('SHOP_KEYS_SECRET is not set')
    return serviceKey('shop-api-keys', env.PAYLOAD_SECRET)
  }
  const key = /^[0-9a-fA-F]{64}$/.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64')
  if (key.length !== 32) throw new SealError('SHOP_KEYS_SECRET must be 32 bytes, in base64 (44 characters) or hex (64 characters).')
  return key
}

/** An API key sealed for storage (src/server/platform/sealed.ts). */
export const seal = (plaintext: string, key: Buffer = vaultKey()) => sealWith(plaintext, key)

export const open = (sealed: string, key: Buffer = vaultKey()) => openWith(sealed, key)
