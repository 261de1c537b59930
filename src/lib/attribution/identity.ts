/**
 * The spec's tracking and identity calls (sections 4 and 7), sent to the site's own
 * collector (no third-party tracker): `signup` when an SMS login opened an account
 * (newSubscriber) or a registration is not an upgrade, `identify` ("tell analytics who logged
 * in") after a login. Sent once the session exists, with the answer's distinctId (a keyed hash of
 * the account, never the phone): the collector checks it against the session and counts each
 * event once (docs/decisions/0018-analytics-identity.md). Skipped under Do Not Track / GPC.
 */
import { CONTROL_COOKIE } from '@/lib/auth/cookie-names'
import { cookieValue } from '@/lib/cookies'

/** The browser's identity calls (below): a signed-in seller's, after the session exists. */
export const IDENTITY_ENDPOINT = '/api/collect/identity'
/** The spec's tracking call for a new account (`signup`) and "tell analytics who logged in" (`identify`). */
export const IDENTITY_EVENTS = ['signup', 'identify'] as const
export type IdentityEventName = (typeof IDENTITY_EVENTS)[number]

/** What a login or registration answer says about the account. */
export type IdentityAnswer = { distinctId?: string | null; newSubscriber?: boolean | null; isUpgrade?: boolean | null }

const RETRY_MS = 3_000

/** The events a login or registration answer asks for (none without a distinctId). */
export function identityEvents(kind: 'login' | 'registration', answer: IdentityAnswer): IdentityEventName[] {
  if (!answer.distinctId) return []
  if (kind === 'registration') return answer.isUpgrade === false ? ['signup'] : []
  return answer.newSubscriber ? ['signup', 'identify'] : ['identify']
}

function trackingRefused(): boolean {
  const nav = window.navigator as Navigator & { globalPrivacyControl?: boolean }
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true
}

/** Fire and forget: the login goes on whatever the collector answers. */
export function trackIdentity(kind: 'login' | 'registration', answer: IdentityAnswer): void {
  if (typeof window === 'undefined' || trackingRefused()) return
  const names = identityEvents(kind, answer)
  if (!names.length) return
  const body = JSON.stringify({ events: names.map((name) => ({ name, distinctId: answer.distinctId, path: window.location.pathname.slice(0, 200) })) })
  const control = cookieValue(document.cookie, CONTROL_COOKIE)
  const send = async () => {
    const response = await fetch(IDENTITY_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      // The anti-forgery token every signed-in call echoes (the collector checks the session).
      headers: { 'content-type': 'application/json', ...(control ? { [CONTROL_COOKIE]: control } : {}) },
    })
    if (response.status >= 500) throw new Error(`collector ${response.status}`)
  }
  // One retry after a network or server failure: the collector counts each event once, so a repeat is harmless.
  send()
    .catch(() => new Promise((resolve) => window.setTimeout(resolve, RETRY_MS)).then(send))
    .catch(() => undefined)
}
