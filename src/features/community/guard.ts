/**
 * Spec sections 6 and 8: a guest who tries to write or like sees the guest message and the login
 * sheet (SMS tab); nothing is sent. Whether the visitor is a seller is the isLogin flag the top
 * bar reads; the server checks the session on every write anyway.
 */
import { openLoginSheet } from '@/features/auth/auth-ui'
import { isLoginFlagSet } from '@/lib/local-storage'
import { showToast } from '@/lib/toast'

export function sellerOrLoginSheet(guestMessage: string): boolean {
  if (isLoginFlagSet()) return true
  showToast('warning', guestMessage)
  openLoginSheet('sms')
  return false
}

/** The community's browser calls, loaded on first use (not with the page). */
export const communityApi = () => import('./api')
