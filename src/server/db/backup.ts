/**
 * Backup and restore of a whole site, database and uploaded media, as one .tar.gz (`npm run backup`,
 * `npm run restore FILE`: scripts/backup.ts, scripts/restore.ts). The embedded PostgreSQL ships no
 * pg_dump, and Debian's refuses a newer server, so the dump is logical and made here: every table
 * of the app's schema copied (COPY, text format) from one read-only snapshot, with the sequences'
 * values and the applied migrations in a manifest. A restore goes into an empty database whose
 * schema the same migrations made, so only rows travel, never DDL.
 *
 * Archive layout: manifest.json first, then db/<table>.copy, then media/<path below MEDIA_DIR>.
 * Nothing is trusted on the way back in: entry types and paths are checked over the whole archive
 * before anything is written, and every table must be one the target database has.
 */
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'

import type pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import { create as createTar, Parser, type ReadEntry, type WriteEntry } from 'tar'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const SCHEMA = 'public'
const FORMAT = 'ddqbt-backup'
const FORMAT_VERSION = 1
const MANIFEST = 'manifest.json'
/** Payload's record of applied migrations: compared with the target's, not merged into it. */
const MIGRATIONS_TABLE = 'payload_migrations'
const ROWS_COUNTED = 1000
/** What the app's tables are called; anything else in an archive is refused. */
const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** A refusal or a broken archive, said in words an operator can act on (the CLIs print only the message). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

export type BackupTable = { name: string; columns: string[]; rows: number }
export type BackupSequence = { name: string; lastValue: string; isCalled: boolean }
export type BackupManifest = {
  format: typeof FORMAT
  version: number
  createdAt: string
  app: { name: string; version: string }
  postgres: { version: string }
  /** Names from payload_migrations, in the order they were applied. */
  migrations: string[]
  tables: BackupTable[]
  sequences: BackupSequence[]
  media: { files: number; bytes: number }
}

/** Where the app keeps uploads: the same rule as cms/collections/media/config.ts. */
export function defaultMediaDir(env: Record<string, string | undefined> = process.env): string {
  return env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : path.join(process.cwd(), 'data', 'media')
}

/** ddqbt-backup-20261201T093000Z.tar.gz: sorts by time, no characters a shell or Windows minds. */
export function backupFileName(at: Date = new Date()): string {
  return `ddqbt-backup-${at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '')}.tar.gz`
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
const qualified = (table: string) => `${quote(SCHEMA)}.${quote(table)}`
const tableFile = (table: string) => `db/${table}.copy`

function appInfo(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { name?: string; version?: string }
  return { name: pkg.name ?? 'unknown', version: pkg.version ?? 'unknown' }
}

type Queryable = Pick<pg.ClientBase, 'query'>

/** The schema's ordinary tables with their stored columns (generated ones are computed again). */
async function listTables(client: Queryable): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `SELECT c.relname AS table, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relnamespace = $1::regnamespace AND c.relkind = 'r'
      GROUP BY c.relname ORDER BY c.relname`,
    [SCHEMA],
  )
  return new Map(rows.map((row) => [row.table, row.columns]))
}

async function listSequences(client: Queryable): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relnamespace = $1::regnamespace AND relkind = 'S' ORDER BY relname`, [SCHEMA])
  return rows.map((row) => row.name)
}

async function appliedMigrations(client: Queryable): Promise<string[] | null> {
  const exists = await client.query(`SELECT 1 FROM pg_class WHERE relnamespace = $1::regnamespace AND relname = $2 AND relkind = 'r'`, [SCHEMA, MIGRATIONS_TABLE])
  if (!exists.rowCount) return null
  const { rows } = await client.query<{ name: string }>(`SELECT name FROM ${qualified(MIGRATIONS_TABLE)} ORDER BY id`)
  return rows.map((row) => row.name)
}

/** Tables (other than the migrations record) that hold at least one row. */
async function tablesWithRows(client: Queryable, tables: Iterable<string>): Promise<{ table: string; rows: number }[]> {
  const names = [...tables].filter((table) => table !== MIGRATIONS_TABLE)
  if (!names.length) return []
  const probe = names.map((table, i) => `SELECT $${i + 1}::text AS table WHERE EXISTS (SELECT 1 FROM ${qualified(table)})`).join(' UNION ALL ')
  const { rows } = await client.query<{ table: string }>(probe, names)
  const counted = []
  for (const { table } of rows) {
    // Counted for the message only: up to a limit, so a big table costs no full scan.
    const count = await client.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM (SELECT 1 FROM ${qualified(table)} LIMIT ${ROWS_COUNTED + 1}) t`)
    counted.push({ table, rows: count.rows[0]?.rows ?? 0 })
  }
  return counted
}

