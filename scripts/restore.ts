/**
 * npm run restore FILE: a backup made by `npm run backup` into an empty database and media folder
 * (docs/operations.md, "Backups"). Runs under `scripts/with-db.ts --no-prepare` (the embedded
 * database when DATABASE_URL is unset) and prepares the database itself: it migrates a new
 * database to the backup's migrations, loads the rows, then applies the migrations this code has
 * beyond them, as an upgrade would. It never seeds: the seed's rows would collide with the backup's.
 */
import path from 'node:path'

import { s3ConfigFromEnv } from '../src/server/cms/s3-config'
import { BackupError, databaseState, defaultMediaDir, existingMediaFiles, inspectBackup, notEmptyMessage, restoreBackup } from '../src/server/db/backup'
import { GuardedPool, poolConfig } from '../src/server/db/pool'
import { committedMigrationNames } from '../src/server/db/prepare-state'
import { runMain } from './lib/run-main'

const USAGE = 'Usage: npm run restore FILE.tar.gz'

const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD || process.cwd(), file)
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const log = (line: string) => console.log(`[restore] ${line}`)

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    console.error(USAGE)
    return 2
  }
  const file = fromCaller(args[0] as string)
  const mediaDir = defaultMediaDir()
  const started = performance.now()
  const pool = new GuardedPool(poolConfig({ max: 2 }))
  try {
    const { manifest, mediaFiles } = await inspectBackup(file)
    log(`${path.basename(file)}: made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}, ${manifest.tables.length} tables, ${manifest.media.files} media files`)

    // Everything that can refuse the restore is asked before Payload loads or anything is written.
    const committed = committedMigrationNames()
    if (!committed) throw new BackupError('cms/migrations/index.ts could not be read as a list of migrations.')
    const prefix = committed.slice(0, manifest.migrations.length)
    if (manifest.migrations.some((name, i) => name !== prefix[i])) {
      const unknown = manifest.migrations.filter((name) => !committed.includes(name))
      throw new BackupError(
        unknown.length
          ? `The backup was made by a version of the site with migrations this code does not have (${unknown.join(', ')}): restore it with that version's code.`
          : `The backup's migrations are not this code's in the same order: restore it with the version of the site that made it (${manifest.app.version}).`,
      )
    }
    const state = await databaseState(pool)
    if (state.nonEmpty.length) throw new BackupError(notEmptyMessage(state.nonEmpty))
    const beyond = (state.migrations ?? []).filter((name) => !manifest.migrations.includes(name))
    if (beyond.length) throw new BackupError(`The database was migrated past the backup (${beyond.join(', ')}): restore into a new database.`)
    const clashes = await existingMediaFiles(mediaDir, mediaFiles)
    if (clashes.length) throw new BackupError(`${mediaDir} already has ${clashes.length} of the backup's media files (${clashes.slice(0, 3).join(', ')}…): restore into an empty media folder.`)

    const { applyMigrations, withPayload } = await import('../src/server/db/prepare')
    const result = await withPayload(async (payload) => {
      log(`migrating the database to the backup's ${manifest.migrations.length} migrations`)
      await applyMigrations(payload, manifest.migrations)
      const restored = await restoreBackup({ pool, mediaDir, file })
      if (committed.length > manifest.migrations.length) {
        log(`applying the ${committed.length - manifest.migrations.length} migrations this code has beyond the backup`)
        await applyMigrations(payload)
      }
      return restored
    })
    const count = (name: string) => manifest.tables.find((table) => table.name === name)?.rows ?? 0
    log(
      `restored ${result.rows} rows in ${result.tables} tables (users ${count('users')}, sellers ${count('sellers')}, articles ${count('articles')}, ` +
        `lottery draws ${count('lottery_draws')}) and ${result.mediaFiles} media files (${megabytes(result.mediaBytes)}) into ${mediaDir}, ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    const s3 = s3ConfigFromEnv()
    if (s3 && result.mediaFiles) {
      // The site reads the bucket: files left in the folder would not show.
      log(`S3_BUCKET is set: copy the media into the bucket, e.g. aws s3 sync ${mediaDir} s3://${s3.bucket}${s3.prefix ? `/${s3.prefix}` : ''} (docs/operations.md, "Several instances: shared media").`)
    }
    log('Sessions and sellers\' saved Ozon API keys need the backed-up site\'s PAYLOAD_SECRET (or SHOP_KEYS_SECRET): see docs/operations.md.')
    return 0
  } finally {
    await pool.end()
  }
}

runMain(main, { refusal: BackupError, label: 'Restore failed, nothing restored' })
