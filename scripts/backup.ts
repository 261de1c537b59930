/**
 * npm run backup [-- --out FILE]: the database and the uploaded media in one .tar.gz (with
 * S3_BUCKET, the database only; src/server/db/backup.ts; docs/operations.md, "Backups"). Default:
 * $BACKUP_DIR (./backups)/ddqbt-backup-<UTC time>.tar.gz. Runs under `scripts/with-db.ts
 * --no-prepare`: the database is backed up as it is, never migrated or seeded first.
 */
import path from 'node:path'

import { s3ConfigFromEnv } from '../src/server/cms/s3-config'
import { BackupError, backupFileName, defaultMediaDir, writeBackup } from '../src/server/db/backup'
import { GuardedPool, poolConfig } from '../src/server/db/pool'
import { runMain } from './lib/run-main'

const USAGE = 'Usage: npm run backup [-- --out FILE.tar.gz]'

/** npm runs scripts from the project folder; a path the operator typed is meant from where they typed it. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD || process.cwd(), file)

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const outAt = args.indexOf('--out')
  const unknown = args.filter((arg, i) => i !== outAt && i !== outAt + 1)
  if (unknown.length || (outAt !== -1 && !args[outAt + 1])) {
    console.error(USAGE)
    return 2
  }
  const out = outAt !== -1 ? fromCaller(args[outAt + 1] as string) : path.resolve(process.env.BACKUP_DIR || 'backups', backupFileName())
  // With S3 the media are the bucket's, backed up by the store itself: the archive holds the database only.
  const s3 = s3ConfigFromEnv()
  const mediaDir = s3 ? null : defaultMediaDir()
  const pool = new GuardedPool(poolConfig({ max: 1 }))
  const started = performance.now()
  try {
    const { file, bytes, manifest, skippedMedia } = await writeBackup({ pool, mediaDir, out })
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
    const count = (name: string) => manifest.tables.find((table) => table.name === name)?.rows ?? 0
    console.log(`Backup written: ${path.relative(process.env.INIT_CWD || process.cwd(), file) || file} (${megabytes(bytes)}, ${((performance.now() - started) / 1000).toFixed(1)} s)`)
    console.log(
      `  database: ${manifest.tables.length} tables, ${rows} rows (users ${count('users')}, sellers ${count('sellers')}, articles ${count('articles')}, ` +
        `lottery draws ${count('lottery_draws')}), ${manifest.migrations.length} migrations, PostgreSQL ${manifest.postgres.version}`,
    )
    if (s3) {
      console.log(`  media: not in this archive; they are in the S3 bucket ${s3.bucket}${s3.prefix ? `/${s3.prefix}` : ''}: back it up with the store's versioning or replication (docs/operations.md, "Backups")`)
    } else console.log(`  media: ${manifest.media.files} files, ${megabytes(manifest.media.bytes)} from ${mediaDir}`)
    if (skippedMedia.length) console.warn(`  left out (not plain files): ${skippedMedia.join(', ')}`)
    return 0
  } finally {
    await pool.end()
  }
}

runMain(main, { refusal: BackupError, label: 'Backup failed' })
