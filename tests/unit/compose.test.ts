/**
 * docker-compose.yml (docs/operations.md, "Docker" and "Several instances with Docker"): the
 * default stack stays the single instance `docker compose up` starts, and the `scaled` profile is
 * a second, self-contained stack of stateless instances (two replicas on Redis and MinIO behind
 * one nginx). Read as Compose reads it: YAML anchors and `<<` merges resolved. Running it is
 * proven by hand on this machine's stand-in images (docs/operations.md says how and when).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

type Service = {
  image?: string
  build?: { context: string; target: string }
  profiles?: string[]
  command?: string[]
  entrypoint?: string[]
  environment?: Record<string, string>
  volumes?: string[]
  ports?: string[]
  deploy?: { replicas?: number }
  healthcheck?: { test: string[] }
  depends_on?: Record<string, { condition: string }>
}
type ComposeFile = { services: Record<string, Service>; volumes?: Record<string, unknown> }

const read = (file: string) => parse(readFileSync(path.join(root, file), 'utf8'), { merge: true }) as ComposeFile
const compose = read('docker-compose.yml')
const override = read('docker-compose.override.yml')
const services = compose.services

const DEFAULT = ['db', 'migrate', 'app', 'cache']
const SCALED = ['scaled-db', 'redis', 'minio', 'scaled-bucket', 'scaled-migrate', 'scaled-app', 'scaled-lb']
const S3 = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX']
/** Each stack's own values; every other variable of an instance is the same in both. */
const PER_STACK = ['DATABASE_URL', 'SITE_URL', 'CACHE_TIER_URL']

const env = (name: string) => services[name]!.environment ?? {}
const host = (url: string) => new URL(url).hostname

