/** The addresses of promotion landing pages, for regeneration (the /m twins are added there). */
import type { Payload } from 'payload'

/** Every address one page answers at. */
export const promotionPaths = (doc: { id: number; slug: string }) => [`/promote/${doc.slug}`, `/promote/${doc.slug}/success`, `/promotion/${doc.id}`]

/** The addresses of every published page that the sitemap leaves out (by id, success pages): a site-wide change regenerates them too. */
export async function unlistedPromotionPaths(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'promotions', where: { _status: { equals: 'published' } }, pagination: false, depth: 0, overrideAccess: true, select: { slug: true } })
  return docs.flatMap((doc) => promotionPaths(doc).slice(1))
}
