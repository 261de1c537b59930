/** Like counts for pages and the like calls: the number of like rows of each target (see likes.ts). */
import type { Pool } from 'pg'

import type { LikeTarget } from './schemas'

/** Like counts of targets of one type (ids without likes are 0). */
export async function likeCounts(pool: Pool, type: LikeTarget, ids: number[]): Promise<Map<number, number>> {
  const counts = new Map(ids.map((id) => [id, 0]))
  if (!ids.length) return counts
  const { rows } = await pool.query<{ target_id: number; likes: string }>(
    'SELECT target_id, count(*) AS likes FROM content_likes WHERE target_type = $1 AND target_id = ANY($2::int[]) GROUP BY target_id',
    [type, ids],
  )
  for (const row of rows) counts.set(row.target_id, Number(row.likes))
  return counts
}
