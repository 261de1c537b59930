import type { AppProps } from 'next/app'
import { useRouter } from 'next/router'
import { appWithTranslation } from 'next-i18next/pages'
import { useEffect } from 'react'

import { Toaster } from '@/components/feedback/Toaster'
import { LoadingBar } from '@/components/layout/LoadingBar'
import { OfflineBanner } from '@/components/layout/OfflineBanner'
import { AuthRoot } from '@/features/auth/AuthRoot'
import { PhoneCountriesContext } from '@/features/auth/phone-countries'
import { PAGE_VIEW_EVENT } from '@/lib/attribution/tracker'
import { isLoginFlagSet } from '@/lib/local-storage'
import { i18nConfig } from '@/lib/i18n/config'
import type { PhoneCountry } from '@/lib/phone/countries'
import { listenForReloadableErrors } from '@/lib/reload-guards'
import { RUNTIME_READY_EVENT } from '@/lib/runtime-loading'
import { clearTransientToasts } from '@/lib/toast'
import type { SiteChrome } from '@/lib/site-chrome'
import { hydrateStores } from '@/stores/hydrate'
import { usePromoteStore } from '@/stores/promote'

import '@/styles/globals.scss'

/** public/track.js counts a page view when the router shows a new page (it counts the first by itself). */
const announcePageView = () => window.dispatchEvent(new Event(PAGE_VIEW_EVENT))

/** Restore the persisted stores once, then keep the campaign data of every page visited (spec section 2 "Other"). */
function useStoresAndCampaign() {
  const router = useRouter()
  useEffect(() => {
    let hydrated = false
    const capture = () => {
      if (hydrated) usePromoteStore.getState().capture(window.location.search)
    }
    void hydrateStores().then(() => {
      hydrated = true
      capture()
      // A page load of a logged-in visitor checks the session once: a 401 (expired, logged out
      // elsewhere) or 403 RESTRICT_LOGIN makes the shared client log out and reload (spec 4).
      // Loaded on demand: guests never download the HTTP client for it.
      if (isLoginFlagSet()) {
        void Promise.all([import('@/features/auth/api'), import('@/features/auth/session')]).then(([api, session]) =>
          api
            .currentUser()
            .then((answer) => answer.data && session.saveUserInfo(answer.data))
            .catch(() => undefined),
        )
      }
    })
    // From the first route change on, new pages fade in (globals.scss); the first page does not.
    const markNavigated = () => document.documentElement.setAttribute('data-navigated', '')
    router.events.on('routeChangeStart', markNavigated)
    // A form's toast ("SMS sent") stays with its page; persistent ones (clock reminder) stay on.
    router.events.on('routeChangeStart', clearTransientToasts)
    router.events.on('routeChangeComplete', capture)
    router.events.on('routeChangeComplete', announcePageView)
    return () => {
      router.events.off('routeChangeStart', markNavigated)
      router.events.off('routeChangeStart', clearTransientToasts)
      router.events.off('routeChangeComplete', capture)
      router.events.off('routeChangeComplete', announcePageView)
    }
    // Once per page load; router.events is the same emitter for the app's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/**
 * Tells public/runtime-boot.js that React has hydrated the page, so the clicks it held while the
 * runtime loaded are replayed. The outermost component's effect: it runs after every page effect.
 */
function useRuntimeReady() {
  useEffect(() => {
    window.dispatchEvent(new Event(RUNTIME_READY_EVENT))
  }, [])
}

/**
 * Errors nothing handled: a chunk that failed to load reloads the page (at most once per 60 s), a
 * DOM-append error after 800 ms (spec section 4; src/lib/reload-guards.ts). Errors React catches
 * while rendering reach the error page, which does the same (_error.tsx).
 */
function useReloadGuards() {
  useEffect(() => listenForReloadableErrors(), [])
}

/** The admin's sign-up countries, from the page's chrome (null on pages without chrome: the fields use the defaults). */
function phoneCountriesOf(pageProps: AppProps['pageProps']): readonly PhoneCountry[] | null {
  const settings = (pageProps as { chrome?: Partial<SiteChrome> } | undefined)?.chrome?.settings
  return settings?.phoneCountries ?? null
}

function SiteApp({ Component, pageProps }: AppProps) {
  useStoresAndCampaign()
  useReloadGuards()
  useRuntimeReady()
  return (
    <PhoneCountriesContext value={phoneCountriesOf(pageProps)}>
      <LoadingBar />
      <OfflineBanner />
      <Component {...pageProps} />
      <AuthRoot />
      <Toaster />
    </PhoneCountriesContext>
  )
}

export default appWithTranslation(SiteApp, i18nConfig)
