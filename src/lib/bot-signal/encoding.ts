/** base64url and the signal's random id: small enough for every page that has a form. */

export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** 16 characters of [A-Za-z0-9_-] from the CSPRNG. */
export function randomSignalId(): string {
  return toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(12)))
}
