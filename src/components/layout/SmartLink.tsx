import Link from './Link'
import type { MouseEvent, ReactNode } from 'react'

import { isPlainClick, openLoginSheet, openRegisterSheet, useAuthUi } from '@/features/auth/auth-ui'
import { showsGuestGuide } from '@/features/auth/guest'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { isWorkbenchLogin, resolveLink, workbenchLoginType } from '@/lib/links'

type Props = {
  href: string
  workbenchBaseUrl: string
  className?: string
  children: ReactNode
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
  /** Called before the guest guide opens instead of the link (e.g. to close a menu and move focus). */
  onGuestGuide?: (event: MouseEvent<HTMLAnchorElement>) => void
  testId?: string
}

/**
 * Every link the chrome renders from the CMS. Site paths go through next/link (keeping the
 * language); the workbench and other sites open in a new tab. Without a hosted workbench,
 * workbench links stay on this site (account page, login), so none leads to a 404. A guest's
 * click on a workbench link opens the guest guide; a login link opens the login/register sheet.
 */
export function SmartLink({ href, workbenchBaseUrl, className, children, onClick, onGuestGuide, testId }: Props) {
  const loggedIn = useIsLoggedIn()
  const resolved = resolveLink(href, workbenchBaseUrl)
  const guestGuide = showsGuestGuide(href, workbenchBaseUrl, loggedIn)
  const loginLink = !loggedIn && isWorkbenchLogin(href)

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if ((guestGuide || loginLink) && isPlainClick(event)) {
      event.preventDefault()
      if (guestGuide) {
        onGuestGuide?.(event)
        useAuthUi.getState().openGuestGuide('guest-link')
      } else {
        onClick?.(event)
        if (workbenchLoginType(href) === 'register') openRegisterSheet()
        else openLoginSheet()
      }
      return
    }
    onClick?.(event)
  }
  // Marks links whose click opens a sheet or the guide, so the registration popup stays out of the way.
  const common = { className, onClick: handleClick, 'data-testid': testId, ...(guestGuide || loginLink ? { 'data-auth-trigger': '' } : {}) }

  if (resolved.external) {
    return (
      <a href={resolved.href} target="_blank" rel="noopener" {...common}>
        {children}
      </a>
    )
  }
  return (
    <Link href={resolved.href} {...common}>
      {children}
    </Link>
  )
}
