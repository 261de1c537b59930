import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'

export type RunningServer = { url: string; process: ChildProcess; output: () => string; stop: () => Promise<void> }

/** Starts `next start` from the current build and resolves as soon as its port accepts connections (cold). */
export async function startProductionServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  // A server left over from an aborted run would answer instead of this one.
  if (await portOpen(port)) throw new Error(`port ${port} is already in use: stop the server listening there`)
  let output = ''
  const child = spawn('node_modules/.bin/next', ['start', '-p', String(port)], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 60_000
  const exited = () => child.exitCode !== null || child.signalCode !== null
  while (!(await portOpen(port)) || exited()) {
    if (exited()) throw new Error(`next start exited: ${output}`)
    if (Date.now() > deadline) throw new Error(`next start did not open port ${port}: ${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        // Already gone (also when a signal ended it: exitCode stays null then).
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export type Answer = { path: string; status: number; ms: number; body: string; error?: string }

/** A request that gives up after `timeoutMs` and reports it instead of throwing. */
export async function timedRequest(url: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<Answer> {
  const started = Date.now()
  const path = new URL(url).pathname
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    const body = await response.text()
    return { path, status: response.status, ms: Date.now() - started, body }
  } catch (error) {
    return { path, status: 0, ms: Date.now() - started, body: '', error: String(error) }
  }
}

export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.SEED_ADMIN_EMAIL, password: process.env.SEED_ADMIN_PASSWORD }),
  })
  // The JWT arrives only in the HttpOnly payload-token cookie (removeTokenFromResponses).
  const token = response.headers
    .getSetCookie()
    .map((cookie) => /^payload-token=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean)
  if (!token) throw new Error(`admin login failed: ${response.status} ${await response.text()}`)
  return token
}

/** A CMS REST call as the admin (JWT); throws with the answer when it is not 2xx. */
export async function cmsAsAdmin<T>(baseUrl: string, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/cms-api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, ...(init.headers ?? {}) },
  })
  const json = (await response.json()) as T
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

/** Polls until `check` passes (pages regenerate in the background after a publish); returns the time it took. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return Date.now() - started
}

/** Stops a child process (nginx, a server) and waits for it to exit; nothing when already gone. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
