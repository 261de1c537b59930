/**
 * Values kept secret at rest (an Ozon API key, a lottery's seed): AES-256-GCM under a 32-byte key.
 * Each value carries the id of the key that sealed it, so a missing or changed key is reported as
 * such instead of as garbage.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

export class SealError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SealError'
  }
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8)

/** `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url). */
export function seal(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return ['v1', keyId(key), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.')
}

export function open(sealed: string, key: Buffer): string {
  const [version, id, iv, tag, ciphertext] = sealed.split('.')
  if (version !== 'v1' || !id || !iv || !tag || ciphertext === undefined) throw new SealError('not a sealed value')
  if (id !== keyId(key)) throw new SealError('sealed with another key (was its secret changed?)')
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    throw new SealError('sealed value was altered')
  }
}
