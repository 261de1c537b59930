/**
 * npm run start:cached: the production server behind the nginx cache tier, as in Docker. nginx
 * listens on $PORT (3000) and micro-caches public pages; the app (`next start`) runs on
 * $APP_PORT (PORT + 1), reachable only through it. Runs under scripts/with-db.ts (database ready).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { findNginx, newRefreshSecret, NGINX_MISSING, startNginx, writeCacheTierConfig } from './lib/cache-tier'

const port = Number(process.env.PORT || 3000)
const appPort = Number(process.env.APP_PORT || port + 1)

const nginx = findNginx()
if (!nginx) {
  console.error(NGINX_MISSING)
  process.exit(1)
}

const refreshSecret = newRefreshSecret()
// One proxy (nginx) in front: the app takes the client address it appends to X-Forwarded-For. It
// refreshes the pages it regenerates through the tier (CACHE_TIER_URL).
const app = spawn('node_modules/.bin/next', ['start', '-p', String(appPort), '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(appPort),
    TRUST_PROXY: process.env.TRUST_PROXY || 'true',
    CACHE_TIER_URL: `http://127.0.0.1:${port}`,
    CACHE_REFRESH_SECRET: refreshSecret,
    SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
  },
})
const conf = writeCacheTierConfig({ listen: String(port), appUpstream: `127.0.0.1:${appPort}`, root: path.resolve('data/nginx'), refreshSecret })
const cache = startNginx(nginx, conf)
console.log(`[start:cached] nginx cache tier on http://localhost:${port} → next start on 127.0.0.1:${appPort}`)

const children: ChildProcess[] = [app, cache]
let stopping = false
function stopAll(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1))
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
