/**
 * Uploads in an S3-compatible store (S3_BUCKET set; src/server/cms/media-storage.ts), against a
 * real local S3 server (tests/helpers/s3.ts), through Payload's local API and its REST file route
 * as the site serves it (guardedCmsRoute): an image goes into the bucket with its card and og
 * sizes and comes back through the route; a missing object is the same 404 as a missing file on
 * disk; a seller's upload is served to a guest only once public; a backup holds no media (the
 * bucket is the store's to back up); a store that is down fails a file request at once. Runs
 * under scripts/with-db.ts.
 */
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { list as listTar } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { writeBackup } from '@/server/db/backup'
import { seedMediaFile } from '@cms/seed/shared'
import { createSeller } from '@/server/user/accounts'

import { freshPhone } from '../helpers/fixtures'
import { createStaff } from '../helpers/staff'
import { type RunningS3, startS3 } from '../helpers/s3'

const PORT = 4561
const PREFIX = 'site'
let s3: RunningS3
let payload: Payload
type Route = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const routes: { GET?: Route; POST?: Route } = {}

/** A request through the site's /cms-api route handlers, as a browser's would go. */
function call(method: 'GET' | 'POST', url: string, init: RequestInit = {}): Promise<Response> {
  const slug = new URL(url, 'http://localhost').pathname.replace(/^\/cms-api\//, '').split('/').map(decodeURIComponent)
  return routes[method]!(new Request(new URL(url, 'http://localhost'), { ...init, method }), { params: Promise.resolve({ slug }) })
}
const get = (url: string, headers: Record<string, string> = {}) => call('GET', url, { headers })

const exists = (key: string) =>
  s3.client.headObject({ Bucket: s3.bucket, Key: key }).then(
    () => true,
    (error: { name?: string }) => (error.name === 'NotFound' ? false : Promise.reject(error)),
  )

async function image(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } }).png().toBuffer()
}

beforeAll(async () => {
  s3 = await startS3(PORT, 'ddqbt-media-test')
  Object.assign(process.env, s3.env, { S3_PREFIX: PREFIX })
  // The config reads S3_* when it loads: imported only now. Its own key keeps it apart from a
  // Payload another test file made with the disk config.
  const { default: config } = await import('@payload-config')
  const { REST_GET, REST_POST } = await import('@payloadcms/next/routes')
  const { guardedCmsRoute } = await import('@/server/cms/storable-request')
  payload = await getPayload({ config, key: 's3-media' })
  routes.GET = guardedCmsRoute(REST_GET(config), config)
  routes.POST = guardedCmsRoute(REST_POST(config), config)
})

afterAll(async () => {
  for (const name of [...Object.keys(s3?.env ?? {}), 'S3_PREFIX']) delete process.env[name]
  await s3?.stop()
})

describe('media in S3', () => {
  let doc: Awaited<ReturnType<Payload['create']>> & { filename?: string | null; url?: string | null; sizes?: Record<string, { filename?: string | null; url?: string | null; width?: number | null } | undefined> }
  const name = `s3-test-${Date.now()}.png`

  beforeAll(async () => {
    const data = await image(1600, 900)
    doc = (await payload.create({ collection: 'media', data: { alt: 'S3 test' }, file: { data, mimetype: 'image/png', name, size: data.length } })) as typeof doc
  })

  it('stores the original and the card and og sizes in the bucket, none on disk', async () => {
    expect(doc.filename).toBe(name)
    const card = doc.sizes?.card
    const og = doc.sizes?.og
    expect(card?.filename).toMatch(/-640x360\.png$/)
    expect(og?.filename).toMatch(/-1200x630\.png$/)
    for (const file of [name, card!.filename!, og!.filename!]) {
      expect(await exists(`${PREFIX}/${file}`), file).toBe(true)
      expect(existsSync(path.join(process.env.MEDIA_DIR ?? 'data/media', file))).toBe(false)
    }
  })

  it('gives the same URLs as on disk: Payload’s file route, no bucket address', () => {
    expect(doc.url).toBe(`/cms-api/media/file/${name}`)
    expect(doc.sizes?.card?.url).toBe(`/cms-api/media/file/${doc.sizes?.card?.filename}`)
    expect(doc.sizes?.og?.url).toBe(`/cms-api/media/file/${doc.sizes?.og?.filename}`)
  })

  it('serves the original and a size back through the file route', async () => {
    const original = await get(doc.url!)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    const bytes = Buffer.from(await original.arrayBuffer())
    const stored = await s3.client.getObject({ Bucket: s3.bucket, Key: `${PREFIX}/${name}` })
    expect(bytes.equals(Buffer.from(await stored.Body!.transformToByteArray()))).toBe(true)
    expect((await sharp(bytes).metadata()).width).toBe(1600)
    const card = await get(doc.sizes!.card!.url!)
    expect(card.status).toBe(200)
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(640)
  })

  it('answers a missing object as a missing file: 404 in the caller’s language, never a 500', async () => {
    const nope = await get('/cms-api/media/file/nope.png', { 'accept-language': 'en' })
    expect(nope.status).toBe(404)
    expect(await nope.json()).toEqual({ errors: [{ message: 'The file does not exist' }] })
    // A document whose object went away (removed from the bucket by hand).
    await s3.client.deleteObject({ Bucket: s3.bucket, Key: `${PREFIX}/${doc.sizes!.og!.filename}` })
    const gone = await get(doc.sizes!.og!.url!, { 'accept-language': 'ru' })
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ errors: [{ message: 'Файл не найден' }] })
  })

  it('stores every image the seed uploads, each its own file', async () => {
    // The adapter keeps the file it stores in the request context: one context shared by several
    // uploads stored the first file only (the seed's images on a first start with S3).
    const stamp = Date.now()
    const names = [1, 2, 3].map((n) => `seed-${stamp}-${n}.png`)
    const ids: number[] = []
    for (const [index, filename] of names.entries()) {
      ids.push(await seedMediaFile(payload, filename, 'image/png', { zh: '种子', en: 'Seed', ru: 'Сид' }, () => image(100 + index * 10, 50)))
    }
    for (const [index, filename] of names.entries()) {
      const stored = await s3.client.getObject({ Bucket: s3.bucket, Key: `${PREFIX}/${filename}` })
      expect((await sharp(Buffer.from(await stored.Body!.transformToByteArray())).metadata()).width, filename).toBe(100 + index * 10)
    }
    for (const id of ids) await payload.delete({ collection: 'media', id })
  })

  it('removes the objects with the document', async () => {
    await payload.delete({ collection: 'media', id: doc.id })
    expect(await exists(`${PREFIX}/${name}`)).toBe(false)
    expect(await exists(`${PREFIX}/${doc.sizes!.card!.filename}`)).toBe(false)
  })
})