export type DatabaseState = {
  /** Applied migrations; null when the database has no schema yet. */
  migrations: string[] | null
  nonEmpty: { table: string; rows: number }[]
}

/** What a restore needs to know of its target before anything is migrated or written. */
export async function databaseState(pool: pg.Pool): Promise<DatabaseState> {
  const client = await pool.connect()
  try {
    const migrations = await appliedMigrations(client)
    return { migrations, nonEmpty: migrations ? await tablesWithRows(client, (await listTables(client)).keys()) : [] }
  } finally {
    client.release()
  }
}

export function notEmptyMessage(nonEmpty: { table: string; rows: number }[]): string {
  // Payload's own tables (_articles_v, …) say least to an operator: named last.
  const shown = nonEmpty
    .slice()
    .sort((a, b) => Number(a.table.startsWith('_')) - Number(b.table.startsWith('_')) || b.rows - a.rows)
    .slice(0, 6)
    .map(({ table, rows }) => `${table}: ${rows > ROWS_COUNTED ? `more than ${ROWS_COUNTED}` : rows} rows`)
  const more = nonEmpty.length > shown.length ? `, and ${nonEmpty.length - shown.length} more tables` : ''
  return (
    `The database is not empty (${shown.join(', ')}${more}); a restore only goes into a new database. ` +
    'Point DATABASE_URL at a new empty database, or for the embedded one start from a new data directory ' +
    '(DATA_DIR or EMBEDDED_PG_DIR, with an empty MEDIA_DIR), or move ./data/postgres and ./data/media aside.'
  )
}

async function mediaFiles(dir: string): Promise<{ files: { absolute: string; relative: string; size: number }[]; skipped: string[] }> {
  const files: { absolute: string; relative: string; size: number }[] = []
  const skipped: string[] = []
  const walk = async (current: string) => {
    let entries
    try {
      entries = await fs.readdir(current, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && current === dir) return // no uploads yet
      throw error
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const absolute = path.join(current, entry.name)
      const relative = path.relative(dir, absolute).split(path.sep).join('/')
      if (entry.isDirectory()) await walk(absolute)
      else if (entry.isFile()) files.push({ absolute, relative, size: (await fs.stat(absolute)).size })
      // The app writes plain files only; a link could point anywhere, and a restore refuses it.
      else skipped.push(relative)
    }
  }
  await walk(dir)
  return { files, skipped }
}

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest; skippedMedia: string[] }

/**
 * Writes the archive to `out` (refused if it exists), through `<out>.partial`: a file at `out` is
 * always whole. Table data is staged on disk beside it (tar needs each entry's size before its
 * bytes); nothing is held in memory.
 */
