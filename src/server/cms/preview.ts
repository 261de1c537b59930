/** Where an editor's preview of a document goes (unprefixed site path), or null if it does not exist. */
import { z } from 'zod'

import { lessonDetailPath, SECTION_ROUTES } from '@/lib/content/sections'
import { LOCALES } from '@/lib/i18n/locales'
import { PG_INT_MAX } from '@/lib/pg-int'
import { assertDatabaseAnswers, isDatabaseUnavailable } from '@/server/db/unavailable'
import { cms } from './payload'

export const previewQuerySchema = z.object({
  collection: z.enum(['articles', 'lessons', 'lottery-campaigns', 'promotions']),
  // Ids are PostgreSQL integers: anything larger cannot exist (and must not reach the query).
  id: z.coerce.number().int().positive().max(PG_INT_MAX),
  locale: z.enum(LOCALES).default('zh'),
})
export type PreviewQuery = z.infer<typeof previewQuerySchema>

/** The CMS user signed in with this request's cookies, if any (staff only; sellers are not CMS users). */
export async function cmsUserFrom(headers: Record<string, string | string[] | undefined>) {
  const payload = await cms()
  const h = new Headers()
  for (const [key, value] of Object.entries(headers)) {
    if (typeof value === 'string') h.set(key, value)
    else if (Array.isArray(value)) h.set(key, value.join(', '))
  }
  const { user } = await payload.auth({ headers: h })
  return user
}

/**
 * The signed-in staff user, or null for no, a stale or a malformed cookie. An unreachable database
 * is not "not logged in": that error goes on, to be answered 503. (Payload itself reads a token's
 * user from the database and takes a failed read for "no user", so a token that found nobody is
 * checked against a database that answers.)
 */
export async function staffUserFrom(headers: Record<string, string | string[] | undefined>) {
  try {
    const user = await cmsUserFrom(headers)
    const sentToken = Boolean(headers.authorization) || /(^|;\s*)payload-token=/.test(String(headers.cookie ?? ''))
    if (!user && sentToken) await assertDatabaseAnswers((await cms()).db.pool)
    return user
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error
    return null
  }
}

export async function previewPath({ collection, id }: PreviewQuery): Promise<string | null> {
  const payload = await cms()
  if (collection === 'lottery-campaigns') {
    // A page of its own for staff (src/pages/lottery/preview/[id].tsx): /lottery shows the current campaign.
    const found = await payload.find({ collection, where: { id: { equals: id } }, draft: true, depth: 0, limit: 1, overrideAccess: true, select: { activityId: true } })
    return found.docs[0] ? `/lottery/preview/${id}` : null
  }
  if (collection === 'promotions') {
    const found = await payload.find({ collection, where: { id: { equals: id } }, draft: true, depth: 0, limit: 1, overrideAccess: true, select: { slug: true } })
    return found.docs[0] ? `/promote/${found.docs[0].slug}` : null
  }
  if (collection === 'lessons') {
    const found = await payload.find({ collection, where: { id: { equals: id } }, draft: true, depth: 0, limit: 1, overrideAccess: true, select: { title: true } })
    return found.docs[0] ? lessonDetailPath(id) : null
  }
  const found = await payload.find({ collection, where: { id: { equals: id } }, draft: true, depth: 0, limit: 1, overrideAccess: true, select: { section: true } })
  const article = found.docs[0]
  return article ? SECTION_ROUTES[article.section].detail(id) : null
}
