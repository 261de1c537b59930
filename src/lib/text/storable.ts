/**
 * Text PostgreSQL cannot store: a NUL character (refused in text columns) or a lone UTF-16
 * surrogate (refused in JSON; silently mangled elsewhere). Input is checked for these at the
 * edge, before anything is spent, so a request with them is a 400, never a 500 halfway through.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value)
}

/** True when any string in a parsed JSON value (keys included) is unstorable. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value)
  if (depth > 32 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1))
  return Object.entries(value).some(([key, item]) => !isStorableText(key) || hasUnstorableText(item, depth + 1))
}
