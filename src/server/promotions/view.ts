/**
 * A promotion document as its pages render it: the blocks (every populated upload slimmed to a
 * MediaRef), the head (promotionHeadInfo of spec section 3), the success page and SEO.
 */
import type { Payload } from 'payload'

import type { Promotion } from '@payload-types'
import type { ActionData } from '@cms/blocks/Action'
import { type MediaRef, mediaRef } from '@cms/blocks/media-ref'
import type { PromotionBlock } from '@cms/blocks/RenderBlocks'
import type { Locale } from '@/lib/i18n/locales'
import { isPgId } from '@/lib/pg-int'
import { type ImageRef, toImageRef } from '@/server/content/media'

export type PromotionHead = { logo: MediaRef | null; logoTitle: string | null; loginLabel: string | null; link: string | null }

export type PromotionView = {
  id: number
  slug: string
  title: string
  format: 'desktop' | 'mobile'
  layout: PromotionBlock[]
  /** The phone version's own blocks, or null: the same blocks as the desktop. */
  mobileLayout: PromotionBlock[] | null
  head: PromotionHead
  success: { title: string | null; text: string | null; action: ActionData | null }
  seo: { title: string | null; description: string | null; keywords: string | null; image: ImageRef | null }
}

const isMediaDoc = (value: Record<string, unknown>) => typeof value.url === 'string' && typeof value.mimeType === 'string' && 'filename' in value

/** Every populated media document inside `value` becomes a MediaRef; rich text (Lexical JSON) is kept as it is. */
export function slimMedia<T>(value: T): T {
  if (Array.isArray(value)) return value.map(slimMedia) as T
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  if ('root' in record) return value
  if (isMediaDoc(record)) return mediaRef(record) as T
  return Object.fromEntries(Object.entries(record).map(([key, entry]) => [key, slimMedia(entry)])) as T
}

export function promotionView(doc: Promotion): PromotionView {
  const mobileLayout = doc.mobileLayout?.length ? slimMedia(doc.mobileLayout) : null
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    format: doc.format === 'mobile' ? 'mobile' : 'desktop',
    layout: slimMedia(doc.layout ?? []),
    mobileLayout,
    head: {
      logo: mediaRef(doc.head?.logo),
      logoTitle: doc.head?.logoTitle || null,
      loginLabel: doc.head?.loginLabel || null,
      link: doc.head?.link || null,
    },
    success: { title: doc.success?.title || null, text: doc.success?.text || null, action: doc.success?.action?.label ? doc.success.action : null },
    seo: {
      title: doc.seo?.title || null,
      description: doc.seo?.description || null,
      keywords: doc.seo?.keywords || null,
      image: toImageRef(doc.seo?.ogImage, 'og'),
    },
  }
}

type Where = { slug: string } | { id: number }

/** The page's document in `locale`: the published version, or the latest draft for an editor's preview. */
export async function findPromotion(payload: Payload, where: Where, locale: Locale, draft: boolean): Promise<Promotion | null> {
  if ('id' in where && !isPgId(where.id)) return null
  const { docs } = await payload.find({
    collection: 'promotions',
    where: 'id' in where ? { id: { equals: where.id } } : { slug: { equals: where.slug } },
    locale,
    depth: 2,
    limit: 1,
    draft,
    overrideAccess: draft,
  })
  return docs[0] ?? null
}

export type PromotionListItem = { id: number; slug: string; title: string; format: 'desktop' | 'mobile' }

/** Published promotion pages, newest first (the /promotion index). */
export async function listPromotions(payload: Payload, locale: Locale): Promise<PromotionListItem[]> {
  const { docs } = await payload.find({
    collection: 'promotions',
    where: { _status: { equals: 'published' } },
    locale,
    depth: 0,
    limit: 100,
    sort: '-updatedAt',
    select: { slug: true, title: true, format: true },
  })
  return docs.map((doc) => ({ id: doc.id, slug: doc.slug, title: doc.title, format: doc.format === 'mobile' ? 'mobile' : 'desktop' }))
}
