/**
 * The services' own tables are declared in Drizzle (src/server/db/tables.ts) and joined to
 * Payload's schema, while the migrations in cms/migrations stay what makes them. Two things keep
 * that honest: the declarations describe exactly what the migrations made (else a query could
 * type-check against a column the database lacks), and the newest migration snapshot already
 * holds the whole schema (else the next `migrate:create` would try to create these tables again,
 * which fails on every existing database).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getTableName } from '@payloadcms/db-postgres/drizzle'
import { getPayload, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { serviceTables } from '@/server/db/tables'

const connectionString = process.env.DATABASE_URL as string
const scratchDatabase = `service_tables_${process.pid}`
const names = Object.values(serviceTables).map((table) => getTableName(table))

let payload: Payload
const admin = new pg.Client({ connectionString })

beforeAll(async () => {
  payload = await getPayload({ config })
  await admin.connect()
})
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(scratchDatabase)}`)
  await admin.end()
})

/** Columns, constraints and indexes of the tables, as PostgreSQL describes them. */
async function catalog(client: pg.Client) {
  const columns = await client.query(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
            pg_get_expr(d.adbin, d.adrelid) AS default
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE c.relname = ANY($1) AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY 1, 2`,
    [names],
  )
  const constraints = await client.query(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE conrelid::regclass::text = ANY($1) AND contype <> 'n' ORDER BY 1, 2`,
    [names],
  )
  const indexes = await client.query(`SELECT tablename AS table, indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = ANY($1) ORDER BY 1, 2`, [names])
  return { columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows }
}

it('src/server/db/tables.ts declares the tables exactly as the migrations made them', async () => {
  // A database made from the Drizzle schema alone (Payload's tables and ours), compared with this
  // one, made by the migrations.
  const { generateDrizzleJson, generateMigration } = payload.db.requireDrizzleKit()
  const statements = await generateMigration(payload.db.defaultDrizzleSnapshot, await generateDrizzleJson(payload.db.schema))
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(scratchDatabase)}`)
  const url = new URL(connectionString)
  url.pathname = `/${scratchDatabase}`
  const scratch = new pg.Client({ connectionString: url.toString() })
  await scratch.connect()
  try {
    for (const statement of statements) await scratch.query(statement)
    const fromDrizzle = await catalog(scratch)
    expect(new Set(fromDrizzle.columns.map((row) => row.table))).toEqual(new Set(names))
    expect(fromDrizzle).toEqual(await catalog(admin))
  } finally {
    await scratch.end()
  }
})

it('the newest migration snapshot holds the whole schema: migrate:create has nothing to add', async () => {
  const dir = path.resolve('cms/migrations')
  const newest = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1) as string
  const { generateDrizzleJson, generateMigration } = payload.db.requireDrizzleKit()
  const snapshot = JSON.parse(readFileSync(path.join(dir, newest), 'utf8'))
  expect(await generateMigration(snapshot, await generateDrizzleJson(payload.db.schema))).toEqual([])
})
