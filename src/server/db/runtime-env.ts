/**
 * Environment for every process this project starts (server, build, tests): loads .env,
 * makes sure PAYLOAD_SECRET exists (generated once into the data dir for local runs), and
 * provides DATABASE_URL, starting the embedded PostgreSQL when none is configured.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded'
import { SYSTEM_IDENTIFIER_ENV } from './server-identity'

export const DATA_DIR = path.resolve(process.env.DATA_DIR || 'data')

export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file)
}

/** A secret that survives restarts (sessions and revalidation depend on it) but never enters git. */
export function ensurePayloadSecret(): void {
  if (process.env.PAYLOAD_SECRET) return
  const file = path.join(DATA_DIR, '.payload-secret')
  if (!existsSync(file)) {
    mkdirSync(DATA_DIR, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}

/** Uses DATABASE_URL when set; otherwise starts the embedded PostgreSQL and sets it. */
export async function ensureDatabase(log: (line: string) => void): Promise<EmbeddedDatabase | null> {
  if (process.env.DATABASE_URL) return null
  const db = await startEmbeddedPostgres({
    dataDir: process.env.EMBEDDED_PG_DIR || path.join(DATA_DIR, 'postgres'),
    port: Number(process.env.EMBEDDED_PG_PORT || 54329),
    database: process.env.EMBEDDED_PG_DATABASE || 'ddqbt',
  })
  process.env.DATABASE_URL = db.url
  // Every connection of the app checks it reached this cluster (src/server/db/pool.ts).
  process.env[SYSTEM_IDENTIFIER_ENV] = db.systemIdentifier
  // The quickstart's own database: local SMS and captcha providers are expected here.
  process.env.EMBEDDED_DATABASE = 'true'
  log(`Embedded PostgreSQL running on 127.0.0.1:${db.port}`)
  return db
}
