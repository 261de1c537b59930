/**
 * The toast queue. Spec section 9: at most one toast is visible, so a new toast replaces the
 * current one. Messages are already translated; <Toaster /> renders them.
 */
import { create } from 'zustand'

export type ToastKind = 'success' | 'warning' | 'error' | 'danger' | 'info'
export type ToastOptions = {
  /** Stays until closed (e.g. the clock reminder) instead of disappearing after 3 s. */
  persistent?: boolean
  title?: string
}
export type Toast = { id: number; kind: ToastKind; message: string; title?: string; persistent: boolean }

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
  useToastStore.setState({ toast: { id, kind, message, title: options.title, persistent } })
  if (!persistent) timer = setTimeout(() => dismissToast(id), TOAST_DURATION_MS)
  return id
}

/** Close the toast with `id` (if still shown), or whatever is shown when no id is given. */
export function dismissToast(id?: number): void {
  const current = useToastStore.getState().toast
  if (!current || (id !== undefined && current.id !== id)) return
  clearTimeout(timer)
  useToastStore.setState({ toast: null })
}
