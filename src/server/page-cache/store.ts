/**
 * The page cache's memory: whole answers by key, least recently used out first past a byte budget.
 * One store per process, kept on globalThis: Next bundles the server entry (instrumentation) and the
 * API routes separately, and a publish (an API route) must clear what the server entry serves.
 */
import type { OutgoingHttpHeaders } from 'node:http'

import { keyPath, pageCacheMaxBytes } from './rules'

export type CachedPage = {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
  etag: string | undefined
  /** Date.now() after which the page is stale. */
  freshUntil: number
  /** Date.now() when one request went to the app to refresh the stale page (the others get it stale meanwhile). */
  refreshingSince: number
}

/** Answers over this size are not kept (a page is ~140 KB plain). */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024

export class PageStore {
  private readonly pages = new Map<string, CachedPage>()
  private bytes = 0
  /** Counts publishes: an answer the app began before one may hold the old page. */
  generation = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key)
    if (page) {
      // Most recently used last.
      this.pages.delete(key)
      this.pages.set(key, page)
    }
    return page
  }

  set(key: string, page: CachedPage): void {
    this.delete(key)
    if (page.body.length > Math.min(MAX_PAGE_BYTES, this.maxBytes)) return
    this.pages.set(key, page)
    this.bytes += page.body.length
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break
      this.pages.delete(oldest)
      this.bytes -= old.body.length
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key)
    if (!page) return
    this.pages.delete(key)
    this.bytes -= page.body.length
  }

  /** Drops every copy of a page (all hosts, encodings and query strings): the app has regenerated it. */
  forgetPath(path: string): void {
    this.generation += 1
    // Visitors' URLs are percent-encoded; a publish may name the path as written.
    const target = decodedPath(path)
    for (const key of [...this.pages.keys()]) if (decodedPath(keyPath(key)) === target) this.delete(key)
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes }
  }
}

function decodedPath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

const GLOBAL = Symbol.for('ozon-site.page-cache')
type WithStore = typeof globalThis & { [GLOBAL]?: PageStore }

/** The process's store (PAGE_CACHE_MAX_MB, default 64 MB; installPageCache creates it at start, so a bad value stops the start). */
export function pageStore(): PageStore {
  const holder = globalThis as WithStore
  holder[GLOBAL] ??= new PageStore(pageCacheMaxBytes())
  return holder[GLOBAL]
}

/** After a publish regenerated `path`: the next visitor gets the new page from the app. */
export function forgetCachedPage(path: string): void {
  const store = (globalThis as WithStore)[GLOBAL]
  store?.forgetPath(path)
}
