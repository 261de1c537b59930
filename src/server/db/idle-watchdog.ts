/**
 * Tells a stalled wait from a slow one by the process's CPU time (all its threads, so also the
 * module loader's): work that is merely slow on a loaded machine still gets its share of a core,
 * a stall uses none. A wall-clock limit cannot tell them apart: long enough for a loaded machine,
 * it also waits that long on a real stall; shorter, it gives up on work that is progressing.
 */
export type IdleWatchdogOptions = {
  /** How long the process may use (next to) no CPU before the wait counts as stalled. */
  idleMs: number
  /** Less CPU than this within idleMs is idle (a timer tick costs microseconds). */
  busyCpuMs?: number
  sampleMs?: number
  what: string
  cpuUsage?: () => NodeJS.CpuUsage
  now?: () => number
}

/** What rejectWhenIdle rejects with on a stall (the promise's own rejections pass through as they are). */
export class StalledError extends Error {
  override name = 'StalledError'
}

export function rejectWhenIdle<T>(promise: Promise<T>, options: IdleWatchdogOptions): Promise<T> {
  const { idleMs, busyCpuMs = 100, sampleMs = Math.min(1_000, idleMs / 4), what } = options
  const cpuUsage = options.cpuUsage ?? (() => process.cpuUsage())
  const now = options.now ?? (() => performance.now())
  const cpuMs = () => {
    const { user, system } = cpuUsage()
    return (user + system) / 1_000
  }
  let windowStart = now()
  let windowCpu = cpuMs()
  let timer: NodeJS.Timeout | undefined
  const stalled = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const cpu = cpuMs()
      if (cpu - windowCpu >= busyCpuMs) {
        windowStart = now()
        windowCpu = cpu
      } else if (now() - windowStart >= idleMs) {
        reject(new StalledError(`${what} used ${Math.round(cpu - windowCpu)} ms of CPU in ${Math.round(now() - windowStart)} ms`))
      }
    }, sampleMs)
  })
  return Promise.race([promise, stalled]).finally(() => clearInterval(timer))
}
