import { defineConfig } from '@playwright/test'

import { CHROMIUM_PATH, PERSON_ARGS, PERSON_USER_AGENT } from './scripts/lib/chromium'

const PORT = Number(process.env.PORT || 3100)

/**
 * E2E against a production build (`next build` first) in Debian's Chromium: never a downloaded
 * browser. The database and env come from scripts/test-db.ts.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    // The registration popup opens on a visitor's first click (spec section 4); tests of other
    // features start as visitors who saw it today. tests/e2e/portal.spec.ts clears it.
    storageState: {
      cookies: [
        { name: 'registeredPopup', value: '1', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
    trace: 'retain-on-failure',
    // A person's browser (scripts/lib/chromium.ts): codes and logins refuse automation.
    userAgent: PERSON_USER_AGENT,
    launchOptions: { executablePath: CHROMIUM_PATH, args: PERSON_ARGS },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `node_modules/.bin/next start -p ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The local SMS provider's inbox lets the tests read the codes "sent".
    // TRUST_PROXY: the tests' API clients (tests/helpers/user-client.ts) each send as their own
    // address, so the per-address SMS and signal budgets count them apart; the browser has none.
    env: { NODE_ENV: 'production', PORT: String(PORT), LOCAL_SMS_INBOX: 'true', TRUST_PROXY: 'true' },
  },
})
