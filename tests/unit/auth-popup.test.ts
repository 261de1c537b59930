import { describe, expect, it } from 'vitest'

import { guestMayOpen } from '@/features/auth/guest'
import { cookieValue } from '@/lib/cookies'
import {
  isOwnClick,
  isPopupExcludedPath,
  nextLocalMidnight,
  popupShownCookie,
  REGISTRATION_POPUP_COOKIE,
  REGISTRATION_POPUP_DELAY_MS,
  shouldShowPopup,
  somethingOnScreen,
} from '@/features/auth/registration-popup'
import { remainingSeconds, SMS_COUNTDOWN_SECONDS } from '@/features/auth/useCountdown'

describe('registration popup timing (spec sections 4 and 9)', () => {
  it('waits 150 000 ms', () => {
    expect(REGISTRATION_POPUP_DELAY_MS).toBe(150_000)
  })

  it('expires at the next local midnight', () => {
    expect(nextLocalMidnight(new Date(2025, 2, 4, 13, 45, 12))).toEqual(new Date(2025, 2, 5, 0, 0, 0, 0))
    // One millisecond before midnight: still the same night.
    expect(nextLocalMidnight(new Date(2025, 2, 4, 23, 59, 59, 999))).toEqual(new Date(2025, 2, 5))
    // Exactly midnight: the next one, a whole day later.
    expect(nextLocalMidnight(new Date(2025, 2, 5, 0, 0, 0, 0))).toEqual(new Date(2025, 2, 6))
    // Month and year ends roll over.
    expect(nextLocalMidnight(new Date(2024, 1, 29, 8))).toEqual(new Date(2024, 2, 1))
    expect(nextLocalMidnight(new Date(2025, 11, 31, 22))).toEqual(new Date(2026, 0, 1))
  })

  it('writes the registeredPopup cookie until then', () => {
    const now = new Date(2025, 5, 10, 9, 30)
    const cookie = popupShownCookie(now)
    expect(cookie.startsWith(`${REGISTRATION_POPUP_COOKIE}=1;`)).toBe(true)
    expect(cookie).toContain(`Expires=${new Date(2025, 5, 11).toUTCString()}`)
    expect(cookie).toContain('Path=/')
  })

  it('reads a cookie out of document.cookie', () => {
    expect(cookieValue('a=1; registeredPopup=1; b=2', 'registeredPopup')).toBe('1')
    expect(cookieValue('xregisteredPopup=1', 'registeredPopup')).toBeNull()
    expect(cookieValue('', 'registeredPopup')).toBeNull()
  })

  it('shows only to logged-out visitors without the cookie, never on login/register/promote pages', () => {
    const guest = { loggedIn: false, cookies: 'i18n_redirected=en', pathname: '/' }
    expect(shouldShowPopup(guest)).toBe(true)
    expect(shouldShowPopup({ ...guest, loggedIn: true })).toBe(false)
    expect(shouldShowPopup({ ...guest, cookies: 'registeredPopup=1' })).toBe(false)
    for (const pathname of ['/login', '/en/login', '/register', '/ru/register', '/promote/mobile', '/promote/mobile/success', '/en/promote/pc', '/m/register']) {
      expect(shouldShowPopup({ ...guest, pathname }), pathname).toBe(false)
    }
    for (const pathname of ['/about', '/en', '/ru/about', '/promotion/3', '/loginhelp', '/business-college/operate/1']) {
      expect(isPopupExcludedPath(pathname), pathname).toBe(false)
    }
  })

  it('ignores clicks that open a sheet or land in a dialog', () => {
    const element = (matches: boolean) => ({ closest: () => (matches ? {} : null) }) as unknown as EventTarget
    expect(isOwnClick(element(true))).toBe(true)
    expect(isOwnClick(element(false))).toBe(false)
    expect(isOwnClick(null)).toBe(false)
    // Text nodes and the document have no closest().
    expect(isOwnClick({} as EventTarget)).toBe(false)
  })

  it('waits while a menu or dialog is open', () => {
    const root = (open: string | null) => ({ querySelector: (selector: string) => (open && selector.includes(open) ? ({} as Element) : null) })
    expect(somethingOnScreen(root('[aria-expanded="true"]'))).toBe(true)
    expect(somethingOnScreen(root('[role="dialog"]'))).toBe(true)
    expect(somethingOnScreen(root(null))).toBe(false)
  })
})

describe('SMS countdown (spec section 4)', () => {
  it('counts 60 s down in whole seconds, from the clock', () => {
    expect(SMS_COUNTDOWN_SECONDS).toBe(60)
    const start = 1_000_000
    expect(remainingSeconds(start, start, 60)).toBe(60)
    expect(remainingSeconds(start, start + 999, 60)).toBe(60)
    expect(remainingSeconds(start, start + 1000, 60)).toBe(59)
    expect(remainingSeconds(start, start + 59_999, 60)).toBe(1)
    expect(remainingSeconds(start, start + 60_000, 60)).toBe(0)
    // A background tab whose timer fired late still ends on time, never below 0.
    expect(remainingSeconds(start, start + 600_000, 60)).toBe(0)
    // A clock set back does not add time.
    expect(remainingSeconds(start, start - 5000, 60)).toBe(60)
  })
})

describe('guest links (spec section 6)', () => {
  it('lets guests open home, the dashboard, courses and the news site only', () => {
    for (const href of ['/', '/workbench/dashboard', '/workbench/dashboard/', '/business-college', 'https://news.example.com', '/business-college/online-courses/1']) {
      expect(guestMayOpen(href), href).toBe(true)
    }
    for (const href of ['/workbench/selection/hot', '/workbench/big/general', '/tools/?toolType=1', '/tools/patrol/', '/workbench/store/shopGoods?tab=stock']) {
      expect(guestMayOpen(href), href).toBe(false)
    }
  })
})
