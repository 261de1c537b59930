import dynamic from 'next/dynamic'
import { useTranslation } from 'next-i18next/pages'

import { OnDemandFallback } from '@/components/feedback/OnDemandFallback'
import { useIdlePreload } from '@/hooks/useIdlePreload'

import { useAuthUi } from './auth-ui'
import { useRegistrationPopup } from './useRegistrationPopup'

// The sheets are code-split: pages load them when a visitor first opens one (a chunk that fails
// to load reloads the page through the fallback's guard; a slow one shows the spinner).
const AuthSheet = dynamic(() => import('./AuthSheet'), { ssr: false, loading: OnDemandFallback })
const GuestGuide = dynamic(() => import('./GuestGuide'), { ssr: false, loading: OnDemandFallback })

/** Preloads the sheet's code (e.g. when a pointer approaches a Log in button). */
export function preloadAuthSheet(): void {
  void import('./AuthSheet')
}

/**
 * Hosts the login/register sheet and the guest guide for every page, and runs the registration
 * popup. Mounted once in _app; pages without the `auth` strings (bare error pages) get none.
 */
export function AuthRoot() {
  const { i18n } = useTranslation('auth')
  const ready = Boolean(i18n?.hasResourceBundle(i18n.language, 'auth'))
  const sheetOpen = useAuthUi((state) => state.sheet !== null)
  const guideOpen = useAuthUi((state) => state.guestGuide !== null)
  useRegistrationPopup(ready)
  useIdlePreload(preloadAuthSheet, ready)
  if (!ready) return null
  return (
    <>
      {sheetOpen ? <AuthSheet /> : null}
      {guideOpen ? <GuestGuide /> : null}
    </>
  )
}
