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
