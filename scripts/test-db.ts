/**
 * The database-facing tests: integration (Payload local API), production build, HTTP tests
 * against production servers, and Playwright e2e in the system Chromium.
 *
 * Without DATABASE_URL they run on a fresh embedded PostgreSQL under .tmp/test-data (removed
 * first); with DATABASE_URL they run on that database, which must be a fresh scratch database
 * (its role needs CREATEDB: one test makes an empty database of its own).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

// Fresh every run: the embedded cluster, uploaded media and the generated secret.
const testData = path.resolve('.tmp/test-data')
rmSync(testData, { recursive: true, force: true })

/** Variable names documented in .env.example (commented-out ones included). */
function envExampleNames(): string[] {
  return [...readFileSync('.env.example', 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] as string)
}

const env = {
  ...process.env,
  DATA_DIR: testData,
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT || '54339',
  MEDIA_DIR: path.join(testData, 'media'),
  SEED_ADMIN_EMAIL: 'admin@test.local',
  SEED_ADMIN_PASSWORD: 'Test-admin-pass-1',
  PORT: '3100',
  SITE_URL: 'http://localhost:3100',
  NEXT_TELEMETRY_DISABLED: '1',
  // Pinned so a developer's .env (loaded by with-db) cannot change what the tests expect:
  // the local providers (the tests read the local SMS inbox; an empty value counts as unset), the
  // default cookie, proxy and cache rules.
  ...Object.fromEntries(envExampleNames().filter((name) => name.startsWith('TENCENT_')).map((name) => [name, ''])),
  // Media on disk (tests/int/s3-media.test.ts starts its own S3 store).
  ...Object.fromEntries(envExampleNames().filter((name) => name.startsWith('S3_')).map((name) => [name, ''])),
  COOKIE_SECURE: '',
  TRUST_PROXY: '',
  // The disk page cache, as a single instance runs (the shared-cache test starts its own Redis).
  REDIS_URL: '',
  ISR_REVALIDATE_SECONDS: '',
  CMS_TIMEOUT_MS: '',
  // The tests read the local SMS inbox, also when DATABASE_URL points at CI's PostgreSQL.
  ALLOW_LOCAL_PROVIDERS: 'true',
  // The dev inbox, whichever database: with-db turns it on only for the embedded one.
  LOCAL_SMS_INBOX: 'true',
}

const steps = ['vitest run --project int', 'next build --webpack', 'vitest run --project http', 'playwright test'].join(' && ')

const result = spawnSync('tsx', ['scripts/with-db.ts', '--', 'sh', '-c', steps], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
