/**
 * Content pages load Next's runtime (React, the router, the page's code: ~150 KB gzipped) only
 * when a visitor first needs it, not with the page. Their HTML is complete and readable without
 * it, and plain links navigate without it. `public/runtime-boot.js` (about 1 KB gzipped) starts
 * it on the first interaction (pointer, key, touch, focus, scroll), at once for a logged-in visitor (the
 * session check of spec section 4) or a URL with a query (campaign data, link parameters), and
 * when the registration popup becomes due. Clicks on buttons and sheet links and a language
 * choice made before React runs are held and replayed once it has hydrated the page, so nothing
 * is lost. Forms work the same way: a submit (Enter or the button) waits for the runtime, and
 * what was typed before it ran is taken over by the fields as React hydrates them (auth
 * `Field`). A form must be built from such fields to live on an on-demand page.
 *
 * The boot script is plain JavaScript served from public/ (no build step); the names it shares
 * with the app are below and a unit test checks that it uses the same ones.
 */

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
 * Pages that need the runtime from the start: pages whose content the browser fetches or that act
 * at once (the account and its shops, the confirmations, the WeChat callback and its local
 * simulator), and error pages that Next renders outside the usual flow.
 */
const RUNTIME_UP_FRONT = new Set(['/account', '/moreShopAuthorize', '/success', '/oauth', '/oauth/wechat-scan', '/_error', '/500'])

export function loadsRuntimeOnDemand(page: string): boolean {
  return !RUNTIME_UP_FRONT.has(page)
}
