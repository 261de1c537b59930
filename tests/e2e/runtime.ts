/**
 * Content pages start Next's runtime at idle after load (src/lib/runtime-loading.ts): helpers for tests
 * that need to know whether it runs, or need it running.
 */
import { expect, type Page, type Route } from '@playwright/test'

declare global {
  interface Window {
    next?: { router?: unknown }
  }
}

/** Next's pages router is up: every script the page needs has run. */
export const runtimeUp = (page: Page) => page.evaluate(() => Boolean(window.next?.router))

/** A key press (harmless anywhere) starts the runtime of a content page; waits until it runs. */
export async function startRuntime(page: Page, message?: string) {
  await page.keyboard.press('Shift')
  await expect.poll(() => runtimeUp(page), { message }).toBe(true)
}

/** Holds Next's scripts (the runtime stays off) until the returned `release()`. */
export async function holdRuntime(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route('**/_next/static/chunks/**', (route) => (released ? route.continue() : void held.push(route)))
  return async () => {
    released = true
    for (const route of held.splice(0)) await route.continue()
  }
}
