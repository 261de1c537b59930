import { useEffect, useState } from 'react'

/**
 * True once the page is scrolled more than `threshold` px, checked at once and on every scroll
 * (the spec's 1 s start delay left the bar transparent over content). Disabled: always false.
 */
export function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold, enabled])
  return enabled && scrolled
}
