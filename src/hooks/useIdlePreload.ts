import { useEffect } from 'react'

/**
 * Loads a dialog's code when the browser is next idle after the page has hydrated, so the first
 * time a visitor opens it nothing is downloaded or evaluated between the click and the dialog.
 * Idle, not at once: evaluating it while the page still hydrates delayed a click made then
 * (measured: a 200 ms cap made the first clicks slower, not faster). `load` must be stable.
 */
export function useIdlePreload(load: () => unknown, enabled = true): void {
  useEffect(() => {
    if (!enabled) return
    // A chunk that fails to load here is not the visitor's problem (no reload, no error): the
    // dialog's own loader tries again, with its guard, if it is ever opened.
    const run = () => void Promise.resolve(load()).catch(() => undefined)
    // Safari before 18 has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 1000)
      return () => clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(run, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }, [load, enabled])
}
