import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'

import styles from './Modal.module.scss'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('inert') && element.getClientRects().length > 0)
}

// Several dialogs can be open at once (captcha above a sheet): the page scrolls again after the last.
let openCount = 0
let bodyOverflow = ''

type Props = {
  /** id of the element naming the dialog (its visible title). */
  labelledBy: string
  describedBy?: string
  onClose: () => void
  /** Label of the × button. */
  closeLabel: string
  /** `sheet`: 720 px (login/register); `wide`: 620 px and `narrow`: 500 px (top-up dialog, spec section 9); `small`: captcha, notices. Phones: full width. */
  size?: 'sheet' | 'wide' | 'narrow' | 'medium' | 'small'
  /** `top` stacks above an open sheet (the captcha). */
  layer?: 'base' | 'top'
  /** Focused first; otherwise the first field or button. */
  initialFocus?: RefObject<HTMLElement | null>
  className?: string
  testId?: string
  children: ReactNode
}

/**
 * An accessible modal dialog: role="dialog" + aria-modal, named by its title, focus moved in,
 * kept in (Tab wraps) and given back on close, Escape and the backdrop close it, the page
 * behind does not scroll. Rendered into <body>, so only open it in the browser.
 */
export function Modal({ labelledBy, describedBy, onClose, closeLabel, size = 'medium', layer = 'base', initialFocus, className, testId, children }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const pressedOnBackdrop = useRef(false)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    const dialog = dialogRef.current
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // The given element, else the first field, else the first control other than ×, else the dialog.
    const items = dialog ? focusables(dialog).filter((element) => !element.dataset.modalClose) : []
    const target = initialFocus?.current ?? items.find((element) => element instanceof HTMLInputElement) ?? items[0] ?? dialog
    target?.focus()

    openCount += 1
    const body = document.body
    if (openCount === 1) {
      bodyOverflow = body.style.overflow
      body.style.overflow = 'hidden'
    }
    return () => {
      openCount -= 1
      if (openCount === 0) body.style.overflow = bodyOverflow
      // Back to whatever opened the dialog, if it is still there.
      if (previous?.isConnected) previous.focus()
    }
    // Focus moves in once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A dialog stacked above another closes alone.
      event.stopPropagation()
      event.preventDefault()
      onCloseRef.current()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const items = focusables(dialogRef.current)
    if (items.length === 0) {
      event.preventDefault()
      return
    }
    const first = items[0]
    const last = items[items.length - 1]
    const active = document.activeElement
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }

  if (typeof document === 'undefined') return null
  return createPortal(
    <div
      className={`${styles.backdrop} ${layer === 'top' ? styles.top : ''}`}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current()
        pressedOnBackdrop.current = false
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]} ${className ?? ''}`}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label={closeLabel} data-modal-close="true">
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  )
}
