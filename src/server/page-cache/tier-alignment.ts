/**
 * Pages start on a memory page in the nginx cache tier's files (issue 13, "Cache tier").
 *
 * nginx answers a cached page with `sendfile` from its cache file, where the body follows nginx's
 * own header, the key and the app's response head. On this kernel, sendfile from an offset that is
 * not a multiple of 4096 costs 1.7 to over 2 times as much per answer as from a page boundary
 * (README "Benchmarks"): with a ~140 KB page, the tier served 0.38 of what nginx serves from a file.
 * So the app pads its response head (`X-Cache-Pad`, hidden from visitors by the tier) to make the
 * body start on a page boundary. The tier names the request's cache key (`X-Cache-Key`), the one
 * part of that offset the app cannot know; without it nothing is padded.
 *
 * A pure optimisation: a wrong guess costs speed, never correctness (tests/http/cache-tier.test.ts
 * checks the offset in real cache files).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'

const CACHE_KEY_HEADER = 'x-cache-key'
export const PAD_HEADER = 'X-Cache-Pad'

const MEMORY_PAGE = 4096
/** sizeof(ngx_http_file_cache_header_t) on 64-bit Linux, cache file format 5 (nginx 1.7.x to 1.27 at least). */
const NGINX_FILE_HEADER_BYTES = 336
/** The key is stored as "\nKEY: <key>\n". */
const KEY_LINE_EXTRA_BYTES = '\nKEY: \n'.length
/**
 * nginx reads a file's header part into one buffer of `proxy_buffer_size` (8k in the template):
 * never pad past it, or the tier would refuse the answer as "too big header".
 */
export const TIER_HEADER_BUFFER_BYTES = 8192
/** "X-Cache-Pad: .\r\n": the shortest line that can be added. */
const SHORTEST_PAD_LINE = `${PAD_HEADER}: .\r\n`.length

/** Not cached by the tier: no file to align. */
const UNCACHED_PREFIX = /^\/(?:api|cms-api|admin)(?:[/?]|$)/

/**
 * The padding line's length that makes nginx's header part (its header, the key line and the
 * app's response head) end on a memory page; 0 when it already does or no padding fits the buffer.
 */
export function padLineBytes(keyBytes: number, headBytes: number): number {
  const before = NGINX_FILE_HEADER_BYTES + KEY_LINE_EXTRA_BYTES + keyBytes + headBytes
  if (before % MEMORY_PAGE === 0) return 0
  const target = Math.ceil((before + SHORTEST_PAD_LINE) / MEMORY_PAGE) * MEMORY_PAGE
  return target > TIER_HEADER_BUFFER_BYTES ? 0 : target - before
}

/** `head` (ending with the blank line) with a padding line of `lineBytes` before that blank line. */
export function padHead(head: string, lineBytes: number): string {
  if (lineBytes === 0) return head
  return `${head.slice(0, -2)}${PAD_HEADER}: ${'.'.repeat(lineBytes - SHORTEST_PAD_LINE + 1)}\r\n\r\n`
}

/** Node's response internals: `_storeHeader` serializes the head into `_header`, sent with the first body bytes. */
type PendingHead = ServerResponse & {
  _header?: unknown
  _headerSent?: unknown
  _storeHeader?: (this: PendingHead, firstLine: string, headers: unknown) => void
}

/** The head as it will be sent: padded when the tier asked for this page (its key) and the page is one it caches. */
export function alignedHead(req: IncomingMessage | undefined, head: string): string {
  const key = req?.headers[CACHE_KEY_HEADER]
  if (typeof key !== 'string' || UNCACHED_PREFIX.test(req?.url ?? '') || !head.endsWith('\r\n\r\n')) return head
  return padHead(head, padLineBytes(Buffer.byteLength(key, 'latin1'), Buffer.byteLength(head, 'latin1')))
}

const INSTALLED = Symbol.for('ozon-site.tier-alignment.installed')

/**
 * Wraps where Node serializes every answer's head (`ServerResponse#_storeHeader`, called by
 * `writeHead`, explicit or implicit), when the head is final and not yet sent. Not `writeHead`
 * itself: Next's compression keeps the `writeHead` it found when a request arrived, and `next start`
 * takes its first requests before instrumentation runs, so those answers would pass by it (and the
 * first is often the tier's first copy of the home page). Without that internal, nothing is padded.
 */
export function installTierAlignment(): void {
  const prototype = http.ServerResponse.prototype as PendingHead & { [INSTALLED]?: true }
  const storeHeader = prototype._storeHeader
  if (prototype[INSTALLED] || typeof storeHeader !== 'function') return
  prototype[INSTALLED] = true
  prototype._storeHeader = function (this: PendingHead, firstLine: string, headers: unknown) {
    storeHeader.call(this, firstLine, headers)
    try {
      if (typeof this._header === 'string' && this._headerSent === false) this._header = alignedHead(this.req, this._header)
    } catch {
      // An optimisation: the answer goes out unpadded.
    }
  }
}
