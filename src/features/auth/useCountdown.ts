import { useCallback, useEffect, useState } from 'react'

/** Spec section 9: the SMS button counts down 60 s, ticking every 1000 ms. */
export const SMS_COUNTDOWN_SECONDS = 60
export const COUNTDOWN_TICK_MS = 1000

/**
 * Whole seconds left of a `total`-second countdown started at `startedAt` (ms). Computed from
 * the clock rather than by counting ticks, so a throttled background tab still ends on time.
 */
export function remainingSeconds(startedAt: number, now: number, total: number): number {
  const elapsed = Math.floor(Math.max(0, now - startedAt) / 1000)
  return Math.max(0, total - elapsed)
}

export type Countdown = {
  /** Seconds left; 0 when not running. */
  remaining: number
  /** True once a countdown has run (the button then says "resend"). */
  started: boolean
  /** Starts over from `seconds` (default: the hook's total), e.g. a 429's Retry-After. */
  start(seconds?: number): void
  reset(): void
}

export function useCountdown(total = SMS_COUNTDOWN_SECONDS, tickMs = COUNTDOWN_TICK_MS): Countdown {
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [length, setLength] = useState(total)
  const [remaining, setRemaining] = useState(0)

  useEffect(() => {
    if (startedAt === null) return
    const timer = window.setInterval(() => {
      const left = remainingSeconds(startedAt, Date.now(), length)
      setRemaining(left)
      if (left === 0) window.clearInterval(timer)
    }, tickMs)
    return () => window.clearInterval(timer)
  }, [startedAt, length, tickMs])

  const start = useCallback(
    (seconds: number = total) => {
      const whole = Math.max(0, Math.ceil(seconds))
      setStartedAt(Date.now())
      setLength(whole)
      setRemaining(whole)
    },
    [total],
  )
  const reset = useCallback(() => {
    setStartedAt(null)
    setRemaining(0)
  }, [])

  return { remaining, started: startedAt !== null, start, reset }
}
