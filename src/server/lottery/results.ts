/** What a campaign has given so far, for the marketers' view in the admin. */
import type { Db } from '@/server/db/drizzle'
import { campaignCounts } from './repository'

export type CampaignResults = {
  draws: number
  winners: number
  players: number
  chancesGiven: number
  invitedSellers: number
  claims: { pending: number; shipped: number }
  awarded: Map<string, number>
}

export async function campaignResults(db: Db, campaignId: number): Promise<CampaignResults> {
  const { draws, chances, claims, awarded } = await campaignCounts(db, campaignId)
  return {
    draws: draws?.draws ?? 0,
    winners: draws?.winners ?? 0,
    players: draws?.players ?? 0,
    chancesGiven: chances?.given ?? 0,
    invitedSellers: chances?.invited ?? 0,
    claims: { pending: claims?.pending ?? 0, shipped: claims?.shipped ?? 0 },
    awarded,
  }
}
