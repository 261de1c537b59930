/**
 * Client robustness (spec sections 4 and 9): a page whose code can no longer be loaded (a chunk
 * of an older deploy, a dropped connection) reloads itself, at most once per 60 s so that a chunk
 * that keeps failing cannot loop; an unhandled DOM-append error (typically a browser extension or
 * page translator that moved nodes React owns) reloads the page after 800 ms, with the same
 * once-per-60-s guard against loops. A failed route change is already a full page load (Next
 * navigates to the target itself); this covers the code loaded on demand (sheets, dialogs, the
 * client calls) and errors React reports to the error page. Pure but for the environment passed
 * in; `browserReloadEnv` is the real one.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const DOM_APPEND_RELOAD_DELAY_MS = 800
/** sessionStorage keys: when this tab last reloaded for each kind of error. */
export const RELOAD_KEYS = { chunk: 'site:chunk-reload', dom: 'site:dom-reload' } as const

export type ReloadKind = keyof typeof RELOAD_KEYS

export type ReloadEnv = {
  now: () => number
  /** Null when storage is blocked: then nothing reloads (a loop could not be stopped). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  reload: () => void
  schedule: (run: () => void, ms: number) => void
  /** Offline, a chunk cannot load: a reload would only show the browser's offline page (the banner says why). */
  online: () => boolean
}

const CHUNK_PATTERNS = [
  /Loading (?:CSS )?chunk [^\s]+ failed/i, // webpack
  /Failed to fetch dynamically imported module/i, // Chromium, native import()
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Failed to load script: /i, // Next's route loader
]
const DOM_APPEND_PATTERNS = [/Failed to execute '(?:appendChild|insertBefore)' on 'Node'/i, /Node\.(?:appendChild|insertBefore)\b/]

function describe(error: unknown): { name: string; message: string } {
  if (typeof error === 'string') return { name: '', message: error }
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown }
    return { name: typeof name === 'string' ? name : '', message: typeof message === 'string' ? message : '' }
  }
  return { name: '', message: '' }
}

/** Which reload an error calls for, if any. */
export function reloadKind(error: unknown): ReloadKind | null {
  const { name, message } = describe(error)
  if (name === 'ChunkLoadError' || CHUNK_PATTERNS.some((pattern) => pattern.test(message))) return 'chunk'
  if (DOM_APPEND_PATTERNS.some((pattern) => pattern.test(message))) return 'dom'
  return null
}

/**
 * Reloads the page for an error of `kind` unless this tab already did in the last 60 s: at once
 * for a chunk, after 800 ms for a DOM-append error. False when the guard (or blocked storage)
 * says no, and for a chunk while the browser is offline.
 */
export function reloadFor(kind: ReloadKind, env: ReloadEnv): boolean {
  if (!env.storage || (kind === 'chunk' && !env.online())) return false
  const key = RELOAD_KEYS[kind]
  try {
    const last = Number(env.storage.getItem(key))
    const now = env.now()
    if (last && now >= last && now - last < CHUNK_RELOAD_GUARD_MS) return false
    env.storage.setItem(key, String(now))
  } catch {
    return false
  }
  if (kind === 'chunk') env.reload()
  else env.schedule(env.reload, DOM_APPEND_RELOAD_DELAY_MS)
  return true
}

/** `reloadFor` the kind of `error`; the kind acted on, else null. */
export function reloadForError(error: unknown, env: ReloadEnv): ReloadKind | null {
  const kind = reloadKind(error)
  return kind && reloadFor(kind, env) ? kind : null
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function browserReloadEnv(): ReloadEnv {
  return {
    now: () => Date.now(),
    storage: sessionStorageOrNull(),
    reload: () => window.location.reload(),
    schedule: (run, ms) => void window.setTimeout(run, ms),
    online: () => navigator.onLine !== false,
  }
}

/** Window listeners for errors nothing else handled; returns their removal. */
export function listenForReloadableErrors(env: () => ReloadEnv = browserReloadEnv): () => void {
  const onError = (event: ErrorEvent) => void reloadForError(event.error ?? event.message, env())
  const onRejection = (event: PromiseRejectionEvent) => void reloadForError(event.reason, env())
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
