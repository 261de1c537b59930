/**
 * `npm run backup` / `npm run restore FILE` (src/server/db/backup.ts): a backup of this test
 * database, restored by the CLI into a new database of its own, holds the same rows (a published
 * article, a seller, a lottery draw among them) and the same media bytes; a restore into a database
 * that is not empty, or of a tampered archive, is refused and changes nothing.
 * Runs under scripts/with-db.ts (DATABASE_URL set, migrated and seeded; its role may create databases).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { create as createTar, extract as extractTar, list as listTar, type WriteEntry } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BackupError, type BackupResult, defaultMediaDir, restoreBackup, writeBackup } from '@/server/db/backup'
import { findCampaign } from '@/server/lottery/campaigns'
import { grantChances } from '@/server/lottery/chances'
import { drawOnce } from '@/server/lottery/draws'
import { createSeller } from '@/server/user/accounts'

import { freshPhone, storedPhone } from '../helpers/fixtures'

const connectionString = process.env.DATABASE_URL as string
const work = path.resolve('.tmp', `backup-test-${process.pid}`)
const restoredMedia = path.join(work, 'restored-media')
const databases = { restored: `backup_restored_${process.pid}`, bare: `backup_bare_${process.pid}`, damaged: `backup_damaged_${process.pid}` }
const urlOf = (database: string) => {
  const url = new URL(connectionString)
  url.pathname = `/${database}`
  return url.toString()
}
const DAY = 86_400_000

let payload: Payload
const source = new pg.Pool({ connectionString, max: 2 })
let restored = new pg.Pool({ connectionString: urlOf(databases.restored), max: 2 })
const bare = new pg.Pool({ connectionString: urlOf(databases.bare), max: 1 })
const damaged = new pg.Pool({ connectionString: urlOf(databases.damaged), max: 1 })
let backup: BackupResult
const made = { title: '', phone: '', sellerId: 0, drawId: 0, articleId: 0, mediaFile: '', mediaBytes: Buffer.alloc(0) }

/** Every table's rows as one digest each: two databases with equal digests hold the same data. */
async function digests(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>("SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY 1")
  const result: Record<string, string> = {}
  for (const { name } of tables) {
    const table = pg.escapeIdentifier(name)
    const { rows } = await pool.query<{ digest: string | null; rows: number }>(`SELECT md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest, count(*)::int AS rows FROM ${table} t`)
    result[name] = `${rows[0]?.rows}:${rows[0]?.digest}`
  }
  return result
}

/** `npm run restore FILE` against the restore's own database and media folder; its output and exit code. */
function runRestore(file: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/with-db.ts', '--no-prepare', '--', process.execPath, '--import', 'tsx', 'scripts/restore.ts', file], {
    env: { ...process.env, DATABASE_URL: urlOf(databases.restored), MEDIA_DIR: restoredMedia, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

async function makeSiteData() {
  const stamp = `${process.pid}-${Date.now()}`
  const context = { disableRevalidate: true }
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0392b' } }).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    locale: 'zh',
    data: { alt: '备份测试图片' },
    file: { data: image, mimetype: 'image/png', name: `backup-check-${stamp}.png`, size: image.length },
    overrideAccess: true,
    context,
  })
  made.mediaFile = media.filename as string
  made.mediaBytes = readFileSync(path.join(defaultMediaDir(), made.mediaFile))

  made.title = `备份检查 ${stamp}`
  const article = await payload.create({ collection: 'articles', locale: 'zh', data: { title: made.title, section: 'resource', _status: 'published', cover: media.id }, context })
  made.articleId = article.id
  // Whole in every language, as an editor publishes it: later suites (the admin's e2e) open it too.
  for (const [locale, title] of [['en', `Backup check ${stamp}`], ['ru', `Проверка копии ${stamp}`]] as const) {
    await payload.update({ collection: 'articles', id: article.id, locale, data: { title }, context })
  }

  made.phone = storedPhone(freshPhone())
  const { seller } = await createSeller(payload, made.phone, {})
  made.sellerId = seller.id

  const activityId = 400_000_000 + (Math.floor(Date.now() / 1000) % 1_000_000)
  await payload.create({
    collection: 'lottery-campaigns',
    locale: 'zh',
    context,
    overrideAccess: true,
    data: {
      _status: 'published',
      title: `备份抽奖 ${activityId}`,
      activityId,
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
      chances: { perRegistration: 1, perInvite: 1, daily: 0, maxInvites: 10, invitesPerAddressDaily: 3 },
      noPrizeWeight: 0,
      prizes: [{ name: '备份奖品', kind: 'coupon', couponCode: 'BACKUP', stock: 5, weight: 1 }],
    },
  })
  const campaign = await findCampaign(payload, activityId)
  if (!campaign) throw new Error('campaign not found')
  await grantChances(payload.db.drizzle, { campaignId: campaign.id, sellerId: seller.id, source: 'registration', key: 'registration', count: 1 })
  const draw = await drawOnce(payload.db.drizzle, campaign, seller.id, `backup-${stamp}`)
  if (typeof draw === 'string') throw new Error(`no draw: ${draw}`)
  made.drawId = draw.drawId
}

