/** Like counts for pages and the like calls: the number of like rows of each target (see likes.ts). */
import type { Db } from '@/server/db/drizzle'
import { likeCountRows } from './repository'
import type { LikeTarget } from './schemas'

/** Like counts of targets of one type (ids without likes are 0). */
export async function likeCounts(db: Db, type: LikeTarget, ids: number[]): Promise<Map<number, number>> {
  const counts = new Map(ids.map((id) => [id, 0]))
  if (!ids.length) return counts
  for (const row of await likeCountRows(db, type, ids)) counts.set(row.targetId, row.likes)
  return counts
}
