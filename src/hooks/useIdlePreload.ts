import { useEffect } from 'react'

/**
 * Loads a dialog's code when the browser is next idle after the page has hydrated, so the first
 * time a visitor opens it nothing is downloaded or evaluated between the click and the dialog.
 * `load` must be stable (a module-level function).
 */
export function useIdlePreload(load: () => unknown, enabled = true): void {
  useEffect(() => {
    if (!enabled) return
    const run = () => void load()
    // Safari before 18 has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 1000)
      return () => clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(run, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }, [load, enabled])
}
