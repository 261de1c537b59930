/**
 * Sealing the signal (Web Crypto, in the browser and in Node alike): an ephemeral ECDH P-256 key
 * agreed with the server's public key, HKDF-SHA-256 to an AES-256-GCM key, the call's method and
 * path as associated data. Only the holder of the server's private key can open it
 * (src/server/bot-signal/keys.ts); nothing in it is readable on the way or in a log.
 */
import { fromBase64Url, toBase64Url } from './encoding'
import type { BotSignal, BotSignalKey } from './signal'

export const SEAL_VERSION = 'v1'
export const HKDF_INFO = 'ddqbt-bot-signal/v1'

const encoder = new TextEncoder()

/** Web Crypto, or null where the page is not a secure context (plain http other than localhost). */
export function subtleCrypto(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null
}

/** `v1.<kid>.<ephemeral public key>.<iv>.<ciphertext+tag>` (base64url). */
export async function sealSignal(key: BotSignalKey, signal: BotSignal, binding: string): Promise<string> {
  const subtle = subtleCrypto()
  if (!subtle) throw new Error('Web Crypto is not available (the page is not served over https)')
  const serverKey = await subtle.importKey('raw', fromBase64Url(key.publicKey), { name: 'ECDH', namedCurve: 'P-256' }, false, [])
  const ephemeral = (await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])) as CryptoKeyPair
  const shared = await subtle.deriveBits({ name: 'ECDH', public: serverKey }, ephemeral.privateKey, 256)
  const hkdf = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey'])
  const aes = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(key.kid), info: encoder.encode(HKDF_INFO) },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  )
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(binding) }, aes, encoder.encode(JSON.stringify(signal)))
  const publicRaw = new Uint8Array(await subtle.exportKey('raw', ephemeral.publicKey))
  return [SEAL_VERSION, key.kid, toBase64Url(publicRaw), toBase64Url(iv), toBase64Url(new Uint8Array(ciphertext))].join('.')
}
