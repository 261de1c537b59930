import { useSyncExternalStore } from 'react'

import type { Locale } from '@/lib/i18n/locales'
import { authLinkHref } from '@/lib/links'
import { isLoginFlagSet } from '@/lib/local-storage'
import type { SiteChrome } from '@/lib/site-chrome'
import { useUserStore } from '@/stores/user'

import { useBrowserValue } from './useBrowserValue'

/** The guest Log in / Register links, carrying over the query string the visitor arrived with. */
export function useAuthLinks(settings: SiteChrome['settings'], locale: Locale) {
  const currentSearch = useBrowserValue(() => window.location.search, '')
  const build = (type: 'login' | 'register') =>
    authLinkHref({
      type,
      locale,
      currentSearch,
      workbenchBaseUrl: settings.workbenchBaseUrl,
      campaignCode: settings.campaignCode,
      urlCode: settings.urlCode,
    })
  return { login: build('login'), register: build('register') }
}

/** Re-read the flag whenever the user store changes (login, logout) or another tab changes it. */
function subscribeLogin(onChange: () => void): () => void {
  const unsubscribe = useUserStore.subscribe(onChange)
  window.addEventListener('storage', onChange)
  return () => {
    unsubscribe()
    window.removeEventListener('storage', onChange)
  }
}

/**
 * Spec section 4: the login state is read from local storage (isLogin) when the top bar
 * appears, and follows the user store afterwards, so the bar changes right after a login.
 */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeLogin, isLoginFlagSet, () => false)
}
