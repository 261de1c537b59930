/**
 * The registration popup (spec sections 4 and 9): for a logged-out visitor who has not seen it
 * today, the register sheet opens on the first click anywhere or 150 s after the page loaded,
 * whichever comes first. Once shown, a cookie remembers it until the next local midnight.
 * Pure functions here; the hook that wires them to the page is useRegistrationPopup.ts.
 */
import { cookieValue } from '@/lib/cookies'
import { splitLocalePath } from '@/lib/i18n/switch-locale'

export const REGISTRATION_POPUP_COOKIE = 'registeredPopup'
/** Spec section 9: registration popup delay. */
export const REGISTRATION_POPUP_DELAY_MS = 150_000

/** Pages that already are (or lead to) a login/register form never show the popup. */
const EXCLUDED_PATHS = [/^\/login(?:\/|$)/, /^\/register(?:\/|$)/, /^\/promote(?:\/|$)/, /^\/m\/register(?:\/|$)/]

/** The first moment of the next calendar day, in the device's time zone. */
export function nextLocalMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0)
}

/** The document.cookie assignment that flags the popup as shown until the next local midnight. */
export function popupShownCookie(now: Date): string {
  return `${REGISTRATION_POPUP_COOKIE}=1; Path=/; Expires=${nextLocalMidnight(now).toUTCString()}; SameSite=Lax`
}


/** `pathname` may carry a locale prefix (/en/login) and a query or hash. */
export function isPopupExcludedPath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname.split(/[?#]/, 1)[0] || '/')
  return EXCLUDED_PATHS.some((pattern) => pattern.test(path))
}

export type PopupConditions = {
  loggedIn: boolean
  /** The whole document.cookie string. */
  cookies: string
  pathname: string
}

export function shouldShowPopup({ loggedIn, cookies, pathname }: PopupConditions): boolean {
  if (loggedIn) return false
  if (cookieValue(cookies, REGISTRATION_POPUP_COOKIE)) return false
  return !isPopupExcludedPath(pathname)
}

/** Elements whose click opens a sheet (or that live in one) mark themselves with this attribute. */
export const AUTH_TRIGGER_ATTRIBUTE = 'data-auth-trigger'

/** After the first click the popup waits this long, so the click does what it says first (navigate, open a menu). */
export const POPUP_AFTER_CLICK_MS = 1_200

/** The popup never covers an open dialog or an open menu (aria-expanded); it waits until they close. */
export function somethingOnScreen(root: Pick<Document, 'querySelector'>): boolean {
  return root.querySelector('[aria-expanded="true"], [role="dialog"], [role="alertdialog"]') !== null
}

/** A click that already opens a sheet or dialog, or happens inside one, must not open the popup. */
export function isOwnClick(target: EventTarget | null): boolean {
  const element = target as (Element & { closest?: Element['closest'] }) | null
  if (!element || typeof element.closest !== 'function') return false
  return Boolean(element.closest(`[${AUTH_TRIGGER_ATTRIBUTE}], [role="dialog"], [role="alertdialog"]`))
}
