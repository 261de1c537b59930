/**
 * npm run bench: the zh home page served by `next start` (ISR, from the current build) next to
 * nginx serving the very same HTML, measured with autocannon in one run.
 * Needs a build (`npm run build`) and Debian's nginx (`apt-get install nginx-light`).
 */
import autocannon from 'autocannon'
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ensureDatabase, ensurePayloadSecret, loadDotEnv } from '../src/server/db/runtime-env'

const NEXT_PORT = 3400
const NGINX_PORT = 3401
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 64)
const DURATION_S = Number(process.env.BENCH_DURATION || 10)
const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx'
const OUT = path.resolve('bench-results')

type Measured = { name: string; requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number }

async function waitForOk(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

async function measure(name: string, url: string): Promise<Measured> {
  await autocannon({ url, connections: 8, duration: 2 }) // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

function stop(child: ChildProcess | undefined) {
  if (child && child.exitCode === null) child.kill('SIGTERM')
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npm run build` first.')
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install nginx-light (or set NGINX_BIN).`)
  loadDotEnv()
  ensurePayloadSecret()
  const db = await ensureDatabase((line) => console.log(line))
  let next: ChildProcess | undefined
  let nginx: ChildProcess | undefined
  try {
    next = spawn('node_modules/.bin/next', ['start', '-p', String(NEXT_PORT)], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(NEXT_PORT) },
      stdio: 'ignore',
    })
    const nextUrl = `http://127.0.0.1:${NEXT_PORT}/`
    await waitForOk(nextUrl)

    const root = path.join(OUT, 'nginx')
    mkdirSync(root, { recursive: true })
    const html = await (await fetch(nextUrl)).text()
    writeFileSync(path.join(root, 'index.html'), html)
    writeFileSync(
      path.join(root, 'nginx.conf'),
      `worker_processes 1;
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    location / { default_type text/html; try_files /index.html =404; }
  }
}
`,
    )
    nginx = spawn(NGINX, ['-c', path.join(root, 'nginx.conf'), '-p', root], { stdio: 'inherit' })
    const nginxUrl = `http://127.0.0.1:${NGINX_PORT}/`
    await waitForOk(nginxUrl)

    const results = [await measure('next start (ISR page /)', nextUrl), await measure('nginx (same HTML)', nginxUrl)]
    const [site, reference] = results as [Measured, Measured]
    const ratio = site.requestsPerSecond / reference.requestsPerSecond
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${html.length} bytes of HTML\n`)
    console.table(results)
    console.log(`ratio next/nginx: ${ratio.toFixed(2)} (target >= 0.50); next p99 ${site.p99} ms (target < 50 ms)`)
    writeFileSync(
      path.join(OUT, 'home.json'),
      JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_S, results, ratio }, null, 2),
    )
  } finally {
    stop(nginx)
    stop(next)
    await db?.stop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
