/** What a campaign has given so far, for the marketers' view in the admin. */
import type { Pool } from 'pg'

export type CampaignResults = {
  draws: number
  winners: number
  players: number
  chancesGiven: number
  invitedSellers: number
  claims: { pending: number; shipped: number }
  awarded: Map<string, number>
}

export async function campaignResults(pool: Pool, campaignId: number): Promise<CampaignResults> {
  const [draws, chances, claims, awards] = await Promise.all([
    pool.query<{ draws: string; winners: string; players: string }>(
      'SELECT count(*) AS draws, count(prize_id) AS winners, count(DISTINCT seller_id) AS players FROM lottery_draws WHERE campaign_id = $1',
      [campaignId],
    ),
    pool.query<{ given: string; invited: string }>(
      `SELECT count(*) AS given, count(DISTINCT split_part(source_key, '#', 1)) FILTER (WHERE source = 'invite') AS invited FROM lottery_chances WHERE campaign_id = $1`,
      [campaignId],
    ),
    pool.query<{ pending: string; shipped: string }>(
      `SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'shipped') AS shipped FROM lottery_claims WHERE campaign_id = $1`,
      [campaignId],
    ),
    pool.query<{ prize_id: string; awarded: number }>('SELECT prize_id, awarded FROM lottery_prize_awards WHERE campaign_id = $1', [campaignId]),
  ])
  return {
    draws: Number(draws.rows[0]?.draws ?? 0),
    winners: Number(draws.rows[0]?.winners ?? 0),
    players: Number(draws.rows[0]?.players ?? 0),
    chancesGiven: Number(chances.rows[0]?.given ?? 0),
    invitedSellers: Number(chances.rows[0]?.invited ?? 0),
    claims: { pending: Number(claims.rows[0]?.pending ?? 0), shipped: Number(claims.rows[0]?.shipped ?? 0) },
    awarded: new Map(awards.rows.map((row) => [row.prize_id, row.awarded])),
  }
}
