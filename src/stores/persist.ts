/**
 * Spec section 3: persisted state lives under ONE localStorage key, "ddqbt", as
 * { info, history, promote }. Each store persists its own slice (the persist `name`) into that
 * object, re-reading it on every write so the stores never overwrite each other's slices.
 */
import type { PersistStorage, StorageValue } from 'zustand/middleware'

import { readLocal, writeLocal } from '@/lib/local-storage'

export const PERSIST_KEY = 'ddqbt'
export type PersistSlice = 'info' | 'history' | 'promote'

function readRoot(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readLocal(PERSIST_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {} // Corrupt JSON: start over rather than break the page.
  }
}

/** Storage for `persist({ name: slice, storage: sharedStorage() })`; unversioned, plain JSON. */
export function sharedStorage<S>(): PersistStorage<S> {
  return {
    getItem(name): StorageValue<S> | null {
      const root = readRoot()
      return name in root ? { state: root[name] as S, version: 0 } : null
    },
    setItem(name, value) {
      writeLocal(PERSIST_KEY, JSON.stringify({ ...readRoot(), [name]: value.state }))
    },
    removeItem(name) {
      const { [name]: _removed, ...rest } = readRoot()
      writeLocal(PERSIST_KEY, JSON.stringify(rest))
    },
  }
}
