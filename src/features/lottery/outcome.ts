/**
 * What pressing Draw does, and what a refused draw means: pure decisions the page turns into a
 * sheet, a popup or a message.
 */
import { SERVICE_CODES } from '@/lib/auth/codes'

export type Phase = 'upcoming' | 'running' | 'ended'

/** The phase of a campaign at `now` (the service's rule: the end instant still counts as running). */
export function phaseAt(startsAt: string, endsAt: string, now: Date = new Date()): Phase {
  if (now < new Date(startsAt)) return 'upcoming'
  return now <= new Date(endsAt) ? 'running' : 'ended'
}

export type PressAction = 'ended' | 'login' | 'upcoming' | 'noChance' | 'draw'

/**
 * Before calling the service: an ended campaign says so (to guests too: no point registering),
 * a guest gets the activity register sheet, an upcoming one its start time, no chance left the
 * invite prompt. `chances` undefined (the seller's status not read yet): draw, the service decides.
 */
export function pressAction(state: { phase: Phase; loggedIn: boolean; chances: number | null | undefined }): PressAction {
  if (state.phase === 'ended') return 'ended'
  if (!state.loggedIn) return 'login'
  if (state.phase === 'upcoming') return 'upcoming'
  if (typeof state.chances === 'number' && state.chances <= 0) return 'noChance'
  return 'draw'
}

export type Refusal = 'login' | 'upcoming' | 'ended' | 'noChance' | 'notFound' | 'network' | 'other'

/** A failed draw call (HTTP status, body code) as the page handles it. */
export function drawRefusal(failure: { status: number | null; code: unknown }): Refusal {
  const { status, code } = failure
  if (status === null) return 'network'
  if (status === 401) return 'login'
  if (code === SERVICE_CODES.activityNotStarted) return 'upcoming'
  if (code === SERVICE_CODES.activityEnded) return 'ended'
  if (code === SERVICE_CODES.noChance) return 'noChance'
  if (status === 404) return 'notFound'
  return 'other'
}
