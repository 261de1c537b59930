/**
 * Copying, and spec section 8's messages around copying and saving, in one place: every copy
 * action on the site goes through `copyText` and says what happened with the same strings
 * (namespace `common`, key `notice`) in zh, en and ru.
 */
import { showToast } from './toast'

/**
 * i18n keys (namespace `common`) of section 8's copy and save messages. Its other client messages
 * live with what shows them: the offline banner (`common:offline`), empty lists (`content:noData`,
 * `rankings:empty`).
 */
export const NOTICE_KEYS = {
  copied: 'notice.copied',
  copyUnsupported: 'notice.copyUnsupported',
  saveUnsupported: 'notice.saveUnsupported',
} as const

type Translate = (key: string) => string

/**
 * Copies text: the Clipboard API where the page may use it (HTTPS, localhost), else the old
 * selection copy (in-app browsers, plain HTTP). Resolves false when neither works, so the caller
 * can say "copy manually".
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Denied or unavailable: try the selection copy.
  }
  // The field goes where the focus is (inside a dialog, so its focus trap holds), and the focus
  // returns to the button afterwards.
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const field = document.createElement('textarea')
  field.value = text
  field.style.position = 'fixed'
  field.style.top = '0'
  field.style.opacity = '0'
  ;(focused?.parentElement ?? document.body).appendChild(field)
  field.focus()
  field.select()
  // iOS selects only with a range.
  field.setSelectionRange(0, text.length)
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    field.remove()
    focused?.focus()
  }
}

/** Copies `text` and says so in a toast: "copied successfully", or "copy manually" when the browser cannot. */
export async function copyWithNotice(text: string, t: Translate, copy: (text: string) => Promise<boolean> = copyText): Promise<boolean> {
  const copied = await copy(text)
  if (copied) showToast('success', t(NOTICE_KEYS.copied))
  else showToast('warning', t(NOTICE_KEYS.copyUnsupported))
  return copied
}

/** An in-app browser (WeChat, QQ, …) cannot download: "change the browser or save manually". */
export function noticeSaveUnsupported(t: Translate): void {
  showToast('warning', t(NOTICE_KEYS.saveUnsupported))
}
