import Link from 'next/link'
import type { ReactNode } from 'react'

import { opensInNewTab, resolveHref } from '@/lib/links'

type Props = {
  href: string
  workbenchBaseUrl: string
  className?: string
  children: ReactNode
  onClick?: () => void
}

/** Site paths go through next/link (keeping the language); workbench and other sites open in a new tab. */
export function SmartLink({ href, workbenchBaseUrl, className, children, onClick }: Props) {
  if (opensInNewTab(href)) {
    return (
      <a href={resolveHref(href, workbenchBaseUrl)} className={className} target="_blank" rel="noopener" onClick={onClick}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  )
}
