/**
 * Debian's Chromium as every browser run here starts it (Playwright's e2e tests, Lighthouse in the
 * bench). The flags are what the env notes list for this machine: no sandbox (root), no GPU, and
 * no background networking (the closed network refuses those connections, many at a time).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The e2e suite's browser as a person's: the site refuses SMS codes and logins from a browser that
 * says a program drives it (src/server/bot-signal/), so the features' tests hide the WebDriver flag
 * and the headless user agent; tests/e2e/bot-signal.spec.ts shows both ways.
 */
export const PERSON_ARGS = [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled']
export const PERSON_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36'
