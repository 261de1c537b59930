/**
 * Browser calls of the lottery (/api/ram/ddqbt/v1/lottery/..., the user service) through the
 * shared client. Loaded on demand (import('./api')): it brings the HTTP client with it.
 */
import axios from 'axios'

import { apiFailure, authClient, USER_API, type UserAnswer, type UserPath } from '@/features/auth/api'


export { apiFailure }

/** The answers' `data`, as the lottery's handlers (src/server/lottery/service.ts) give them. */
type Data<P extends `/lottery/${string}` & UserPath> = UserAnswer<P>['data']

export type LotteryStatus = Data<'/lottery/status'>
export type DrawResult = Data<'/lottery/draw'>
export type DrawRecord = Data<'/lottery/records'>[number]
export type WonPrize = NonNullable<DrawRecord['prize']>
export type Winner = Data<'/lottery/winners'>[number]
export type Invitation = Data<'/lottery/invitations'>[number]
/** Why an invitation did or did not count toward my chances (src/server/lottery/chances.ts). */
export type InvitationReason = Invitation['reason']
export type Claim = Data<'/lottery/claim'>
export type Fairness = Data<'/lottery/fairness'>

type Answer<T> = { code: number | string; message?: string; data: T }

async function get<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
  return (await authClient().get<Answer<T>>(`${USER_API}/lottery${path}`, { params })).data.data
}

async function post<T>(path: string, body: Record<string, unknown>): Promise<Answer<T>> {
  return (await authClient().post<Answer<T>>(`${USER_API}/lottery${path}`, body)).data
}

export const fetchStatus = (actId: number) => get<LotteryStatus>('/status', { actId })
export const fetchRecords = (actId: number) => get<DrawRecord[]>('/records', { actId })
/** Every prize the seller won, in any campaign. */
export const fetchPrizes = () => get<DrawRecord[]>('/prizes')
export const fetchWinners = (actId: number) => get<Winner[]>('/winners', { actId })
export const fetchInvitations = (actId: number) => get<Invitation[]>('/invitations', { actId })
export const fetchClaim = (drawId: number) => get<Claim>('/claim', { drawId })
/** The campaign's commitment, table and public draw log (the seed once it has ended). */
export const fetchFairness = (campaignId: number) => get<Fairness>('/fairness', { campaignId })

const isNetworkFailure = (error: unknown) => axios.isAxiosError(error) && !error.response && !axios.isCancel(error)

/**
 * One press of Draw. A network failure (no answer) is retried with the same request id, so a
 * draw the service made but whose answer was lost is answered again, never drawn twice.
 */
export async function draw(actId: number, requestId: string, retries = 2): Promise<DrawResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await post<DrawResult>('/draw', { actId, requestId })).data
    } catch (error) {
      if (attempt >= retries || !isNetworkFailure(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, 600 * (attempt + 1)))
    }
  }
}

export type DeliveryDetails = { recipientName: string; recipientPhone: string; address: string }

export async function saveClaim(drawId: number, details: DeliveryDetails): Promise<{ message: string | null; data: Claim }> {
  const answer = await post<Claim>('/saveClaim', { drawId, ...details })
  return { message: typeof answer.message === 'string' && answer.message ? answer.message : null, data: answer.data }
}
