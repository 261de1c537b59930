import { describe, expect, it } from 'vitest'

import {
  CHUNK_RELOAD_GUARD_MS,
  DOM_APPEND_RELOAD_DELAY_MS,
  RELOAD_KEYS,
  type ReloadEnv,
  reloadFor,
  reloadForError,
  reloadKind,
} from '@/lib/reload-guards'

function fakeEnv(start = 1_000_000, storage: Map<string, string> | null = new Map()) {
  let now = start
  let online = true
  const calls = { reloads: 0, scheduled: [] as number[] }
  const env: ReloadEnv = {
    now: () => now,
    storage: storage && { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
    reload: () => void calls.reloads++,
    schedule: (run, ms) => {
      calls.scheduled.push(ms)
      run()
    },
    online: () => online,
  }
  return { env, calls, advance: (ms: number) => void (now += ms), storage, goOffline: () => void (online = false) }
}

const chunkError = Object.assign(new Error('Loading chunk 123 failed.\n(error: https://example.com/_next/static/chunks/123.js)'), { name: 'ChunkLoadError' })

describe('which errors a reload cures', () => {
  it('chunks that failed to load, in every browser wording', () => {
    for (const error of [
      chunkError,
      { name: 'ChunkLoadError', message: '' },
      new Error('Loading CSS chunk 42 failed.'),
      new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'),
      new TypeError('error loading dynamically imported module'),
      new TypeError('Importing a module script failed.'),
      new Error('Failed to load script: /_next/static/chunks/pages/about.js'),
    ]) {
      expect(reloadKind(error), String(error)).toBe('chunk')
    }
  })

  it('DOM-append errors (Chromium and Firefox wording), also as a bare message', () => {
    expect(reloadKind(new DOMException("Failed to execute 'appendChild' on 'Node': The new child element contains the parent.", 'HierarchyRequestError'))).toBe('dom')
    expect(reloadKind(new DOMException("Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.", 'NotFoundError'))).toBe('dom')
    expect(reloadKind('Node.insertBefore: Child to insert before is not a child of this node')).toBe('dom')
  })

  it('nothing else', () => {
    for (const error of [new Error('boom'), new TypeError("Cannot read properties of undefined (reading 'x')"), null, undefined, 42, "Failed to execute 'removeChild' on 'Node'"]) {
      expect(reloadKind(error)).toBeNull()
    }
  })
})

describe('reloading', () => {
  it('a chunk failure reloads at once, then not again within 60 s, then again', () => {
    const { env, calls, advance } = fakeEnv()
    expect(reloadForError(chunkError, env)).toBe('chunk')
    expect(calls.reloads).toBe(1)
    advance(CHUNK_RELOAD_GUARD_MS - 1)
    expect(reloadForError(chunkError, env)).toBeNull()
    expect(calls.reloads).toBe(1)
    advance(1)
    expect(reloadForError(chunkError, env)).toBe('chunk')
    expect(calls.reloads).toBe(2)
  })

  it('the guard survives the reload (it lives in sessionStorage)', () => {
    const storage = new Map<string, string>()
    const first = fakeEnv(5_000, storage)
    expect(reloadFor('chunk', first.env)).toBe(true)
    expect(storage.get(RELOAD_KEYS.chunk)).toBe('5000')
    const afterReload = fakeEnv(5_000 + 30_000, storage)
    expect(reloadFor('chunk', afterReload.env)).toBe(false)
    expect(afterReload.calls.reloads).toBe(0)
  })

  it('a DOM-append error reloads after 800 ms, guarded the same way but apart from chunks', () => {
    const { env, calls } = fakeEnv()
    expect(reloadForError(new Error("Failed to execute 'appendChild' on 'Node'"), env)).toBe('dom')
    expect(calls.scheduled).toEqual([DOM_APPEND_RELOAD_DELAY_MS])
    expect(calls.reloads).toBe(1)
    expect(reloadForError(new Error("Failed to execute 'appendChild' on 'Node'"), env)).toBeNull()
    expect(reloadForError(chunkError, env)).toBe('chunk')
    expect(calls.reloads).toBe(2)
  })

  it('a device clock set back does not block the reload for good', () => {
    const { env, calls, advance } = fakeEnv()
    reloadFor('chunk', env)
    advance(-3_600_000)
    expect(reloadFor('chunk', env)).toBe(true)
    expect(calls.reloads).toBe(2)
  })

  it('offline, a failed chunk does not reload (the browser would show its offline page); a DOM error still does', () => {
    const { env, calls, goOffline, storage } = fakeEnv()
    goOffline()
    expect(reloadForError(chunkError, env)).toBeNull()
    expect(storage?.has(RELOAD_KEYS.chunk)).toBe(false)
    expect(reloadForError(new Error("Failed to execute 'appendChild' on 'Node'"), env)).toBe('dom')
    expect(calls.reloads).toBe(1)
  })

  it('never reloads without storage (a loop could not be stopped), nor for other errors', () => {
    const blocked = fakeEnv(1, null)
    expect(reloadForError(chunkError, blocked.env)).toBeNull()
    const throwing = fakeEnv()
    throwing.env.storage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    }
    expect(reloadForError(chunkError, throwing.env)).toBeNull()
    const { env, calls } = fakeEnv()
    expect(reloadForError(new Error('boom'), env)).toBeNull()
    expect(blocked.calls.reloads + throwing.calls.reloads + calls.reloads).toBe(0)
  })
})
