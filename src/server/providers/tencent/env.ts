export type Env = Readonly<Record<string, string | undefined>>

/** Trimmed value of an environment variable; empty or blank counts as unset. */
export function readEnv(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/**
 * Shared "not configured / partially configured" rule: returns false when none of `triggers` is set,
 * true when everything in `required` is set, and throws an error naming the missing variables otherwise.
 */
export function checkConfigured(env: Env, what: string, triggers: readonly string[], required: readonly string[]): boolean {
  if (!triggers.some((name) => readEnv(env, name))) return false
  const missing = required.filter((name) => !readEnv(env, name))
  if (missing.length > 0) {
    throw new Error(`${what} is partially configured: missing ${missing.join(', ')} (set them all, or unset ${triggers.join(', ')} to disable it)`)
  }
  return true
}

export function requireDigits(env: Env, name: string): string {
  const value = readEnv(env, name) ?? ''
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a numeric ID`)
  return value
}
