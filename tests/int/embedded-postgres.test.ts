import { spawn } from 'node:child_process'
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { CREDENTIALS_FILE, dataDirIdentifier, findFreePort, isRunning, startEmbeddedPostgres } from '@/server/db/embedded'
import { GuardedPool, poolConfig } from '@/server/db/pool'
import { WrongDatabaseError } from '@/server/db/server-identity'
import { isDatabaseUnavailable } from '@/server/db/unavailable'

// Not mkdtemp: its 0700 folder would keep out the unprivileged user postgres runs as under root.
const base = path.join(os.tmpdir(), `embedded-pg-test-${process.pid}-${Date.now()}`)
const dataDir = path.join(base, 'data')

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

/** No process can have a pid above the kernel's pid_max: a pid file naming one is surely stale. */
function impossiblePid(): number {
  try {
    return Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8').trim()) + 1
  } catch {
    return 4_194_305
  }
}

/** Starts the database in a child process and SIGKILLs the child, leaving postgres orphaned. */
async function startAndKillApp(port: number): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/start-embedded.ts', dataDir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const ready = out.split('\n').find((l) => l.includes('"ready"'))
      if (ready) resolve(ready)
    })
    child.on('exit', (code) => reject(new Error(`child exited with ${code}: ${out}`)))
  })
  const { pid, url } = JSON.parse(line) as { pid: number; url: string }
  await query(url, "CREATE TABLE IF NOT EXISTS survivors (name text); INSERT INTO survivors VALUES ('kept')")
  child.kill('SIGKILL')
  await new Promise((resolve) => child.once('exit', resolve))
  return pid
}

describe('embedded PostgreSQL', () => {
  afterAll(() => rmSync(base, { recursive: true, force: true }))

  it('starts again after the app was killed, stopping the orphaned server and keeping the data', async () => {
    const port = await findFreePort()
    const orphan = await startAndKillApp(port)
    expect(isRunning(orphan)).toBe(true)

    const db = await startEmbeddedPostgres({ dataDir, port, database: 'app' })
    try {
      expect(isRunning(orphan)).toBe(false)
      expect(await query(db.url, 'SELECT name FROM survivors')).toEqual([{ name: 'kept' }])
    } finally {
      await db.stop()
    }
  })

  it('starts with a stale postmaster.pid whose process is gone', async () => {
    writeFileSync(path.join(dataDir, 'postmaster.pid'), `${impossiblePid()}\n/nonexistent\n`)
    const db = await startEmbeddedPostgres({ dataDir, port: await findFreePort(), database: 'app' })
    try {
      expect(await query(db.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }])
    } finally {
      await db.stop()
    }
  })

  it('moves to a free port when its port is taken by another program', async () => {
    const blocker = net.createServer()
    const port = await findFreePort()
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve))
    try {
      const db = await startEmbeddedPostgres({ dataDir, port, database: 'app' })
      try {
        expect(db.port).not.toBe(port)
        expect(await query(db.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }])
      } finally {
        await db.stop()
      }
    } finally {
      blocker.close()
    }
  })

  it('keeps a generated password and the cluster identifier with the data, readable by its owner only', async () => {
    const db = await startEmbeddedPostgres({ dataDir, port: await findFreePort(), database: 'app' })
    try {
      const file = path.join(dataDir, CREDENTIALS_FILE)
      expect(statSync(file).mode & 0o777).toBe(0o600)
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { password: string; systemIdentifier: string }
      expect(saved.password).toMatch(/^[\w-]{24,}$/)
      expect(saved.systemIdentifier).toBe(db.systemIdentifier)
      // What the server reports is what its data dir's pg_control records.
      expect(await dataDirIdentifier(dataDir)).toBe(db.systemIdentifier)
      expect(db.url).toContain(encodeURIComponent(saved.password))
      // The well-known password of before opens nothing.
      await expect(query(`postgres://postgres:postgres@127.0.0.1:${db.port}/app`, 'SELECT 1')).rejects.toThrow(/password authentication failed/)
    } finally {
      await db.stop()
    }
  })

  it('gives a data dir made with the old well-known password a generated one', async () => {
    const legacyDir = path.join(base, 'legacy')
    const first = await startEmbeddedPostgres({ dataDir: legacyDir, port: await findFreePort(), database: 'app' })
    await query(first.url, "ALTER ROLE postgres PASSWORD 'postgres'")
    await first.stop()
    rmSync(path.join(legacyDir, CREDENTIALS_FILE))

    const again = await startEmbeddedPostgres({ dataDir: legacyDir, port: await findFreePort(), database: 'app' })
    try {
      expect(await query(again.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }])
      await expect(query(`postgres://postgres:postgres@127.0.0.1:${again.port}/app`, 'SELECT 1')).rejects.toThrow(/password authentication failed/)
      expect(again.systemIdentifier).toBe(first.systemIdentifier)
    } finally {
      await again.stop()
    }
  })
})

describe('another checkout\'s database on this checkout\'s port', () => {
  afterAll(() => rmSync(base, { recursive: true, force: true }))

  it('is refused by the app: nothing is written into it', async () => {
    const port = await findFreePort()
    const mine = await startEmbeddedPostgres({ dataDir: path.join(base, 'checkout-a'), port, database: 'app' })
    // The app's pool, made as payload.config.ts makes it (with-db sets these two variables).
    const appPool = new GuardedPool(poolConfig({ max: 2 }, { DATABASE_URL: mine.url, DATABASE_SYSTEM_IDENTIFIER: mine.systemIdentifier }))
    try {
      await appPool.query('CREATE TABLE registrations (phone text)')
      // This checkout's server stops; another checkout's starts and takes the port.
      await mine.stop()
      const theirs = await startEmbeddedPostgres({ dataDir: path.join(base, 'checkout-b'), port, database: 'app' })
      try {
        expect(theirs.port).toBe(port)
        // The other checkout has the same schema (same code).
        await query(theirs.url, 'CREATE TABLE registrations (phone text)')
        const refused = await appPool.query("INSERT INTO registrations VALUES ('13800138000')").catch((error: unknown) => error)
        expect(refused).toBeInstanceOf(Error)
        // Answered by the services as 503 "try again", not as a wrong message.
        expect(isDatabaseUnavailable(refused)).toBe(true)

        // A server that accepted the app's credentials (as every checkout's did when the password
        // was the same well-known one) is refused by its cluster identifier, on every new connection.
        const sameCredentials = new GuardedPool(poolConfig({ max: 1 }, { DATABASE_URL: theirs.url, DATABASE_SYSTEM_IDENTIFIER: mine.systemIdentifier }))
        try {
          const wrong = await sameCredentials.query("INSERT INTO registrations VALUES ('13800138000')").catch((error: unknown) => error)
          expect(wrong).toBeInstanceOf(WrongDatabaseError)
          expect(isDatabaseUnavailable(wrong)).toBe(true)
          await expect(sameCredentials.query('SELECT 1')).rejects.toThrow(WrongDatabaseError)
        } finally {
          await sameCredentials.end()
        }
        expect(await query(theirs.url, 'SELECT count(*)::int AS rows FROM registrations')).toEqual([{ rows: 0 }])
      } finally {
        await theirs.stop()
      }
    } finally {
      await appPool.end()
    }
  })
})
