import type { MouseEvent } from 'react'

import Link from '@/components/layout/Link'
import { isExternalHref, safeHref } from '@/lib/content/safe-url'
import { isPlainClick, useAuthUi } from '@/features/auth/auth-ui'
import { localizedPath } from '@/lib/i18n/locales'
import styles from './blocks.module.scss'
import { usePromotion } from './context'
import type { ActionKind } from './fields'

export type ActionData = { label?: string | null; kind?: ActionKind | null; href?: string | null } | null | undefined

/**
 * A block's button: opens the register or login form (a real link to /register or /login
 * underneath, for a click before the page's script runs or a new tab), or follows its link.
 */
export function Action({ action, primary = true }: { action: ActionData; primary?: boolean }) {
  const { locale, successPath } = usePromotion()
  if (!action?.label) return null
  const className = primary ? styles.primaryButton : styles.secondaryButton
  const kind = action.kind ?? 'register'
  if (kind === 'link') {
    const href = safeHref(action.href)
    if (!href) return null
    return isExternalHref(href) ? (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {action.label}
      </a>
    ) : (
      <Link href={href} className={className}>
        {action.label}
      </Link>
    )
  }
  const view = kind === 'login' ? 'login' : 'register'
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    useAuthUi.getState().openSheet({ view, tab: view === 'login' ? 'password' : 'sms', variant: 'default', successPath })
  }
  return (
    <a href={localizedPath(`/${view}`, locale)} className={className} onClick={open} data-auth-trigger="" data-testid={`promotion-${view}`}>
      {action.label}
    </a>
  )
}

/** The main and second buttons of a block, side by side. */
export function Actions({ primary, secondary }: { primary?: ActionData; secondary?: ActionData }) {
  if (!primary?.label && !secondary?.label) return null
  return (
    <div className={styles.actions}>
      <Action action={primary} />
      <Action action={secondary} primary={false} />
    </div>
  )
}
