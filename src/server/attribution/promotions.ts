/**
 * The campaign defaults of promotion pages, by slug and by id, as the collector needs them on
 * every page view of a landing page: read from the published documents and kept for a minute.
 */
import type { Payload } from 'payload'

import type { PromotionDefaults, PromotionRef } from '@/lib/attribution/touch'

const TTL_MS = 60_000

type Cache = { at: number; bySlug: Map<string, PromotionDefaults>; byId: Map<number, PromotionDefaults> }
let cache: Cache | null = null
let loading: Promise<Cache> | null = null

async function load(payload: Payload): Promise<Cache> {
  const { docs } = await payload.find({
    collection: 'promotions',
    where: { _status: { equals: 'published' } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true, campaign: true },
  })
  const bySlug = new Map<string, PromotionDefaults>()
  const byId = new Map<number, PromotionDefaults>()
  for (const doc of docs) {
    const defaults: PromotionDefaults = { id: doc.id, slug: doc.slug, code: doc.campaign?.code, utmSource: doc.campaign?.utmSource, utmMedium: doc.campaign?.utmMedium }
    bySlug.set(doc.slug, defaults)
    byId.set(doc.id, defaults)
  }
  return { at: Date.now(), bySlug, byId }
}

export async function promotionDefaults(payload: Payload, ref: PromotionRef): Promise<PromotionDefaults | null> {
  if (!ref) return null
  if (!cache || Date.now() - cache.at > TTL_MS) {
    loading ??= load(payload).finally(() => {
      loading = null
    })
    cache = await loading
  }
  return ('slug' in ref ? cache.bySlug.get(ref.slug) : cache.byId.get(ref.id)) ?? null
}

/** A promotion was published, changed or removed: the next page view reads them again. */
export function forgetPromotionDefaults(): void {
  cache = null
}
