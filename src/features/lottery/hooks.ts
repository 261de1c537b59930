/**
 * The lottery's reads (SWR): keyed by whether the user store says logged in, so a login or a
 * registration from the activity sheet reads the seller's state again. The client calls load on
 * first use (they bring the HTTP client).
 */
import useSWR, { type SWRConfiguration } from 'swr'

import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { formatLotteryTime } from '@/lib/lottery/time'
import type { LotteryWinner } from '@/server/pages/lottery'

const api = () => import('./api')

const READ_ONCE: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false }

export const statusKey = (activityId: number, loggedIn: boolean) => ['lottery/status', activityId, loggedIn] as const
export const winnersKey = (activityId: number) => ['lottery/winners', activityId] as const
export const prizesKey = 'lottery/prizes'
export const recordsKey = (activityId: number) => ['lottery/records', activityId] as const

export function useLotteryStatus(activityId: number | null) {
  const loggedIn = useIsLoggedIn()
  const swr = useSWR(activityId ? statusKey(activityId, loggedIn) : null, async ([, id]) => (await api()).fetchStatus(id), READ_ONCE)
  return { ...swr, loggedIn }
}

/** `initial`: the winners the page was rendered with (shown before any call). */
export function useWinners(activityId: number | null, initial?: LotteryWinner[]) {
  return useSWR(activityId ? winnersKey(activityId) : null, async ([, id]) => (await api()).fetchWinners(id), { ...READ_ONCE, refreshInterval: 60_000, fallbackData: initial })
}

/** My draws; only asked for a seller (a guest's call would end a session). */
export function useRecords(activityId: number | null, enabled: boolean) {
  return useSWR(activityId && enabled ? recordsKey(activityId) : null, async ([, id]) => (await api()).fetchRecords(id), READ_ONCE)
}

/** Every prize the seller won (any campaign); only asked for a seller. */
export function usePrizes(enabled: boolean) {
  return useSWR(enabled ? prizesKey : null, async () => (await api()).fetchPrizes(), READ_ONCE)
}

export function useInvitations(activityId: number | null, enabled: boolean) {
  return useSWR(activityId && enabled ? (['lottery/invitations', activityId] as const) : null, async ([, id]) => (await api()).fetchInvitations(id), READ_ONCE)
}

export function useClaim(drawId: number | null, enabled: boolean) {
  return useSWR(drawId && enabled ? (['lottery/claim', drawId] as const) : null, async ([, id]) => (await api()).fetchClaim(id), READ_ONCE)
}

/**
 * A time on the lottery pages: 'YYYY-MM-DD HH:mm (UTC+8)' in the lottery's zone (China's), the
 * same in the server's HTML and after hydration, whatever the visitor's clock.
 */
export function useLocalTime(iso: string | null | undefined): string {
  return formatLotteryTime(iso)
}
