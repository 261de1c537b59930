/**
 * Copies text: the Clipboard API where the page may use it (HTTPS, localhost), else the old
 * selection copy (in-app browsers, plain HTTP). Resolves false when neither works, so the caller
 * can say "copy manually" (spec section 8).
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
