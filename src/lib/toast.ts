/**
 * The toast queue. Spec section 9: at most one toast is visible, so a new toast replaces the
 * current one. Messages are already translated; <Toaster /> renders them.
 */
import { create } from 'zustand'

export type ToastKind = 'success' | 'warning' | 'error' | 'danger' | 'info'
/**
 * Spec section 9's notification keys: `illegalDate` for the clock reminder (section 5), and
 * `response_message` for a service's own message shown as a warning (section 8). A toast with a
 * key can be closed by it, and names it in the page (data-notification-key).
 */
export const NOTIFICATION_KEYS = { illegalDate: 'illegalDate', responseMessage: 'response_message' } as const
export type NotificationKey = (typeof NOTIFICATION_KEYS)[keyof typeof NOTIFICATION_KEYS]

export type ToastOptions = {
  /** Stays until closed (e.g. the clock reminder) instead of disappearing after 3 s. */
  persistent?: boolean
  title?: string
  key?: NotificationKey
  /**
   * Stays when the page changes: for a toast announcing the navigation's own result (e.g. "welcome"
   * right before going back). Other non-persistent toasts belong to the page or form that showed
   * them and are cleared on navigation (clearTransientToasts).
   */
  keepOnNavigation?: boolean
}
export type Toast = {
  id: number
  kind: ToastKind
  message: string
  title?: string
  persistent: boolean
  key?: NotificationKey
  keepOnNavigation?: boolean
}

export const TOAST_DURATION_MS = 3000

type ToastState = { toast: Toast | null }

export const useToastStore = create<ToastState>()(() => ({ toast: null }))

let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined

/** Show a toast, replacing any visible one; returns its id. */
export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = nextId++
  clearTimeout(timer)
  const persistent = options.persistent ?? false
  const keepOnNavigation = options.keepOnNavigation ? true : undefined
  useToastStore.setState({ toast: { id, kind, message, title: options.title, persistent, key: options.key, keepOnNavigation } })
  if (!persistent) timer = setTimeout(() => dismissToast(id), TOAST_DURATION_MS)
  return id
}

/** A service's refusal in its own words (already in the visitor's language): a `response_message` warning. */
export function warnResponseMessage(message: string): number {
  return showToast('warning', message, { key: NOTIFICATION_KEYS.responseMessage })
}

/** Close the toast with `id` or notification key (if still shown), or whatever is shown when none is given. */
export function dismissToast(id?: number | NotificationKey): void {
  const current = useToastStore.getState().toast
  if (!current || (id !== undefined && current.id !== id && current.key !== id)) return
  clearTimeout(timer)
  useToastStore.setState({ toast: null })
}

/**
 * On a route change (routeChangeStart, in _app): close the shown toast unless it is persistent
 * (e.g. the clock reminder) or was meant to outlive the navigation. A form's "SMS sent" must not
 * follow the visitor to the next page.
 */
export function clearTransientToasts(): void {
  const current = useToastStore.getState().toast
  if (current && !current.persistent && !current.keepOnNavigation) dismissToast(current.id)
}
