/**
 * When a page starts Next's runtime (React, the router, the page's code: ~150 KB gzipped): the one
 * place that decides it (docs/decisions/0001-runtime-start.md has the measurements).
 *
 * `RUNTIME_START=idle` (the default): the page's HTML is complete and readable without the
 * runtime, so its scripts wait in a `<template>` until the page has loaded and the browser is idle
 * (or the visitor interacts first, or the page needs it at once: a logged-in visitor's session
 * check, a URL with a query). Then `public/runtime-boot.js` (about 1 KB gzipped) starts them.
 * The first paint and the largest content never wait for the runtime's download or evaluation,
 * and the runtime is up well before a first click: no page waits for a touch. A click on a button
 * or sheet link made in the short time before React runs is held and replayed once it has
 * hydrated (with the spinner of spec section 9), so nothing is lost; typed text is taken over by
 * the auth `Field`s.
 *
 * `RUNTIME_START=page`: Next's own loading (its deferred scripts with the page), the switch to
 * turn the above off. Read when pages are rendered, so set it for `next build` and `next start`.
 *
 * Either way, React hydrates the layouts' content in `HydrateLater` boundaries after the top bar,
 * in short slices, and hydrates a boundary at once when the visitor clicks into it.
 *
 * The boot script is plain JavaScript served from public/ (no build step); the names it shares
 * with the app are below and a unit test checks that it uses the same ones.
 */

export type RuntimeStart = 'idle' | 'page'

export function runtimeStart(value = process.env.RUNTIME_START): RuntimeStart {
  return value === 'page' ? 'page' : 'idle'
}

/** The `<template>` that holds the page's Next scripts until the runtime starts. */
export const RUNTIME_TEMPLATE_ID = '__next_runtime'
export const RUNTIME_BOOT_SCRIPT = '/runtime-boot.js'
/** Dispatched on window by _app once React has hydrated the page. */
export const RUNTIME_READY_EVENT = 'site:runtime-ready'
/** sessionStorage: a visitor clicked before the runtime ran (the registration popup's "first click"). */
export const CLICKED_BEFORE_RUNTIME_KEY = 'site:clicked'
/**
 * Spec section 9's spinner timeout: a spinner shows that something is on its way, never for
 * longer than this. The boot script shows one (attribute below on `<html>`, drawn by
 * globals.scss) while a click waits for the runtime; `OnDemandFallback` while a dialog's code loads.
 */
export const SPINNER_TIMEOUT_MS = 1500
export const RUNTIME_PENDING_ATTRIBUTE = 'data-runtime-pending'

/**
 * Pages that load the runtime with the page whatever the switch says: pages whose content the
 * browser fetches or that act at once (the account and its shops, the confirmations, the WeChat
 * callback and its local simulator), and error pages that Next renders outside the usual flow.
 */
const RUNTIME_WITH_PAGE = new Set(['/account', '/moreShopAuthorize', '/success', '/oauth', '/oauth/wechat-scan', '/_error', '/500'])

/** Whether a page's scripts wait for the boot script (only in production: `next dev` needs them for fast refresh). */
export function startsRuntimeAtIdle(page: string, start: RuntimeStart = runtimeStart()): boolean {
  return start === 'idle' && !RUNTIME_WITH_PAGE.has(page)
}
