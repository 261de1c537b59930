/**
 * Next's page cache (`cacheHandler` in next.config.ts), shared by every instance through Redis
 * when REDIS_URL is set; without it, exactly Next's own disk cache (the single-instance default).
 *
 * Plain JavaScript: Next loads this file with a native import() at run time (also from the
 * standalone build, which traces it), so it cannot be TypeScript or use the `@/` aliases.
 *
 * What it decides, and why:
 * - REDIS_URL is read here at run time, not in next.config.ts: the config is frozen into the
 *   build (standalone too), and one image must run with or without Redis.
 * - Pages-router entries (ISR pages, their notFound and redirect results) go to Redis as JSON
 *   { value, lastModified, cacheControl }, under a key prefixed with the BUILD_ID (two builds
 *   never mix). cacheControl is returned from get(): an instance that did not render a page
 *   would otherwise give it a 1-second lifetime (Next 16.4, vercel/next.js#99289).
 * - Every other kind (the Payload admin's App Router pages and routes, fetch cache) stays on
 *   Next's disk cache: their values hold Buffers and Maps, and the site shares none of them.
 *   Images never come here (Next keeps its own image optimizer cache on disk).
 * - With Redis there is no in-memory layer: Next adds none around a custom handler, and the
 *   disk cache used below is created without its own (an instance would keep serving a copy
 *   another instance has replaced).
 * - A Redis miss reads the build's prerendered page from disk and writes it into Redis (only if
 *   no instance stored a newer render meanwhile): a fresh instance serves prerendered pages at once.
 * - Redis down, slow or erroring is a cache miss (the page renders), never a wait: the first
 *   connection is waited for at most CONNECT_TIMEOUT_MS, a command at most COMMAND_TIMEOUT_MS,
 *   and while Redis is away the client reconnects in the background. Logged once per burst.
 * - `next build` never uses Redis: its prerendered output stays on disk, as the build expects.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
// Next's own disk cache, an internal module: Next exports no public path to it, and it is what
// Next uses when no cacheHandler is configured, so delegating to it keeps the default exactly.
// Pinned with next 16.4.5 (a static import, so that the standalone build traces it);
// tests/unit/page-cache-handler.test.ts fails when it moves or changes shape.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { createClient } from 'redis'

/** Node's import() gives the CommonJS exports (the class is `.default`); a bundler's interop, the class. */
export const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule

/** How long the first connection is waited for; after that, Redis not ready means a miss at once. */
export const CONNECT_TIMEOUT_MS = 1_000
/**
 * How long one Redis command may take. Generous: a page render can block the event loop for a
 * few hundred milliseconds, and the timer would then fire before the reply is read.
 */
export const COMMAND_TIMEOUT_MS = 2_000
/** After a command timed out, Redis is skipped this long (a hung Redis costs one wait, not one per request). */
const PAUSE_AFTER_TIMEOUT_MS = 5_000
/** The longest an entry is kept: Redis TTL is the entry's `expire` (a year by Next's default), capped. */
export const MAX_TTL_SECONDS = 14 * 24 * 60 * 60
/** Redis warnings: one line, then silence this long (a burst of failing requests is one line). */
const WARN_EVERY_MS = 30_000

const KEY_PREFIX = 'page-cache'
/** Next's header carrying an entry's cache tags (NEXT_CACHE_TAGS_HEADER). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags'
/** Only the pages router's results go to Redis: plain JSON (html and pageData strings and objects). */
const SHARED_VALUE_KINDS = new Set(['PAGES', 'REDIRECT'])

// --- logging --------------------------------------------------------------------------------
// The server's logger (src/server/platform/log.ts) is TypeScript and cannot be imported here;
// these lines have its shape (JSON, level as a word, ISO time, pid) and LOG_LEVEL's silence.
// They never hold REDIS_URL (it may carry a password).

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }
let quietUntil = 0
let suppressed = 0