export async function writeBackup(options: { pool: pg.Pool; mediaDir: string | null; out: string; now?: () => Date }): Promise<BackupResult> {
  const out = path.resolve(options.out)
  if (existsSync(out)) throw new BackupError(`${out} already exists; a backup never overwrites one.`)
  // The archive holds phone numbers and password hashes: its owner's alone.
  await fs.mkdir(path.dirname(out), { recursive: true, mode: 0o700 })
  const staging = await fs.mkdtemp(path.join(path.dirname(out), `.${path.basename(out)}.`))
  const partial = `${out}.partial`
  try {
    const database = await dumpDatabase(options.pool, staging)
    // Absolute, as tar names the entries it writes: the renaming below matches on it.
    // No media folder: the files are in an S3 bucket, which the store backs up (docs/operations.md).
    const media = options.mediaDir ? await mediaFiles(path.resolve(options.mediaDir)) : { files: [], skipped: [] }
    const manifest: BackupManifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: (options.now?.() ?? new Date()).toISOString(),
      app: appInfo(),
      postgres: { version: database.serverVersion },
      migrations: database.migrations,
      tables: database.tables,
      sequences: database.sequences,
      media: { files: media.files.length, bytes: media.files.reduce((sum, file) => sum + file.size, 0) },
    }
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)

    // Media files are added by absolute path and renamed to media/… as each entry is written.
    const archived = new Map(media.files.map((file) => [file.absolute, `media/${file.relative}`]))
    await createTar(
      {
        file: partial,
        mode: 0o600,
        gzip: true,
        cwd: staging,
        portable: true,
        preservePaths: true,
        onWriteEntry: (entry: WriteEntry) => {
          const name = archived.get(entry.absolute)
          if (name) entry.path = name
        },
      },
      [MANIFEST, ...manifest.tables.map((table) => tableFile(table.name)), ...archived.keys()],
    )
    await fs.rename(partial, out)
    return { file: out, bytes: (await fs.stat(out)).size, manifest, skippedMedia: media.skipped }
  } finally {
    await fs.rm(staging, { recursive: true, force: true })
    await fs.rm(partial, { force: true })
  }
}

