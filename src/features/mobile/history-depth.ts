/**
 * How many pages of this site lie behind the current one in this tab's history, for the mobile
 * back button (history back, or /m when the page was the first of the visit). Next's pages router
 * does not number its history entries, so the depth is kept in the entries' state: a page load
 * counts 1 when a page of this site led to it in the same tab, each client-side navigation one
 * more, and going back or forward reads the depth the entry was given.
 */
import Router from 'next/router'

type DepthState = { depth?: unknown } | null

let current = 0
let tracking = false

function stored(): number | undefined {
  const depth = (window.history.state as DepthState)?.depth
  return typeof depth === 'number' ? depth : undefined
}

function store(depth: number) {
  current = depth
  window.history.replaceState({ ...(window.history.state as object | null), depth }, '')
}

function cameFromThisSite(): boolean {
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}

/** Starts keeping the depth (once per page load; later calls do nothing). */
export function trackHistoryDepth(): void {
  if (tracking) return
  tracking = true
  const known = stored()
  if (known !== undefined) current = known
  else store(cameFromThisSite() ? 1 : 0)
  Router.events.on('routeChangeComplete', () => {
    const depth = stored()
    if (depth !== undefined) current = depth
    else store(current + 1)
  })
}

export function hasPreviousPage(): boolean {
  return (stored() ?? current) > 0
}
