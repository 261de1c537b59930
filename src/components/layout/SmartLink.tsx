import Link from 'next/link'
import type { MouseEvent, ReactNode } from 'react'

import { opensInNewTab, resolveHref } from '@/lib/links'

type Props = {
  href: string
  workbenchBaseUrl: string
  className?: string
  children: ReactNode
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
  /** Marks a link whose click opens a login sheet or the guest guide (not the registration popup). */
  authTrigger?: boolean
}

/** Site paths go through next/link (keeping the language); workbench and other sites open in a new tab. */
export function SmartLink({ href, workbenchBaseUrl, className, children, onClick, authTrigger }: Props) {
  const trigger = authTrigger ? { 'data-auth-trigger': '' } : {}
  if (opensInNewTab(href)) {
    return (
      <a href={resolveHref(href, workbenchBaseUrl)} className={className} target="_blank" rel="noopener" onClick={onClick} {...trigger}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className} onClick={onClick} {...trigger}>
      {children}
    </Link>
  )
}
