/**
 * The app's in-process page cache (issue 13, "Origin"): guests' requests for a page the app
 * marks shareable are answered from memory for up to a second (PAGE_CACHE_TTL_MS), before Next's
 * router runs; one request at a time refreshes a stale page while the others get the stale copy.
 *
 * Why: an ISR hit still costs ~0.75 ms of Next's routing, and libuv accepts one new connection
 * per event-loop turn (libuv PR #3696), so under a burst of new connections the k-th waits for k
 * turns of every open connection's requests. A hit from here costs ~0.05 ms: turns stay short and
 * the burst is accepted in milliseconds (README "Benchmarks").
 *
 * Installed from src/instrumentation.ts by wrapping `http.Server#emit('request')`: `next start`
 * and the standalone server both create their server before the app, and offer no earlier hook.
 */
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'

import { pageCacheKey, pageCacheTtlMs, shareableFor } from './rules'
import { type CachedPage, MAX_PAGE_BYTES, pageStore } from './store'

/** How long the others get a stale copy while one request refreshes it (as nginx's proxy_cache_lock_timeout). */
const REFRESH_WAIT_MS = 5000

/** Headers that belong to one connection or one sending, not to the page. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'x-page-cache'])

/** Headers a 304 leaves out: they describe the body it does not send. */
const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-length'])

const INSTALLED = Symbol.for('ozon-site.page-cache.installed')

/** Wraps every HTTP server's request event with the cache; does nothing when the TTL is 0 (development, or turned off). */
export function installPageCache(ttlMs = pageCacheTtlMs()): void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: true }
  if (ttlMs === 0 || prototype[INSTALLED]) return
  pageStore() // now, so that a bad PAGE_CACHE_MAX_MB stops the start
  prototype[INSTALLED] = true
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && answerSafely(args[0] as IncomingMessage, args[1] as ServerResponse, ttlMs)) return true
    return emit.call(this, event, ...args)
  }
}

let reportedFailure = false

/** The cache is an optimisation: if it fails, the app answers (and the failure is logged once, not per request). */
export function answerSafely(req: IncomingMessage, res: ServerResponse, ttlMs: number): boolean {
  try {
    return answerFromCache(req, res, ttlMs)
  } catch (error) {
    reportFailure(error)
    // Half-sent from the cache: end it rather than let the app write a second head.
    if (res.headersSent) {
      res.destroy()
      return true
    }
    return false
  }
}

function reportFailure(error: unknown): void {
  if (reportedFailure) return
  reportedFailure = true
  console.error('page cache: failed, the app answers instead (logged once)', error)
}

/** Answers the request from the cache (true), or lets the app answer it, keeping a shareable answer. */
export function answerFromCache(req: IncomingMessage, res: ServerResponse, ttlMs: number): boolean {
  const key = pageCacheKey(req)
  if (!key) return false
  const store = pageStore()
  const page = store.get(key)
  const now = Date.now()
  if (page && now < page.freshUntil) return send(req, res, page, 'hit')
  if (page && now - page.refreshingSince < REFRESH_WAIT_MS) return send(req, res, page, 'stale')
  // HEAD has no body to keep: the app answers it until a GET fills the cache.
  if (req.method !== 'GET') return false
  if (page) page.refreshingSince = now
  const generation = store.generation
  keepAnswer(res, (answer) => {
    const ttl = answer ? shareableFor(answer.status, answer.headers, ttlMs) : 0
    // A publish while the app was answering: that answer may be the old page.
    if (ttl > 0 && answer && store.generation === generation) {
      store.set(key, { ...answer, etag: answer.headers.etag as string | undefined, freshUntil: Date.now() + ttl, refreshingSince: 0 })
    } else if (page) {
      store.delete(key)
    }
  })
  return false
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'hit' | 'stale'): true {
  if (page.etag && matchesEtag(req.headers['if-none-match'], page.etag)) {
    // The page's headers but those of its body (Content-Security-Policy stays).
    const headers = Object.fromEntries(Object.entries(page.headers).filter(([name]) => !BODY_HEADERS.has(name)))
    res.writeHead(304, { ...headers, 'x-page-cache': state })
    res.end()
    return true
  }
  res.writeHead(page.status, { ...page.headers, 'content-length': page.body.length, 'x-page-cache': state })
  res.end(req.method === 'HEAD' ? undefined : page.body)
  return true
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const strong = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strong(tag) === strong(etag))
}

type Answer = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

/**
 * Collects what the app sends (after Next's compression, which wraps these same methods) and
 * hands it over once sent; null when the answer was cut off or too large to keep.
 */
function keepAnswer(res: ServerResponse, done: (answer: Answer | null) => void): void {
  const chunks: Buffer[] = []
  let bytes = 0
  let headArgument: OutgoingHttpHeaders = {}
  let finished = false
  const finish = (answer: Answer | null) => {
    if (finished) return
    finished = true
    // Runs in the response's event: a throw here would end the process, not one request.
    try {
      done(answer)
    } catch (error) {
      reportFailure(error)
    }
  }
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function' || bytes > MAX_PAGE_BYTES) return
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array)
    chunks.push(buffer)
    bytes += buffer.length
  }
  const { write, end, writeHead } = res
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1])
    return write.apply(this, args as Parameters<typeof write>)
  } as typeof write
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1])
    return end.apply(this, args as Parameters<typeof end>)
  } as typeof end
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // writeHead(status, [message], headers): headers passed only here may be missing from getHeaders().
    const given = args.find((arg) => typeof arg === 'object' && arg !== null)
    if (Array.isArray(given)) for (let i = 0; i + 1 < given.length; i += 2) headArgument[String(given[i]).toLowerCase()] = given[i + 1]
    else if (given) headArgument = Object.fromEntries(Object.entries(given).map(([name, value]) => [name.toLowerCase(), value]))
    return writeHead.apply(this, args as Parameters<typeof writeHead>)
  } as typeof writeHead
  res.once('finish', () => {
    if (bytes > MAX_PAGE_BYTES) return finish(null)
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries({ ...res.getHeaders(), ...headArgument })) if (!NOT_KEPT.has(name) && value !== undefined) headers[name] = value
    finish({ status: res.statusCode, headers, body: Buffer.concat(chunks) })
  })
  res.once('close', () => finish(null))
}
