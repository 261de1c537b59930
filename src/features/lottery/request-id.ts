/** The request id of one press of Draw (8-64 of [A-Za-z0-9_-]): a retry of the same press sends it again, so it stays one draw. */
const VALID = /^[A-Za-z0-9_-]{8,64}$/

export function isRequestId(value: string): boolean {
  return VALID.test(value)
}

export function newRequestId(random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID()
  const bytes = random.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
