/**
 * localStorage that is safe to call anywhere: on the server, and in browsers that block storage
 * (access can throw there), reads give null and writes do nothing.
 */

/** Spec section 3: the login flag read by the top bar and the HTTP client. */
export const IS_LOGIN_KEY = 'isLogin'

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function readLocal(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    storage()?.setItem(key, value)
  } catch {
    // Full or blocked storage: the value just is not remembered.
  }
}

export function removeLocal(key: string): void {
  try {
    storage()?.removeItem(key)
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

export function isLoginFlagSet(): boolean {
  return readLocal(IS_LOGIN_KEY) === 'true'
}
