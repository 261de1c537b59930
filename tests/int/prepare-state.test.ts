/**
 * A restart of an up-to-date database must not load Payload (security finding L4: a restart
 * under load sat more than 90 s in the import of the Payload config), and anything not up to date
 * must still be migrated and seeded. Runs under scripts/with-db.ts (DATABASE_URL set, database
 * migrated and seeded).
 */
import { spawn } from 'node:child_process'
import net from 'node:net'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { committedMigrationNames, pendingPreparation, SEED_STATE_KEY, seedFingerprint } from '@/server/db/prepare-state'

const connectionString = process.env.DATABASE_URL as string
const scratchDatabase = `prepare_state_${process.pid}`
const client = new pg.Client({ connectionString })

beforeAll(async () => {
  await client.connect()
})
afterAll(async () => {
  await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(scratchDatabase)}`)
  await client.end()
})

/** scripts/with-db.ts against this database (no embedded server of its own); its output and exit code. */
function withDb(args: string[]): Promise<{ code: number | null; output: string; ms: number }> {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/with-db.ts', ...args], {
    env: { ...process.env, DATABASE_URL: connectionString, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output, ms: performance.now() - started })))
}

/** A port nothing listens on (the moment after). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const recordedSeed = async () =>
  (await client.query<{ data: { fingerprint: string } }>('SELECT data FROM payload_kv WHERE key = $1', [SEED_STATE_KEY])).rows[0]?.data.fingerprint

describe('whether the database needs preparing', () => {
  it('nothing, once every committed migration is applied and this seed ran', async () => {
    expect(await recordedSeed()).toBe(seedFingerprint())
    expect(await pendingPreparation({ connectionString, seed: true })).toBeNull()
    expect(await pendingPreparation({ connectionString, seed: false })).toBeNull()
  })

  it('a committed migration the database has not run', async () => {
    const committed = [...(committedMigrationNames() ?? []), '29991231_000000_not_applied_yet']
    expect(await pendingPreparation({ connectionString, seed: true, committed })).toBe('1 migration to apply (29991231_000000_not_applied_yet)')
    expect(await pendingPreparation({ connectionString, seed: false, committed })).toMatch(/^1 migration to apply/)
  })

  it('the seed, when its files changed since it ran (not with --no-seed)', async () => {
    expect(await pendingPreparation({ connectionString, seed: true, fingerprint: 'changed' })).toBe('the seed changed since it last ran')
    expect(await pendingPreparation({ connectionString, seed: false, fingerprint: 'changed' })).toBeNull()
  })

  it('everything, on a new database', async () => {
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(scratchDatabase)}`)
    const url = new URL(connectionString)
    url.pathname = `/${scratchDatabase}`
    expect(await pendingPreparation({ connectionString: url.toString(), seed: false })).toBe('the database has no migrations yet')
  })

  it('a database that does not answer counts as to do (Payload then reports it), and fast', async () => {
    const url = new URL(connectionString)
    url.port = String(await freePort())
    const started = performance.now()
    expect(await pendingPreparation({ connectionString: url.toString(), seed: true, timeoutMs: 2_000 })).toMatch(/^the database could not be checked/)
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})

describe('scripts/with-db.ts', () => {
  it('starts the command without loading Payload when the database is up to date', async () => {
    const run = await withDb(['--', process.execPath, '-e', 'console.log("command ran")'])
    expect(run.output).toContain('Payload not loaded')
    expect(run.output).not.toContain('loading Payload')
    expect(run.output).toContain('command ran')
    expect(run.code).toBe(0)
  })

  it('loads Payload and seeds when the recorded seed is not this one, then records it', async () => {
    await client.query('UPDATE payload_kv SET data = $2 WHERE key = $1', [SEED_STATE_KEY, { fingerprint: 'an older seed', seededAt: new Date(0).toISOString() }])
    const run = await withDb(['--', process.execPath, '-e', 'console.log("command ran")'])
    expect(run.output).toContain('the seed changed since it last ran: loading Payload to migrate and seed')
    expect(run.output).toContain('command ran')
    expect(run.code).toBe(0)
    expect(await recordedSeed()).toBe(seedFingerprint())
  }, 300_000)

  it('--no-prepare checks nothing; without a command the migrations and the seed always run', async () => {
    const skipped = await withDb(['--no-prepare', '--', process.execPath, '-e', ''])
    expect(skipped.output).not.toMatch(/Payload not loaded|loading Payload/)
    const seedOnly = await withDb([])
    expect(seedOnly.output).toContain('asked to migrate and seed: loading Payload')
    expect(seedOnly.code).toBe(0)
  }, 300_000)
})
