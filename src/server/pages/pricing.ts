/** getStaticProps of plans and prices (/pricing and its phone twin /m/pricing). */
import type { GetStaticPropsContext } from 'next'

import { pricingFor } from '@cms/seed/data/pricing'
import type { Locale } from '@/lib/i18n/locales'
import { PAID_PERIODS, PAID_TIERS, type PaidPeriod, type PaidTier, type Price } from '@/lib/pricing/offer'
import { PRICING_PATH } from '@/lib/pricing/paths'
import type { Pricing } from '@payload-types'
import { cms } from '@/server/cms/payload'
import { DEFAULT_TRIAL_DAYS } from '@cms/globals/site-settings/config'

import { contentPageProps, type Loaded, type LoadContext, NAMESPACES } from './content-props'
import { MOBILE_NAMESPACES } from './mobile'

export type TierView = { tier: PaidTier; tagline: string | null; recommended: boolean; prices: Partial<Record<PaidPeriod | 'renewal', Price>> }
/** A comparison row; `cells` in the order of PAID_TIERS. */
export type FeatureRow = { label: string; cells: { included: boolean; note: string | null }[] }

export type PricingData = {
  title: string
  summary: string | null
  isDemo: boolean
  tiers: TierView[]
  features: FeatureRow[]
  faq: { question: string; answer: string }[]
  /** The newcomer trial's length (site settings); 0: none offered. */
  trialDays: number
}

type PricingText = Pick<Pricing, 'title' | 'summary' | 'isDemo' | 'tiers' | 'features' | 'faq'>

const onlyPrice = (price: Price | null | undefined): Price | undefined => (price ? { cny: price.cny ?? null, rub: price.rub ?? null } : undefined)

/** The admin's document as the page reads it: every tier in order, cells in the tiers' order. */
export function pricingView(doc: PricingText, trialDays: number): PricingData {
  const tiers = PAID_TIERS.map((tier): TierView => {
    const saved = (doc.tiers?.[tier] ?? {}) as { tagline?: string | null; recommended?: boolean | null } & Partial<Record<PaidPeriod | 'renewal', Price>>
    const prices = Object.fromEntries([...PAID_PERIODS, 'renewal' as const].flatMap((period) => (saved[period] ? [[period, onlyPrice(saved[period])]] : [])))
    return { tier, tagline: saved.tagline || null, recommended: Boolean(saved.recommended), prices }
  })
  const features = (doc.features ?? []).map((row) => ({
    label: row.label,
    cells: PAID_TIERS.map((tier) => ({ included: Boolean(row[tier]?.included), note: row[tier]?.note || null })),
  }))
  return {
    title: doc.title,
    summary: doc.summary || null,
    isDemo: doc.isDemo !== false,
    tiers,
    features,
    faq: (doc.faq ?? []).map((row) => ({ question: row.question, answer: row.answer })),
    trialDays: Math.max(0, trialDays),
  }
}

async function load({ locale }: LoadContext, path: string): Promise<Loaded<PricingData>> {
  const payload = await cms()
  const [doc, settings] = await Promise.all([
    payload.findGlobal({ slug: 'pricing', locale, fallbackLocale: 'zh', depth: 0, overrideAccess: false }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false }),
  ])
  // Never saved (a database migrated but not seeded yet): the seeded demo, as at build time.
  const text = doc.updatedAt ? doc : pricingFor(locale)
  return { data: pricingView(text, settings.trialDays ?? 0), path }
}

/** `next build` without a CMS (the Docker image): the seeded demo, regenerated from the CMS on the first request. */
function seeded(locale: Locale, path: string): Loaded<PricingData> {
  return { data: pricingView(pricingFor(locale), DEFAULT_TRIAL_DAYS), path }
}

const page = (path: string, namespaces: string[]) => (context: GetStaticPropsContext) =>
  contentPageProps(context, (ctx) => load(ctx, path), (ctx) => seeded(ctx.locale, path), [...namespaces, 'account', 'pricing'])

export const pricingPageProps = page(PRICING_PATH, NAMESPACES)
export const mobilePricingPageProps = page(`/m${PRICING_PATH}`, MOBILE_NAMESPACES)
