import { useEffect } from 'react'

import { cookieValue } from '@/lib/cookies'
import { isLoginFlagSet } from '@/lib/local-storage'
import { useUserStore } from '@/stores/user'

import { openRegisterSheet, useAuthUi } from './auth-ui'
import {
  isOwnClick,
  popupShownCookie,
  REGISTRATION_POPUP_COOKIE,
  REGISTRATION_POPUP_DELAY_MS,
  shouldShowPopup,
} from './registration-popup'

const isLoggedIn = () => isLoginFlagSet() || Boolean(useUserStore.getState().info)
const somethingOpen = () => {
  const { sheet, guestGuide } = useAuthUi.getState()
  return sheet !== null || guestGuide !== null
}

/**
 * Spec section 4: opens the register sheet for a logged-out visitor on the first click anywhere,
 * or 150 s after the page loaded, whichever comes first, once a day (cookie until local
 * midnight). Conditions are checked again when it fires: the visitor may have logged in, moved
 * to /login, or seen it in another tab. Mount once (in _app), so client navigation keeps the timer.
 */
export function useRegistrationPopup(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const alreadyDone = () => isLoggedIn() || cookieValue(document.cookie, REGISTRATION_POPUP_COOKIE) !== null
    if (alreadyDone()) return

    let finished = false
    const stop = () => {
      finished = true
      window.clearTimeout(timer)
      document.removeEventListener('click', onClick)
    }
    const show = () => {
      if (finished) return
      // Logged in, or shown in another tab meanwhile: done for this page.
      if (alreadyDone()) {
        stop()
        return
      }
      // On /login, /register or a promotion page: not there, maybe on the next page.
      if (!shouldShowPopup({ loggedIn: false, cookies: '', pathname: window.location.pathname })) return
      stop()
      document.cookie = popupShownCookie(new Date())
      openRegisterSheet()
    }
    function onClick(event: MouseEvent) {
      // A click that opens a sheet itself, or lands in a dialog, is not "the first click".
      if (isOwnClick(event.target) || somethingOpen()) return
      show()
    }
    // "After load": performance.now() counts from the page's navigation start.
    const delay = Math.max(0, REGISTRATION_POPUP_DELAY_MS - performance.now())
    const timer = window.setTimeout(() => {
      // A sheet already open: wait for the next click instead.
      if (!somethingOpen()) show()
    }, delay)
    document.addEventListener('click', onClick)
    return stop
  }, [enabled])
}
