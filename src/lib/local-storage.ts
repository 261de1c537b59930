/**
 * Web storage that is safe to call anywhere: on the server, and in browsers that block storage
 * (access can throw there), reads give null and writes do nothing. localStorage keeps the app's
 * state; sessionStorage holds what only this tab's visit needs (see runtime-loading.ts).
 */

/** Spec section 3: the login flag read by the top bar and the HTTP client. */
export const IS_LOGIN_KEY = 'isLogin'

type StorageKind = 'localStorage' | 'sessionStorage'

function storage(kind: StorageKind): Storage | null {
  try {
    return (globalThis as Partial<Record<StorageKind, Storage>>)[kind] ?? null
  } catch {
    return null
  }
}

function read(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

function remove(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.removeItem(key)
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

export const readLocal = (key: string) => read('localStorage', key)
export const readSession = (key: string) => read('sessionStorage', key)
export const removeLocal = (key: string) => remove('localStorage', key)
export const removeSession = (key: string) => remove('sessionStorage', key)

export function writeLocal(key: string, value: string): void {
  try {
    storage('localStorage')?.setItem(key, value)
  } catch {
    // Full or blocked storage: the value just is not remembered.
  }
}

export function isLoginFlagSet(): boolean {
  return readLocal(IS_LOGIN_KEY) === 'true'
}
