/**
 * npm run bench: the zh home page served by `next start` (ISR, from the current build) next to
 * nginx serving the very same HTML, measured with autocannon in one run; then a burst of 200
 * concurrent password logins against the same server (p50/p99, busy answers, 5xx).
 * Needs a build (`npm run build`) and Debian's nginx (`apt-get install nginx-light`).
 */
import autocannon from 'autocannon'
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ensureDatabase, ensurePayloadSecret, loadDotEnv } from '../src/server/db/runtime-env'
import { freshPhone } from '../tests/helpers/fixtures'
import { SellerClient } from '../tests/helpers/user-client'

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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** 200 password logins at once (unknown phones: the same hashing work), spread over 4 addresses. */
async function loginBurst(baseUrl: string, count = 200) {
  const clients = Array.from({ length: 4 }, () => new SellerClient(baseUrl))
  const requests = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const client = clients[i % clients.length] as SellerClient
      const captcha = await client.solveCaptcha()
      const body = { action: 'accountLoginV2', data: { account: freshPhone(), password: 'wrong123', code: captcha.ticket, randstr: captcha.randstr } }
      return { client, body }
    }),
  )
  const started = Date.now()
  const answers = await Promise.all(
    requests.map(async ({ client, body }) => {
      const answer = await client.call('POST', '/user/loginQbt3AccountV2', body).catch(() => ({ status: 0 }))
      return { status: answer.status, ms: Date.now() - started }
    }),
  )
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  return {
    logins: count,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    checked: answers.filter((answer) => answer.status === 400).length,
    busy429: answers.filter((answer) => answer.status === 429).length,
    failed: answers.filter((answer) => answer.status >= 500 || answer.status === 0).length,
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
      // TRUST_PROXY: the login burst's clients come from several addresses (per-IP limits).
      env: { ...process.env, NODE_ENV: 'production', PORT: String(NEXT_PORT), TRUST_PROXY: 'true' },
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
    const burst = await loginBurst(`http://127.0.0.1:${NEXT_PORT}`)
    console.log('\n200 concurrent password logins (client timeout 10 s):')
    console.table([burst])
    writeFileSync(
      path.join(OUT, 'home.json'),
      JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_S, results, ratio, loginBurst: burst }, null, 2),
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