function logLine(level, msg, fields = {}) {
  const wanted = (process.env.LOG_LEVEL || 'info').toLowerCase()
  if (wanted === 'silent' || LEVELS[level] < (LEVELS[wanted] ?? LEVELS.info)) return
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, ...fields, msg })}\n`)
}

/** A Redis problem: the first of a burst is logged, the rest counted into the next line. */
function warnRedis(what, error) {
  const now = Date.now()
  if (now < quietUntil) {
    suppressed++
    return
  }
  quietUntil = now + WARN_EVERY_MS
  logLine('warn', `page cache: ${what}; serving without the shared cache`, { err: { type: error?.name, message: String(error?.message ?? error) }, ...(suppressed ? { suppressed } : {}) })
  suppressed = 0
}

// --- the connection (one per process and URL: Next makes a handler per request) ----------------

const connections = new Map()

function connection(url) {
  let state = connections.get(url)
  if (state) return state
  const client = createClient({
    url,
    // Commands while disconnected fail at once instead of queueing until Redis is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  })
  state = { client, firstWait: null, pausedUntil: 0, lost: false }
  client.on('error', (error) => {
    state.lost = true
    warnRedis('Redis unavailable', error)
  })
  client.on('ready', () => {
    if (state.lost) logLine('info', 'page cache: Redis is back')
    state.lost = false
  })
  // Until the first 'ready' or 'error' (or the timeout): the only time a request waits for Redis.
  const settled = new Promise((resolve) => {
    client.once('ready', resolve)
    client.once('error', resolve)
  })
  state.firstWait = Promise.race([settled, sleep(CONNECT_TIMEOUT_MS)])
  // Keeps retrying in the background; its promise settles only on success or close.
  client.connect().catch(() => {})
  connections.set(url, state)
  return state
}

/** The connection when Redis can be used now, else null (a miss). */
async function readyClient(url) {
  const state = connection(url)
  if (Date.now() < state.pausedUntil) return null
  if (!state.client.isReady) await state.firstWait
  return state.client.isReady ? state : null
}

/** What command() gives when Redis failed (a stored value may be null: a missing key, a notFound). */
const FAILED = Symbol('redis failed')

/** A Redis command with a deadline; FAILED (and one warning) when it fails or times out. */
async function command(state, what, run) {
  let timer
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${COMMAND_TIMEOUT_MS} ms`), { name: 'TimeoutError' })), COMMAND_TIMEOUT_MS)
  })
  try {
    return await Promise.race([run(state.client), timeout])
  } catch (error) {
    if (error?.name === 'TimeoutError') state.pausedUntil = Date.now() + PAUSE_AFTER_TIMEOUT_MS
    warnRedis(what, error)
    return FAILED
  } finally {
    clearTimeout(timer)
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}

/** Drops every Redis connection (tests; the server simply exits). */
export function closeConnections() {
  for (const { client } of connections.values()) client.destroy()
  connections.clear()
}

// --- keys -----------------------------------------------------------------------------------

const buildIds = new Map()

/** This build's id (.next/BUILD_ID beside the server directory), or null when it has none. */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return null
  if (!buildIds.has(serverDistDir)) {
    let id = null
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || null
    } catch {
      id = null
    }
    buildIds.set(serverDistDir, id)
  }
  return buildIds.get(serverDistDir)
}

/** Next's keys are opaque here (16.4: `/route-cache/PAGES/<sha256>/$/<locale>/<path>`). */
const entryKey = (buildId, key) => `${KEY_PREFIX}:${buildId}:${key}`
/**
 * A tag is about data, not a build: a tag revalidated while two builds run side by side (a
 * rolling deploy) expires both builds' entries.
 */
const tagKey = (tag) => `${KEY_PREFIX}:tag:${tag}`

/** Seconds to keep an entry: its `expire` (when Next would stop serving it stale), capped. */
export function ttlSeconds(cacheControl) {
  const expire = cacheControl?.expire
  if (typeof expire !== 'number' || !Number.isFinite(expire) || expire <= 0) return MAX_TTL_SECONDS
  return Math.max(1, Math.min(Math.ceil(expire), MAX_TTL_SECONDS))
}

// --- the handler ----------------------------------------------------------------------------

