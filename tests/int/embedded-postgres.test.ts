import { spawn } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { findFreePort, isRunning, startEmbeddedPostgres } from '@/server/db/embedded'

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
})