/** Every table copied from one snapshot: the dump is what the database held at one instant. */
async function dumpDatabase(pool: pg.Pool, staging: string) {
  const client = await pool.connect()
  try {
    // pg_dump's choice too: a repeatable-read snapshot sees every table as of the same moment.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const migrations = await appliedMigrations(client)
    if (!migrations) throw new BackupError(`The database has no ${MIGRATIONS_TABLE} table: it is not this site's database, or it was never migrated.`)
    const serverVersion = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? 'unknown'
    const copies: { name: string; columns: string[]; copy: ReturnType<typeof copyTo> }[] = []
    await fs.mkdir(path.join(staging, 'db'))
    for (const [name, columns] of await listTables(client)) {
      if (!TABLE_NAME.test(name)) throw new BackupError(`Table ${JSON.stringify(name)} has a name this backup format does not carry.`)
      const copy = client.query(copyTo(`COPY ${qualified(name)} (${columns.map(quote).join(', ')}) TO STDOUT`))
      await pipeline(copy, createWriteStream(path.join(staging, tableFile(name))))
      copies.push({ name, columns, copy })
    }
    // Read after the copies: a sequence is never behind the rows copied before it.
    const sequences: BackupSequence[] = []
    for (const name of await listSequences(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${qualified(name)}`)
      sequences.push({ name, lastValue: rows[0]?.last_value ?? '1', isCalled: rows[0]?.is_called ?? false })
    }
    await client.query('COMMIT')
    // A copy's stream ends before its row count arrives; every count is in once a later query answered.
    const tables: BackupTable[] = copies.map(({ name, columns, copy }) => ({ name, columns, rows: copy.rowCount }))
    return { migrations, serverVersion, tables, sequences }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** A path inside the archive that stays inside where it is extracted: relative, no `..`, no oddities. */
function safeRelativePath(name: string): boolean {
  if (!name || name.startsWith('/') || /[\\\0]/.test(name) || /^[A-Za-z]:/.test(name)) return false
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
}

function parseManifest(text: string): BackupManifest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new BackupError(`${MANIFEST} is not JSON.`)
  }
  const manifest = value as Partial<BackupManifest> | null
  if (!manifest || manifest.format !== FORMAT) throw new BackupError(`${MANIFEST} is not a ddqbt backup's.`)
  if (manifest.version !== FORMAT_VERSION) throw new BackupError(`Backup format version ${String(manifest.version)}; this code reads version ${FORMAT_VERSION}.`)
  const isText = (item: unknown): item is string => typeof item === 'string'
  const tablesOk =
    Array.isArray(manifest.tables) &&
    manifest.tables.every(
      (table) =>
        typeof table?.name === 'string' &&
        TABLE_NAME.test(table.name) &&
        Array.isArray(table.columns) &&
        table.columns.length > 0 &&
        table.columns.every(isText) &&
        Number.isSafeInteger(table.rows) &&
        table.rows >= 0,
    )
  const sequencesOk =
    Array.isArray(manifest.sequences) &&
    manifest.sequences.every((sequence) => typeof sequence?.name === 'string' && TABLE_NAME.test(sequence.name) && /^-?\d+$/.test(String(sequence.lastValue)) && typeof sequence.isCalled === 'boolean')
  const mediaOk = Number.isSafeInteger(manifest.media?.files) && Number.isSafeInteger(manifest.media?.bytes)
  if (!tablesOk || !sequencesOk || !mediaOk || !Array.isArray(manifest.migrations) || !manifest.migrations.every(isText) || typeof manifest.createdAt !== 'string') {
    throw new BackupError(`${MANIFEST} is incomplete or malformed.`)
  }
  const checked = manifest as BackupManifest
  const names = checked.tables.map((table) => table.name)
  if (new Set(names).size !== names.length) throw new BackupError(`${MANIFEST} names a table twice.`)
  return checked
}

/** The archive's entries one at a time; the next is read only once the caller consumed this one. */
async function* archiveEntries(file: string): AsyncGenerator<ReadEntry> {
  const input = createReadStream(file)
  // strict: a truncated or damaged archive is an error, not a warning.
  const parser = new Parser({ strict: true })
  const ready: ReadEntry[] = []
  let ended = false
  let failure: Error | null = null
  let wake: (() => void) | null = null
  const notify = () => {
    wake?.()
    wake = null
  }
  parser.on('entry', (entry: ReadEntry) => {
    ready.push(entry)
    notify()
  })
  parser.on('end', () => {
    ended = true
    notify()
  })
  const fail = (error: Error) => {
    failure ??= error
    notify()
  }
  parser.on('error', fail)
  input.on('error', fail)
  input.pipe(parser)
  try {
    for (;;) {
      const entry = ready.shift()
      if (entry) yield entry
      else if (failure) throw new BackupError(`${path.basename(file)} is not a readable .tar.gz archive (${(failure as Error).message}).`)
      else if (ended) return
      else await new Promise<void>((resolve) => (wake = resolve))
    }
  } finally {
    // A refusal midway stops reading; nothing waits for the rest.
    input.destroy()
  }
}

export type BackupContents = { manifest: BackupManifest; mediaFiles: string[] }

/**
 * Reads the whole archive once, writing nothing: its manifest, and that every entry is a plain
 * file or folder at a safe path where this format puts things (a link, `..`, an absolute path or
 * an unknown name refuses the archive).
 */
export async function inspectBackup(file: string): Promise<BackupContents> {
  await fs.access(file).catch((error: Error) => {
    throw new BackupError(`Cannot read ${file}: ${error.message}`)
  })
  let manifestText: string | null = null
  const tableEntries = new Set<string>()
  const media: string[] = []
  for await (const entry of archiveEntries(file)) {
    const name = entry.path.replace(/\/$/, '')
    if (!safeRelativePath(name)) throw new BackupError(`Refused: the archive has an entry at an unsafe path (${JSON.stringify(entry.path)}).`)
    if (entry.type === 'Directory' && (name === 'db' || name === 'media' || name.startsWith('media/'))) {
      entry.resume()
      continue
    }
    if (entry.type !== 'File' && entry.type !== 'OldFile') throw new BackupError(`Refused: ${JSON.stringify(entry.path)} is a ${entry.type} entry; a backup holds plain files only.`)
    if (name === MANIFEST) {
      if (manifestText !== null) throw new BackupError(`Refused: the archive has two ${MANIFEST}.`)
      if (entry.size > 64 * 1024 * 1024) throw new BackupError(`Refused: ${MANIFEST} is implausibly large.`)
      const chunks: Buffer[] = []
      for await (const chunk of entry) chunks.push(Buffer.from(chunk))
      manifestText = Buffer.concat(chunks).toString('utf8')
    } else if (/^db\/[^/]+\.copy$/.test(name)) {
      if (tableEntries.has(name)) throw new BackupError(`Refused: the archive has ${name} twice.`)
      tableEntries.add(name)
      entry.resume()
    } else if (name.startsWith('media/')) {
      media.push(name.slice('media/'.length))
      entry.resume()
    } else {
      throw new BackupError(`Refused: the archive has an entry this format does not know (${JSON.stringify(entry.path)}).`)
    }
  }
  if (manifestText === null) throw new BackupError(`${path.basename(file)} has no ${MANIFEST}: it is not a backup of this site.`)
  const manifest = parseManifest(manifestText)
  const expected = new Set(manifest.tables.map((table) => tableFile(table.name)))
  const unknown = [...tableEntries].filter((name) => !expected.has(name))
  if (unknown.length) throw new BackupError(`Refused: the archive holds tables its manifest does not list (${unknown.join(', ')}).`)
  const missing = [...expected].filter((name) => !tableEntries.has(name))
  if (missing.length) throw new BackupError(`The archive is incomplete: ${missing.join(', ')} missing.`)
  if (new Set(media).size !== media.length) throw new BackupError('Refused: the archive has a media file twice.')
  if (media.length !== manifest.media.files) throw new BackupError(`The archive holds ${media.length} media files; its manifest says ${manifest.media.files}.`)
  return { manifest, mediaFiles: media }
}

/** Media files of the archive that already exist in the target folder (a restore never overwrites). */
export async function existingMediaFiles(mediaDir: string, files: string[]): Promise<string[]> {
  const found: string[] = []
  for (const file of files) {
    if (await fs.lstat(path.join(mediaDir, file)).then(() => true, () => false)) found.push(file)
  }
  return found
}

type ForeignKey = { table: string; name: string; definition: string }

export type RestoreResult = { manifest: BackupManifest; rows: number; tables: number; mediaFiles: number; mediaBytes: number }

/**
 * Restores an archive into an empty database that the archive's migrations, exactly, have made
 * (scripts/restore.ts migrates it first), and its media into `mediaDir`. All or nothing: one
 * transaction, and media files written in it are removed again if it does not commit.
 *
 * Foreign keys are dropped for the load and added again before the commit, which checks every
 * reference of the restored rows. (The alternative, session_replication_role = replica, needs a
 * superuser and checks nothing; ordering the tables cannot work: analytics_visitors and
 * analytics_touches reference each other, with constraints that are not deferrable.)
 */
export async function restoreBackup(options: { pool: pg.Pool; mediaDir: string; file: string; lockTimeoutMs?: number }): Promise<RestoreResult> {
  const { manifest, mediaFiles: media } = await inspectBackup(options.file)
  const mediaDir = path.resolve(options.mediaDir)
  const clashes = await existingMediaFiles(mediaDir, media)
  if (clashes.length) {
    throw new BackupError(`The media folder ${mediaDir} already has ${clashes.length} of the archive's files (${clashes.slice(0, 3).join(', ')}…); restore into an empty one.`)
  }

  const client = await options.pool.connect()
  const written: string[] = []
  try {
    await client.query('BEGIN')
    // Another program on this database makes the restore fail at once, not wait behind it.
    await client.query(`SET LOCAL lock_timeout = ${Number(options.lockTimeoutMs ?? 10_000)}`)
    const target = await listTables(client)
    const problems: string[] = []
    for (const table of manifest.tables) {
      const columns = target.get(table.name)
      if (!columns) problems.push(`table ${table.name} does not exist here`)
      else {
        const absent = table.columns.filter((column) => !columns.includes(column))
        if (absent.length) problems.push(`${table.name} has no column ${absent.join(', ')}`)
      }
    }
    if (problems.length) throw new BackupError(`The archive does not fit this database's schema: ${problems.slice(0, 5).join('; ')}.`)

    try {
      await client.query(`LOCK TABLE ${[...target.keys()].map(qualified).join(', ')} IN ACCESS EXCLUSIVE MODE`)
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') throw new BackupError('The database is in use (a table lock was not granted within the lock timeout): stop the site first.')
      throw error
    }
    const nonEmpty = await tablesWithRows(client, target.keys())
    if (nonEmpty.length) throw new BackupError(notEmptyMessage(nonEmpty))
    const applied = (await appliedMigrations(client)) ?? []
    const onlyInBackup = manifest.migrations.filter((name) => !applied.includes(name))
    const onlyHere = applied.filter((name) => !manifest.migrations.includes(name))
    if (onlyInBackup.length || onlyHere.length) {
      throw new BackupError(
        `The database's migrations are not the backup's (only in the backup: ${onlyInBackup.join(', ') || 'none'}; only in the database: ${onlyHere.join(', ') || 'none'}). ` +
          'Restore with `npm run restore`, which migrates a new database to the backup first.',
      )
    }

    const { rows: foreignKeys } = await client.query<ForeignKey>(
      `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
         FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
        WHERE k.contype = 'f' AND c.relnamespace = $1::regnamespace ORDER BY 1, 2`,
      [SCHEMA],
    )
    for (const key of foreignKeys) await client.query(`ALTER TABLE ${qualified(key.table)} DROP CONSTRAINT ${quote(key.name)}`)
    // Replaced by the backup's own record, which names the same migrations.
    await client.query(`DELETE FROM ${qualified(MIGRATIONS_TABLE)}`)

    const tables = new Map(manifest.tables.map((table) => [tableFile(table.name), table]))
    let rows = 0
    let mediaBytes = 0
    for await (const entry of archiveEntries(options.file)) {
      const name = entry.path.replace(/\/$/, '')
      const table = tables.get(name)
      if (table) {
        const copy = client.query(copyFrom(`COPY ${qualified(table.name)} (${table.columns.map(quote).join(', ')}) FROM STDIN`))
        await pipeline(Readable.from(entry), copy)
        if (copy.rowCount !== table.rows) throw new BackupError(`${name} held ${copy.rowCount} rows; the manifest says ${table.rows}. The archive is damaged.`)
        rows += copy.rowCount
      } else if ((entry.type === 'File' || entry.type === 'OldFile') && name.startsWith('media/')) {
        mediaBytes += await writeMediaFile(mediaDir, name.slice('media/'.length), entry, written)
      } else {
        entry.resume()
      }
    }

    const present = new Set((await client.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relnamespace = $1::regnamespace AND relkind = 'S'`, [SCHEMA])).rows.map((row) => row.name))
    for (const sequence of manifest.sequences) {
      if (!present.has(sequence.name)) throw new BackupError(`The archive has a sequence this database does not (${sequence.name}).`)
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [qualified(sequence.name), sequence.lastValue, sequence.isCalled])
    }
    for (const key of foreignKeys) {
      try {
        await client.query(`ALTER TABLE ${qualified(key.table)} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`)
      } catch (error) {
        if ((error as { code?: string }).code === '23503') throw new BackupError(`The archive's rows break a reference (${key.table}.${key.name}): ${(error as Error).message}. The archive is damaged.`)
        throw error
      }
    }
    await client.query('COMMIT')
    return { manifest, rows, tables: manifest.tables.length, mediaFiles: written.length, mediaBytes }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    await Promise.all(written.map((file) => fs.rm(file, { force: true })))
    throw error
  } finally {
    client.release()
  }
}

/** Creates the file (never replaces one: `wx`), keeping the archived modification time. */
async function writeMediaFile(mediaDir: string, relative: string, entry: ReadEntry, written: string[]): Promise<number> {
  const target = path.resolve(mediaDir, relative)
  // Checked by inspectBackup already; the one place a file is created outside the database.
  if (!target.startsWith(mediaDir + path.sep)) throw new BackupError(`Refused: media/${relative} would land outside ${mediaDir}.`)
  await fs.mkdir(path.dirname(target), { recursive: true })
  const output = createWriteStream(target, { flags: 'wx' })
  output.once('open', () => written.push(target))
  await pipeline(Readable.from(entry), output)
  if (entry.mtime) await fs.utimes(target, entry.mtime, entry.mtime)
  return entry.size
}