export default class PageCacheHandler {
  /** @param {Record<string, any>} ctx what Next gives every cache handler (fs, serverDistDir, flushToDisk, maxMemoryCacheSize…) */
  constructor(ctx) {
    const url = process.env.REDIS_URL
    const wanted = Boolean(url) && process.env.NEXT_PHASE !== 'phase-production-build' && !ctx.dev
    const buildId = buildIdOf(ctx.serverDistDir)
    this.redisUrl = wanted && buildId ? url : null
    this.buildId = buildId
    // Next's proxy (src/proxy.ts on the Node.js runtime) has this file bundled in and makes a
    // cache per request it handles with neither fs nor serverDistDir (next/dist/server/web/adapter.js);
    // it caches nothing, so that is no misconfigured server to warn about.
    const inProxy = !ctx.serverDistDir && !ctx.fs
    if (wanted && !buildId && !inProxy) warnRedis('no BUILD_ID beside the server output', new Error(String(ctx.serverDistDir)))
    // Without Redis: Next's disk cache with Next's own context, so nothing differs from the default.
    this.disk = new FileSystemCache(this.redisUrl ? { ...ctx, maxMemoryCacheSize: 0 } : ctx)
  }

  /** Whether this call's entry is shared through Redis (else it is the disk cache's). */
  shares(kind, data) {
    return Boolean(this.redisUrl) && kind === 'PAGES' && (data === undefined || data === null || SHARED_VALUE_KINDS.has(data.kind))
  }

  async get(key, ctx) {
    if (!this.shares(ctx?.kind)) return this.disk.get(key, ctx)
    const redis = await readyClient(this.redisUrl)
    if (!redis) return null
    const raw = await command(redis, 'reading a page failed', (client) => client.get(entryKey(this.buildId, key)))
    if (raw === FAILED) return null
    if (raw !== null) {
      let entry
      try {
        entry = JSON.parse(raw)
      } catch (error) {
        warnRedis('a stored page is not JSON', error)
        return null
      }
      return (await this.tagsExpired(redis, entry)) ? null : entry
    }
    // Not in Redis: the build's prerendered page, if it has one, shared from now on.
    const seed = await this.disk.get(key, ctx)
    if (seed) {
      const entry = { value: seed.value, lastModified: seed.lastModified, cacheControl: seed.cacheControl }
      await command(redis, 'storing a page failed', (client) => client.set(entryKey(this.buildId, key), JSON.stringify(entry), { NX: true, EX: ttlSeconds(entry.cacheControl) }))
    }
    return seed
  }

  async set(key, data, ctx) {
    if (!this.shares(ctx?.kind, data)) return this.disk.set(key, data, ctx)
    const redis = await readyClient(this.redisUrl)
    if (!redis) return
    // `null` is a notFound result: stored too, so every instance answers 404 alike.
    const entry = { value: data, lastModified: Date.now(), cacheControl: ctx.cacheControl }
    await command(redis, 'storing a page failed', (client) => client.set(entryKey(this.buildId, key), JSON.stringify(entry), { EX: ttlSeconds(ctx.cacheControl) }))
  }

  /**
   * A tag's entries expire (the pages router sets no tags; Next's contract has it). Stored as
   * tag → the time they expire, as Next's own tags manifest does; the disk cache is told too.
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    await this.disk.revalidateTag(list, durations)
    if (!this.redisUrl || list.length === 0) return
    const redis = await readyClient(this.redisUrl)
    if (!redis) return
    const expiredAt = Date.now() + (durations?.expire ?? 0) * 1000
    await command(redis, 'revalidating a tag failed', (client) => {
      const multi = client.multi()
      for (const tag of list) multi.set(tagKey(tag), String(expiredAt), { EX: MAX_TTL_SECONDS })
      return multi.exec()
    })
  }

  /** An entry whose tag expired after it was stored (and by now) is a miss. */
  async tagsExpired(redis, entry) {
    const header = entry?.value?.headers?.[CACHE_TAGS_HEADER]
    if (typeof header !== 'string' || header === '') return false
    const tags = header.split(',')
    const times = await command(redis, 'reading tags failed', (client) => client.mGet(tags.map(tagKey)))
    if (times === FAILED) return true
    const now = Date.now()
    return times.some((time) => time !== null && Number(time) <= now && Number(time) > entry.lastModified)
  }

  resetRequestCache() {
    this.disk.resetRequestCache()
  }
}
