/**
 * npm run report:import FILE: imports ranking snapshots from a CSV or JSON file (the format is
 * in src/server/report/import-file.ts and the README). The whole file is checked first: any bad
 * row and nothing is written, and every bad row is listed by line. Re-importing a date replaces
 * its snapshots. Runs under scripts/with-db.ts (the database is ready, DATABASE_URL set).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'


import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'

import { GuardedPool, poolConfig } from '../src/server/db/pool'
import { importRankingFile } from '../src/server/report/snapshots'
import { runMain } from './lib/run-main'

async function main(): Promise<number> {
  const file = process.argv[2]
  if (!file) {
    console.error('Usage: npm run report:import FILE (.csv or .json)')
    return 2
  }
  let content: string
  try {
    content = readFileSync(file, 'utf8')
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`)
    return 2
  }
  const pool = new GuardedPool(poolConfig({ max: 2 }))
  try {
    const outcome = await importRankingFile(drizzle({ client: pool }), path.basename(file), content)
    if (!outcome.ok) {
      console.error(`${file}: nothing imported. Fix these rows and import the file again:`)
      for (const error of outcome.errors) console.error(`  line ${error.line}: ${error.message}`)
      return 1
    }
    console.log(`${file}: imported ${outcome.rows} rows into ${outcome.snapshots} snapshots`)
    return 0
  } finally {
    await pool.end()
  }
}

runMain(main)