beforeAll(async () => {
  payload = await getPayload({ config })
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  await makeSiteData()
  backup = await writeBackup({ pool: source, mediaDir: defaultMediaDir(), out: path.join(work, 'site.tar.gz') })
  for (const database of [databases.restored, databases.bare]) await source.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`)
}, 180_000)

afterAll(async () => {
  await Promise.all([restored.end(), bare.end(), damaged.end()])
  for (const database of Object.values(databases)) await source.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`)
  await source.end()
  rmSync(work, { recursive: true, force: true })
})

describe('npm run backup', () => {
  it('writes one .tar.gz: the manifest, every table, the media', async () => {
    const entries: string[] = []
    await listTar({ file: backup.file, onReadEntry: (entry) => entries.push(entry.path) })
    expect(entries[0]).toBe('manifest.json')
    expect(entries).toContain('db/sellers.copy')
    expect(entries).toContain(`media/${made.mediaFile}`)
    expect(entries.every((entry) => !entry.startsWith('/') && !entry.split('/').includes('..'))).toBe(true)

    const { manifest } = backup
    expect(manifest.migrations.length).toBeGreaterThan(0)
    expect(manifest.tables.find((table) => table.name === 'lottery_draws')?.rows).toBeGreaterThan(0)
    expect(manifest.media.files).toBe(entries.filter((entry) => entry.startsWith('media/')).length)
    expect(manifest.app.name).toBe('ddqbt-site')
  })
})