describe('seller uploads in S3', () => {
  it('are private to staff until public, under their own folder', async () => {
    const { seller } = await createSeller(payload, freshPhone(), {})
    const data = await image(300, 200)
    const upload = await payload.create({
      collection: 'seller-uploads',
      data: { seller: seller.id },
      file: { data, mimetype: 'image/png', name: `upload-${Date.now()}.png`, size: data.length },
      overrideAccess: true,
    })
    expect(await exists(`${PREFIX}/seller-uploads/${upload.filename}`)).toBe(true)
    expect(upload.url).toBe(`/cms-api/seller-uploads/file/${upload.filename}`)

    const guest = await get(upload.url!)
    expect(guest.status).toBe(403)
    await guest.body?.cancel()

    const staff = await createStaff(payload, 'editor')
    // The admin's session: the HttpOnly cookie its login sets (the token is in no response body).
    const login = await call('POST', '/cms-api/users/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: staff.email, password: 'Staff-pass-123' }) })
    const token = /payload-token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]
    expect(token).toBeTruthy()
    const asStaff = await get(upload.url!, { cookie: `payload-token=${token}` })
    expect(asStaff.status).toBe(200)
    expect(Buffer.from(await asStaff.arrayBuffer()).equals(data)).toBe(true)

    await payload.update({ collection: 'seller-uploads', id: upload.id, data: { public: true }, overrideAccess: true })
    const shown = await get(upload.url!)
    expect(shown.status).toBe(200)
    await shown.body?.cancel()
  })
})

describe('npm run backup with S3', () => {
  it('writes the database only: the media are the bucket’s', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
    const out = path.resolve('.tmp', `s3-backup-${process.pid}.tar.gz`)
    rmSync(out, { force: true })
    try {
      const { manifest } = await writeBackup({ pool, mediaDir: null, out })
      expect(manifest.media).toEqual({ files: 0, bytes: 0 })
      const entries: string[] = []
      await listTar({ file: out, onReadEntry: (entry) => void entries.push(entry.path) })
      expect(entries).toContain('db/media.copy')
      expect(entries.filter((name) => name.startsWith('media/'))).toEqual([])
    } finally {
      await pool.end()
      rmSync(out, { force: true })
    }
  })
})

describe('a store that is down', () => {
  it('answers the file request at once with a 503 in the caller’s language, never hangs', async () => {
    const data = await image(200, 100)
    const doc = await payload.create({ collection: 'media', data: { alt: 'down' }, file: { data, mimetype: 'image/png', name: `down-${Date.now()}.png`, size: data.length } })
    await s3.stop()
    try {
      const started = Date.now()
      const answer = await get(doc.url!, { 'accept-language': 'ru' })
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('5')
      expect(await answer.json()).toEqual({ errors: [{ message: 'Сервис временно недоступен, попробуйте ещё раз' }] })
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      // The row only (its objects went with the store): later test files list media and load
      // their files from disk.
      await payload.db.deleteOne({ collection: 'media', where: { id: { equals: doc.id } } })
    }
  })
})
