import type { Locale } from '@/lib/i18n/locales'
import { authLinkHref } from '@/lib/links'
import type { SiteChrome } from '@/lib/site-chrome'

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

/** Spec section 4: the login state is read from local storage when the top bar appears. */
export function useIsLoggedIn(): boolean {
  return useBrowserValue(() => window.localStorage.getItem('isLogin') === 'true', false)
}
