/**
 * Which login/register sheet or guest popup is open (spec section 2). Kept apart from the forms
 * so the top bar and the registration popup can open a sheet without loading its code; the
 * sheet itself is loaded on demand by <AuthRoot />.
 */
import { create } from 'zustand'

/**
 * The sheet's views, named as the spec's login steps (section 4) where they are steps of it:
 * `auth_success` confirms a passed identity_auth (RiskVerify), `account_select` lets a seller who
 * belongs to teams choose whose account to work on (the login answer's `subAccount`).
 */
export type SheetView = 'login' | 'register' | 'reset' | 'auth_success' | 'account_select'

/** What comes after an accepted login: auth_success (after identity_auth), account_select (teams), or the session. */
export function stepAfterLogin(answer: object, { verified = false } = {}): 'auth_success' | 'account_select' | 'session' {
  if (verified) return 'auth_success'
  const choices = 'subAccount' in answer ? answer.subAccount : null
  return Array.isArray(choices) && choices.length ? 'account_select' : 'session'
}
export type LoginTab = 'password' | 'sms' | 'wechat'
/** `activity`: the lottery variant ("finish register/login to draw a lottery"). */
export type SheetVariant = 'default' | 'activity'

export type SheetRequest = {
  view: SheetView
  tab: LoginTab
  variant: SheetVariant
  /** Carried from one view to another (e.g. register → login with the same phone). */
  phone?: string
  /** The lottery whose draw the activity variant leads to (its actId goes with the registration). */
  activityId?: number
  /** A landing page's own success page (/promote/<slug>/success) for a registration. */
  successPath?: string
  /** A landing page's register form: SMS code only, or with a required password. */
  password?: 'optional' | 'required' | 'hidden'
}

/** Why the guest guide opened: a guest clicked a workbench link guests may not open. */
export type GuestGuideReason = 'guest-link' | 'prompt'

type AuthUiState = {
  sheet: SheetRequest | null
  /** Bumped on every openSheet call, so an already open sheet switches to the new request. */
  sheetKey: number
  guestGuide: GuestGuideReason | null
  openSheet(request: Partial<SheetRequest> & Pick<SheetRequest, 'view'>): void
  closeSheet(): void
  openGuestGuide(reason?: GuestGuideReason): void
  closeGuestGuide(): void
}

export const useAuthUi = create<AuthUiState>()((set) => ({
  sheet: null,
  sheetKey: 0,
  guestGuide: null,
  openSheet: (request) =>
    set((state) => ({
      sheet: { tab: 'password', variant: 'default', ...request },
      sheetKey: state.sheetKey + 1,
      guestGuide: null,
    })),
  closeSheet: () => set({ sheet: null }),
  openGuestGuide: (reason = 'prompt') => set({ guestGuide: reason }),
  closeGuestGuide: () => set({ guestGuide: null }),
}))

export const openLoginSheet = (tab: LoginTab = 'password', variant: SheetVariant = 'default', activityId?: number) =>
  useAuthUi.getState().openSheet({ view: 'login', tab, variant, activityId })
export const openRegisterSheet = (variant: SheetVariant = 'default', activityId?: number) => useAuthUi.getState().openSheet({ view: 'register', tab: 'sms', variant, activityId })
/** The register sheet of a page that carries on itself after a registration (`successPath`, unprefixed). */
export const openRegisterSheetReturningTo = (successPath: string) => useAuthUi.getState().openSheet({ view: 'register', tab: 'sms', successPath })

/** A plain left click (no modifier, not a middle click) may be handled in place; others keep the link's default. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
