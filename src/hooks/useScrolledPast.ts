import { useEffect, useState } from 'react'

/**
 * True once the page is scrolled more than `threshold` px. Checking starts after `delayMs`
 * (spec: the top bar starts watching scroll after 1 s). Disabled: always false.
 */
export function useScrolledPast(threshold: number, delayMs: number, enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const update = () => setScrolled(window.scrollY > threshold)
    const timer = window.setTimeout(() => {
      update()
      window.addEventListener('scroll', update, { passive: true })
    }, delayMs)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('scroll', update)
    }
  }, [threshold, delayMs, enabled])
  return enabled && scrolled
}
