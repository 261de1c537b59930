/** How long a page waits for any CMS read (page data or chrome) before giving up on it. */
export const CMS_TIMEOUT_MS = Number(process.env.CMS_TIMEOUT_MS || 5_000)

/** Rejects when `promise` has not settled within `ms`; the slow work is left to finish on its own. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
