/**
 * Page loaders of the promotion landing pages (issue 17): `/promote/<slug>` (the page's own
 * format), `/promote/<slug>/success`, `/promotion/<id>` (desktop), `/m/promotion/<id>` (phone)
 * and the `/promotion` index.
 */
import type { GetStaticPropsContext } from 'next'

import { parsePromotePath } from '@cms/collections/promotions/slug'
import { cms } from '@/server/cms/payload'
import { findPromotion, listPromotions, type PromotionListItem, promotionView, type PromotionView } from '@/server/promotions/view'
import { contentPageProps, type Loaded, type LoadContext, NAMESPACES } from './content-props'
import { MOBILE_NAMESPACES } from './mobile'

export const PROMOTE_NAMESPACES = [...NAMESPACES, 'promote']
/** The /m/promotion index renders the mobile frame's strings too. */
export const MOBILE_PROMOTE_NAMESPACES = [...MOBILE_NAMESPACES, 'promote']

export type PromotionPageData = {
  promotion: PromotionView | null
  /** Which version this address shows. */
  device: 'desktop' | 'mobile'
  /** The page's success page (after registering) rather than the page itself. */
  success: boolean
}

export type PromotionIndexData = { promotions: PromotionListItem[] }

/** Spec section 2: the success page of a mobile registration exists even without its promotion document. */
const GENERIC_SUCCESS_SLUG = 'mobile'

const segmentsOf = (value: string | string[] | undefined) => ([] as string[]).concat(value ?? [])

/** `/promote/...`: a page by slug, or its success page; `/promote` itself leads to the /promotion list. */
export function promotePageProps(context: GetStaticPropsContext) {
  const segments = segmentsOf(context.params?.slug)
  const parsed = parsePromotePath(segments)
  return contentPageProps<PromotionPageData>(
    context,
    async ({ locale, draft }: LoadContext): Promise<Loaded<PromotionPageData>> => {
      // `/promote` alone (spec: /promote/:index_?): the list of landing pages.
      if (segments.length === 0) return { redirectTo: '/promotion' }
      if (!parsed) return { notFound: true }
      const doc = await findPromotion(await cms(), { slug: parsed.slug }, locale, draft)
      const path = `/promote/${parsed.slug}${parsed.success ? '/success' : ''}`
      if (!doc) {
        return parsed.success && parsed.slug === GENERIC_SUCCESS_SLUG ? { data: { promotion: null, device: 'mobile', success: true }, path } : { notFound: true }
      }
      const promotion = promotionView(doc)
      return { data: { promotion, device: promotion.format, success: parsed.success }, path }
    },
    undefined,
    PROMOTE_NAMESPACES,
  )
}

/** `/promotion/<id>` and `/m/promotion/<id>`: a page by id, in the device's version. */
export function promotionByIdPageProps(context: GetStaticPropsContext, device: 'desktop' | 'mobile') {
  const raw = String(context.params?.id ?? '')
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  return contentPageProps<PromotionPageData>(
    context,
    async ({ locale, draft }: LoadContext): Promise<Loaded<PromotionPageData>> => {
      const doc = Number.isFinite(id) ? await findPromotion(await cms(), { id }, locale, draft) : null
      if (!doc) return { notFound: true }
      return { data: { promotion: promotionView(doc), device, success: false }, path: `${device === 'mobile' ? '/m' : ''}/promotion/${id}` }
    },
    undefined,
    PROMOTE_NAMESPACES,
  )
}

/** `/promotion` and `/m/promotion`: the published landing pages. */
export function promotionIndexPageProps(context: GetStaticPropsContext, path: '/promotion' | '/m/promotion') {
  return contentPageProps<PromotionIndexData>(
    context,
    async ({ locale }: LoadContext) => ({ data: { promotions: await listPromotions(await cms(), locale) }, path }),
    () => ({ data: { promotions: [] }, path }),
    path === '/m/promotion' ? MOBILE_PROMOTE_NAMESPACES : PROMOTE_NAMESPACES,
  )
}

