import { useEffect } from 'react'

import { cookieValue } from '@/lib/cookies'
import { isLoginFlagSet, readSession, removeSession } from '@/lib/local-storage'
import { CLICKED_BEFORE_RUNTIME_KEY } from '@/lib/runtime-loading'
import { useUserStore } from '@/stores/user'

import { openRegisterSheet, useAuthUi } from './auth-ui'
import {
  isOwnClick,
  POPUP_AFTER_CLICK_MS,
  popupShownCookie,
  REGISTRATION_POPUP_COOKIE,
  REGISTRATION_POPUP_DELAY_MS,
  shouldShowPopup,
  somethingOnScreen,
} from './registration-popup'

const isLoggedIn = () => isLoginFlagSet() || Boolean(useUserStore.getState().info)
const somethingOpen = () => {
  const { sheet, guestGuide } = useAuthUi.getState()
  return sheet !== null || guestGuide !== null
}

/** How often a due popup looks again whether the visitor closed what covers the page. */
const RETRY_MS = 1_000

/**
 * Spec section 4: opens the register sheet for a logged-out visitor on the first click anywhere,
 * or 150 s after the page loaded, whichever comes first, once a day (cookie until local
 * midnight). The first click is never swallowed: it does what it says (follows the link, opens
 * the menu) and the popup comes a moment later, and only once no sheet, dialog or menu is open.
 * Conditions are checked again when it fires: the visitor may have logged in, moved to /login,
 * or seen it in another tab. Mount once (in _app), so client navigation keeps the timer.
 */
export function useRegistrationPopup(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const alreadyDone = () => isLoggedIn() || cookieValue(document.cookie, REGISTRATION_POPUP_COOKIE) !== null
    if (alreadyDone()) return

    let finished = false
    let due: number | undefined
    const stop = () => {
      finished = true
      window.clearTimeout(timer)
      window.clearTimeout(due)
      document.removeEventListener('click', onClick)
    }
    const show = () => {
      if (finished) return
      // Logged in, or shown in another tab meanwhile: done for this page.
      if (alreadyDone()) {
        stop()
        return
      }
      // Something covers the page (sheet, dialog, open menu): look again shortly.
      if (somethingOpen() || somethingOnScreen(document)) {
        due = window.setTimeout(show, RETRY_MS)
        return
      }
      // On /login, /register or a promotion page: not there, maybe on the next page.
      if (!shouldShowPopup({ loggedIn: false, cookies: '', pathname: window.location.pathname })) {
        due = window.setTimeout(show, RETRY_MS)
        return
      }
      stop()
      document.cookie = popupShownCookie(new Date())
      removeSession(CLICKED_BEFORE_RUNTIME_KEY)
      openRegisterSheet()
    }
    const becomeDue = (after: number) => {
      if (finished || due !== undefined) return
      window.clearTimeout(timer)
      document.removeEventListener('click', onClick)
      due = window.setTimeout(show, after)
    }
    function onClick(event: MouseEvent) {
      // A click that opens a sheet itself, or lands in a dialog, is not "the first click".
      if (isOwnClick(event.target) || somethingOpen()) return
      becomeDue(POPUP_AFTER_CLICK_MS)
    }
    // "After load": performance.now() counts from the page's navigation start.
    const delay = Math.max(0, REGISTRATION_POPUP_DELAY_MS - performance.now())
    const timer = window.setTimeout(() => becomeDue(0), delay)
    document.addEventListener('click', onClick)
    // The first click may have come before React ran, on this page or an earlier one
    // (public/runtime-boot.js notes it): it counts as the first click.
    if (readSession(CLICKED_BEFORE_RUNTIME_KEY) !== null) becomeDue(POPUP_AFTER_CLICK_MS)
    return stop
  }, [enabled])
}
