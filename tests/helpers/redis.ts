import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createClient } from 'redis'

import { portOpen } from './server'

/** Debian's redis-server (`apt-get install redis-server`; .ci/run installs it), or REDIS_SERVER_BIN. */
export function findRedisServer(): string | null {
  const candidates = [process.env.REDIS_SERVER_BIN, '/usr/bin/redis-server', '/usr/local/bin/redis-server'].filter(Boolean) as string[]
  return candidates.find((candidate) => existsSync(candidate)) ?? null
}

export const REDIS_MISSING = 'redis-server not found: install it with `sudo apt-get install redis-server` (or set REDIS_SERVER_BIN).'

export type RunningRedis = { url: string; process: ChildProcess; stop: () => Promise<void> }

/** A throwaway redis-server on `port`: nothing saved to disk, gone when stopped. */
export async function startRedis(port: number): Promise<RunningRedis> {
  const binary = findRedisServer()
  if (!binary) throw new Error(REDIS_MISSING)
  if (await portOpen(port)) throw new Error(`port ${port} is already in use: stop the server listening there`)
  let output = ''
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 10_000
  while (!(await portOpen(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${output}`)
    if (Date.now() > deadline) throw new Error(`redis-server did not open port ${port}: ${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}


/** A client of the test's own, to look at what the instances stored. */
export async function redisClient(server: RunningRedis) {
  const client = createClient({ url: server.url })
  client.on('error', () => {})
  await client.connect()
  return client
}

type RedisClient = Awaited<ReturnType<typeof redisClient>>

/** The Redis keys of a build's page cache entries for a localized path (Next's keys end in `/$/<locale><path>`). */
export async function pageCacheKeys(client: RedisClient, buildId: string, localizedPath: string): Promise<string[]> {
  const keys = await client.keys(`page-cache:${buildId}:*`)
  return keys.filter((key) => key.endsWith(`/$${localizedPath}`))
}

/** When the build's entry for a localized path was stored (0: none). */
export async function pageStoredAt(client: RedisClient, buildId: string, localizedPath: string): Promise<number> {
  const [key] = await pageCacheKeys(client, buildId, localizedPath)
  return key ? (JSON.parse((await client.get(key)) ?? '{}').lastModified ?? 0) : 0
}
