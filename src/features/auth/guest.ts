/**
 * Spec section 6: from the top bar a guest may open only the home page, the workbench
 * dashboard, the course home and the official news site. Every other workbench link shows the
 * guest guide instead. Without a hosted workbench every workbench link leads to the account
 * page, which a guest has no use for: the guide shows for all of them (login links excepted).
 */
import { isWorkbenchLogin, isWorkbenchPath } from '@/lib/links'

const GUEST_WORKBENCH_PATHS = new Set(['/workbench/dashboard'])

export function guestMayOpen(href: string): boolean {
  if (!isWorkbenchPath(href)) return true
  const path = href.split(/[?#]/, 1)[0].replace(/\/+$/, '')
  return GUEST_WORKBENCH_PATHS.has(path)
}

/** Whether a click on this link shows the guest guide instead of following it. */
export function showsGuestGuide(href: string, workbenchBaseUrl: string, loggedIn: boolean): boolean {
  if (loggedIn || !isWorkbenchPath(href) || isWorkbenchLogin(href)) return false
  return !workbenchBaseUrl.trim() || !guestMayOpen(href)
}