describe('docker-compose.yml', () => {
  it('has the default stack and the scaled profile, nothing else', () => {
    expect(Object.keys(services).sort()).toEqual([...DEFAULT, ...SCALED].sort())
  })

  it('starts the single-instance stack without a profile, as before', () => {
    for (const name of DEFAULT) expect(services[name]!.profiles, name).toBeUndefined()
    expect(services.app!.deploy).toBeUndefined()
    expect(Object.keys(env('app')).filter((key) => key === 'REDIS_URL' || key.startsWith('S3_'))).toEqual([])
    expect(Object.keys(env('migrate')).filter((key) => key.startsWith('S3_'))).toEqual([])
    expect(host(env('app').DATABASE_URL!)).toBe('db')
    expect(env('app').CACHE_TIER_URL).toBe('http://cache:8080')
    expect(env('cache').APP_UPSTREAM).toBe('app:3000')
    expect(services.app!.volumes).toContain('media:/app/data/media')
    expect(override.services.cache!.ports).toEqual(['${SITE_PORT:-3000}:8080'])
  })

  it('keeps every scaled service in the profile, on its own database and volumes', () => {
    for (const name of SCALED) {
      const service = services[name]!
      expect(service.profiles, name).toEqual(['scaled'])
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(SCALED, `${name} -> ${dependency}`).toContain(dependency)
      for (const volume of service.volumes ?? []) expect(volume.split(':')[0], name).not.toMatch(/^(pgdata|media)$/)
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/^https?:|^postgres:|^redis:/.test(value)) expect(DEFAULT, `${name} ${key}`).not.toContain(host(value))
      }
    }
    expect(services['scaled-db']!.volumes).toEqual(['scaled-pgdata:/var/lib/postgresql/data'])
    expect(services['minio']!.volumes).toEqual(['scaled-media:/data'])
    expect(Object.keys(compose.volumes ?? {})).toEqual(expect.arrayContaining(['scaled-pgdata', 'scaled-media']))
  })

  it('runs two stateless replicas of the runner image on Redis and MinIO', () => {
    const app = services['scaled-app']!
    expect(app.build).toEqual({ context: '.', target: 'runner' })
    expect(app.deploy?.replicas).toBe(2)
    expect(app.volumes).toBeUndefined()
    expect(app.healthcheck).toEqual(services.app!.healthcheck)
    const vars = env('scaled-app')
    expect(vars.REDIS_URL).toBe('redis://redis:6379')
    expect(Object.keys(vars)).toEqual(expect.arrayContaining(S3))
    expect(vars.S3_ENDPOINT).toBe('http://minio:9000')
    expect(vars.S3_FORCE_PATH_STYLE).toBe('true')
    expect(vars.S3_ACCESS_KEY_ID).toBe(env('minio').MINIO_ROOT_USER)
    expect(vars.S3_SECRET_ACCESS_KEY).toBe(env('minio').MINIO_ROOT_PASSWORD)
    expect(host(vars.DATABASE_URL!)).toBe('scaled-db')
    expect(vars.CACHE_TIER_URL).toBe('http://scaled-lb:8080')
    expect(app.depends_on).toMatchObject({ 'scaled-migrate': { condition: 'service_completed_successfully' }, redis: { condition: 'service_healthy' } })
  })

  it('gives the instances the same settings as the single one, but their own stack', () => {
    const single = env('app')
    const scaled = env('scaled-app')
    for (const [key, value] of Object.entries(single)) {
      if (!PER_STACK.includes(key)) expect(scaled[key], key).toBe(value)
    }
  })

  it('migrates and seeds the scaled database into MinIO once the bucket exists', () => {
    const migrate = services['scaled-migrate']!
    expect(migrate.build).toEqual({ context: '.', target: 'migrate' })
    expect(migrate.volumes).toBeUndefined()
    const vars = env('scaled-migrate')
    for (const key of S3) expect(vars[key], key).toBe(env('scaled-app')[key])
    expect(vars.DATABASE_URL).toBe(env('scaled-app').DATABASE_URL)
    for (const key of ['PAYLOAD_SECRET', 'SEED_ADMIN_EMAIL', 'SEED_ADMIN_PASSWORD']) expect(vars[key], key).toBe(env('migrate')[key])
    expect(migrate.depends_on).toMatchObject({ 'scaled-db': { condition: 'service_healthy' }, 'scaled-bucket': { condition: 'service_completed_successfully' } })
    const bucket = services['scaled-bucket']!
    expect(bucket.image).toBe('minio/mc')
    expect(bucket.command?.join(' ')).toMatch(/mc mb --ignore-existing "scaled\/\$\$S3_BUCKET"/)
    expect(env('scaled-bucket').S3_BUCKET).toBe(env('scaled-app').S3_BUCKET)
    expect(bucket.depends_on).toEqual({ minio: { condition: 'service_healthy' } })
  })

  it('puts the same nginx cache tier in front of every replica', () => {
    const lb = services['scaled-lb']!
    expect(lb.image).toBe(services.cache!.image)
    expect(lb.volumes).toEqual(services.cache!.volumes)
    expect(env('scaled-lb')).toEqual({ ...env('cache'), APP_UPSTREAM: 'scaled-app:3000' })
    expect(lb.depends_on).toEqual({ 'scaled-app': { condition: 'service_healthy' } })
    expect(override.services['scaled-lb']!.ports).toEqual(['${SCALED_SITE_PORT:-3001}:8080'])
    expect(env('scaled-app').SITE_URL).toBe('${SCALED_SITE_URL:-http://localhost:3001}')
  })

  it('gives the site only variables .env.example documents (a typo is caught)', () => {
    const documented = new Set([...readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))
    for (const name of ['app', 'migrate', 'scaled-app', 'scaled-migrate']) {
      expect(Object.keys(env(name)).filter((key) => !documented.has(key)), name).toEqual([])
    }
  })

  it('keeps Redis a cache: no persistence, eviction among expiring entries', () => {
    const redis = services.redis!
    expect(redis.image).toBe('redis:7')
    expect(redis.volumes).toBeUndefined()
    expect(redis.command).toEqual(expect.arrayContaining(['--save', '', '--appendonly', 'no', '--maxmemory-policy', 'volatile-lru']))
  })
})
