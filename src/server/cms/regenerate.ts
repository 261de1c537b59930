/**
 * Regenerating pages: a few at a time (dozens at once would starve visitors' requests), and
 * site-wide passes coalesced. A header, footer or settings save regenerates every page; saves
 * that arrive while a pass runs ask for one more pass after it, so the last save always wins
 * and two passes never run side by side.
 */
/** Pages regenerated at once (REGENERATE_CONCURRENCY): rendering is CPU-bound, database reads overlap. */
export const REGENERATE_CONCURRENCY = Math.max(1, Number(process.env.REGENERATE_CONCURRENCY) || 4)

/** Regenerates `paths` with at most `concurrency` at a time; returns the paths that failed. */
export async function regenerate(paths: readonly string[], revalidate: (path: string) => Promise<unknown>, concurrency = REGENERATE_CONCURRENCY): Promise<string[]> {
  const queue = [...paths]
  const failed: string[] = []
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const current = path
      await revalidate(current).catch(() => failed.push(current))
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker))
  return failed
}

type Pass = () => Promise<void>

/**
 * One site-wide pass at a time. `request` starts a pass, or, while one runs, schedules exactly
 * one more after it (however many requests came in meanwhile). Resolves when the pass that
 * includes this request is done.
 */
export function createPassCoalescer(run: Pass) {
  let running: Promise<void> | null = null
  let again: Promise<void> | null = null

  const start = (): Promise<void> => {
    running = run()
      .catch(() => {})
      .finally(() => {
        running = null
      })
    return running
  }

  return function request(): Promise<void> {
    if (!running) return start()
    again ??= running.then(() => {
      again = null
      return start()
    })
    return again
  }
}
