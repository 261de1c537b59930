/**
 * Spec section 6: from the top bar a guest may open only the home page, the workbench
 * dashboard, the course home and the official news site. Every other workbench link shows the
 * guest guide instead.
 */
import { isWorkbenchPath } from '@/lib/links'

const GUEST_WORKBENCH_PATHS = new Set(['/workbench/dashboard'])

export function guestMayOpen(href: string): boolean {
  if (!isWorkbenchPath(href)) return true
  const path = href.split(/[?#]/, 1)[0].replace(/\/+$/, '')
  return GUEST_WORKBENCH_PATHS.has(path)
}
