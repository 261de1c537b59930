/**
 * The risk header every API request carries (spec section 7). It is a freshness marker that
 * stops naive replays of old requests, not a secret: the browser computes it, so anyone can.
 * A small pure-JS hash keeps it synchronous and available over plain http (no SubtleCrypto).
 */
export const RISK_HEADER = 'x-ddqbt-risk'
export const ANONYMOUS_ID_HEADER = 'x-ddqbt-anonymous-id'
/** Spec section 9: device and server clocks may differ by up to 9 minutes. */
export const CLOCK_SKEW_TOLERANCE_MS = 9 * 60_000

export type RiskCheck = 'ok' | 'missing' | 'malformed' | 'stale'

/** FNV-1a, 32-bit, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0]
}

export function riskToken(timestampMs: number, method: string, path: string): string {
  return fnv1a(`${timestampMs}:${method.toUpperCase()}:${pathOnly(path)}`)
}

/** `${timestampMs}.${token}` */
export function riskHeaderValue(nowMs: number, method: string, path: string): string {
  const timestamp = Math.floor(nowMs)
  return `${timestamp}.${riskToken(timestamp, method, path)}`
}

/** Server side: the default tolerance allows the clock skew plus a minute in flight. */
export function verifyRiskHeader(
  value: string | undefined | null,
  method: string,
  path: string,
  nowMs: number,
  toleranceMs = CLOCK_SKEW_TOLERANCE_MS + 60_000,
): RiskCheck {
  if (!value) return 'missing'
  const match = /^(\d{1,16})\.([0-9a-f]{8})$/.exec(value.trim())
  if (!match) return 'malformed'
  const timestamp = Number(match[1])
  if (riskToken(timestamp, method, path) !== match[2]) return 'malformed'
  return Math.abs(nowMs - timestamp) > toleranceMs ? 'stale' : 'ok'
}