describe('npm run restore', () => {
  it('restores into a new database: the same rows (a published article, a seller, a draw), sequences and media', async () => {
    const run = await runRestore(backup.file)
    expect(run.output).toContain('[restore] restored')
    expect(run.code).toBe(0)

    const article = await restored.query(
      "SELECT a._status AS status, l.title FROM articles a JOIN articles_locales l ON l._parent_id = a.id AND l._locale = 'zh' WHERE a.id = $1",
      [made.articleId],
    )
    expect(article.rows).toEqual([{ status: 'published', title: made.title }])
    expect((await restored.query('SELECT id FROM sellers WHERE phone = $1', [made.phone])).rows).toEqual([{ id: made.sellerId }])
    const draw = await restored.query('SELECT seller_id, prize_id IS NOT NULL AS won FROM lottery_draws WHERE id = $1', [made.drawId])
    expect(draw.rows).toEqual([{ seller_id: made.sellerId, won: true }])
    expect(readFileSync(path.join(restoredMedia, made.mediaFile)).equals(made.mediaBytes)).toBe(true)

    // Nothing else was written to the source meanwhile (integration files run one at a time).
    expect(await digests(restored)).toEqual(await digests(source))
    // The next id continues after the restored rows.
    const { rows } = await restored.query<{ next: string }>("SELECT nextval('sellers_id_seq')::text AS next")
    expect(Number(rows[0]?.next)).toBeGreaterThan(made.sellerId)
  }, 300_000)

  it('refuses a database that is not empty, and media that would be overwritten, changing nothing', async () => {
    const before = await digests(restored)
    const run = await runRestore(backup.file)
    expect(run.code).toBe(1)
    expect(run.output).toContain('Restore failed, nothing restored: The database is not empty')

    const otherMedia = path.join(work, 'other-media')
    await expect(restoreBackup({ pool: restored, mediaDir: otherMedia, file: backup.file })).rejects.toThrow(/^The database is not empty \(\w+: (\d+|more than 1000) rows/)
    await expect(restoreBackup({ pool: restored, mediaDir: restoredMedia, file: backup.file })).rejects.toThrow(/already has \d+ of the archive's files/)
    expect(await digests(restored)).toEqual(before)
    expect(existsSync(path.join(otherMedia, made.mediaFile))).toBe(false)
  }, 120_000)

  it('refuses a tampered archive before writing anything', async () => {
    const manifest = `${JSON.stringify(backup.manifest)}\n`
    const staged = path.join(work, 'tampered')
    mkdirSync(staged, { recursive: true })
    writeFileSync(path.join(staged, 'manifest.json'), manifest)
    writeFileSync(path.join(staged, 'payload.txt'), 'not yours')
    symlinkSync('/etc/passwd', path.join(staged, 'link'))

    /** An archive of the manifest and one more entry (payload.txt, or `link`), named as an attacker likes. */
    const tampered = async (name: string, entryPath: string, added = 'payload.txt') => {
      const file = path.join(work, `${name}.tar.gz`)
      const rename = (entry: WriteEntry) => {
        if (entry.path === added) entry.path = entryPath
      }
      await createTar({ file, gzip: true, cwd: staged, preservePaths: true, onWriteEntry: rename }, ['manifest.json', added])
      return file
    }
    const target = path.join(work, 'target-media')
    const escaped = path.join(work, 'escaped.txt')
    const attempts: [string, RegExp][] = [
      [await tampered('traversal', 'media/../../escaped.txt'), /unsafe path/],
      [await tampered('absolute', escaped), /unsafe path/],
      [await tampered('symlink', 'media/passwd', 'link'), /SymbolicLink entry/],
      [await tampered('unknown-table', 'db/not_a_table.copy'), /tables its manifest does not list/],
      [await tampered('stray', 'run-me.sh'), /does not know/],
    ]
    for (const [file, message] of attempts) {
      const refused = await restoreBackup({ pool: bare, mediaDir: target, file }).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(BackupError)
      expect((refused as Error).message).toMatch(message)
    }
    expect(existsSync(escaped)).toBe(false)
    expect(existsSync(target)).toBe(false)
    // The database of these attempts was not touched (no schema at all).
    expect((await bare.query("SELECT count(*)::int AS tables FROM pg_class WHERE relnamespace = 'public'::regnamespace")).rows).toEqual([{ tables: 0 }])
    // A whole backup into a database the migrations did not make: refused by its schema.
    await expect(restoreBackup({ pool: bare, mediaDir: target, file: backup.file })).rejects.toThrow(/does not fit this database's schema/)
  })

  it('restores nothing from a damaged archive: a broken reference rolls the load back and removes the media written', async () => {
    // A seller gone from the archive while their draw stayed: only the references' check sees it.
    const unpacked = path.join(work, 'unpacked')
    mkdirSync(unpacked, { recursive: true })
    await extractTar({ file: backup.file, cwd: unpacked })
    const sellers = path.join(unpacked, 'db/sellers.copy')
    const kept = readFileSync(sellers, 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith(`${made.sellerId}\t`))
    writeFileSync(sellers, kept.join('\n'))
    const manifest = structuredClone(backup.manifest)
    const table = manifest.tables.find((candidate) => candidate.name === 'sellers')!
    expect(table.columns[0]).toBe('id')
    table.rows -= 1
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest))
    const media: string[] = []
    await listTar({ file: backup.file, onReadEntry: (entry) => void (entry.path.startsWith('media/') && media.push(entry.path)) })
    const file = path.join(work, 'damaged.tar.gz')
    await createTar({ file, gzip: true, cwd: unpacked }, ['manifest.json', ...manifest.tables.map((t) => `db/${t.name}.copy`), ...media])

    // An empty database with the schema: a copy of the restored one, emptied.
    await restored.end()
    await source.query(`CREATE DATABASE ${pg.escapeIdentifier(databases.damaged)} TEMPLATE ${pg.escapeIdentifier(databases.restored)}`)
    restored = new pg.Pool({ connectionString: urlOf(databases.restored), max: 2 })
    const { rows } = await damaged.query<{ name: string }>(
      "SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND relname <> 'payload_migrations'",
    )
    await damaged.query(`TRUNCATE ${rows.map((row) => pg.escapeIdentifier(row.name)).join(', ')}`)
    const empty = await digests(damaged)

    const target = path.join(work, 'damaged-media')
    await expect(restoreBackup({ pool: damaged, mediaDir: target, file })).rejects.toThrow(/rows break a reference \(\w+\.\w+\).*The archive is damaged/)
    expect(await digests(damaged)).toEqual(empty)
    // The media were written (their folder exists) and removed again.
    expect(existsSync(target)).toBe(true)
    expect(readdirSync(target, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())).toEqual([])
  }, 120_000)
})
