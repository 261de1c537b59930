/**
 * Page loaders of the lottery (issue 16): `/lottery` and `/m/lottery` show the current campaign
 * (running, else next, else last ended) in the page's language, or none (the page says there is
 * no lottery right now, never a 404). `/m/ReceivePrize` and `/m/DeliveryInfo` are shells: what a
 * seller won is read in the browser.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult, GetStaticPropsContext } from 'next'

import type { LotteryCampaign } from '@payload-types'
import { toImageRef, type ImageRef } from '@/server/content/media'
import { toLocale } from '@/lib/i18n/locales'
import { isPgId } from '@/lib/pg-int'
import { cms } from '@/server/cms/payload'
import { cmsUserFrom } from '@/server/cms/preview'
import { chromePageProps } from './chrome-props'
import { maskPhone } from '@/lib/auth/validation'
import { currentCampaignDoc, prizeView } from '@/server/lottery/campaigns'
import { latestWinners } from '@/server/lottery/draws'
import { findCommitment } from '@/server/lottery/repository'
import { VERIFY_PATH } from '@/lib/lottery/paths'
import { contentPageProps, type ContentPageProps, type Loaded, type LoadContext, NAMESPACES } from './content-props'
import { MOBILE_NAMESPACES, staticMobilePage } from './mobile'

export const LOTTERY_NAMESPACES = [...NAMESPACES, 'lottery']
export const MOBILE_LOTTERY_NAMESPACES = [...MOBILE_NAMESPACES, 'lottery']

export type LotteryPrize = ReturnType<typeof prizeView>[number]

export type LotteryCampaignView = {
  title: string
  activityId: number
  startsAt: string
  endsAt: string
  banner: ImageRef | null
  /** Lexical JSON of the rules (RichText renders it), or null. */
  rules: NonNullable<LotteryCampaign['rules']> | null
  prizes: LotteryPrize[]
  /** The draws' public commitment (src/server/lottery/fairness.ts), null before the campaign is committed (a preview). */
  commitment: { campaignId: number; value: string } | null
}

/** A winner as the ticker shows it (phone masked). */
export type LotteryWinner = { phone: string; prizeName: string; createdAt: string }

/** `winners`: the latest at render time, so guests see them before any script runs. */
export type LotteryPageData = { campaign: LotteryCampaignView | null; winners: LotteryWinner[] }

/** The campaign as the page shows it (no weights, stock or coupon codes: those stay on the server). */
export function campaignView(doc: LotteryCampaign, commitment: string | null = null): LotteryCampaignView {
  return {
    title: doc.title,
    activityId: doc.activityId,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    banner: toImageRef(doc.banner, 'og'),
    rules: doc.rules ?? null,
    prizes: prizeView(doc),
    commitment: commitment ? { campaignId: doc.id, value: commitment } : null,
  }
}

const loadLottery =
  (path: string) =>
  async ({ locale, draft }: LoadContext): Promise<Loaded<LotteryPageData>> => {
    const payload = await cms()
    const doc = await currentCampaignDoc(payload, locale, draft)
    const [winners, commitment] = doc ? await Promise.all([latestWinners(payload.db.drizzle, doc.id), findCommitment(payload.db.drizzle, doc.id)]) : [[], null]
    return {
      data: {
        campaign: doc ? campaignView(doc, commitment?.commitment ?? null) : null,
        winners: winners.map((winner) => ({ phone: maskPhone(winner.phone), prizeName: winner.prizeName[locale], createdAt: winner.createdAt })),
      },
      path,
    }
  }

const noCampaign = (path: string) => (): Loaded<LotteryPageData> => ({ data: { campaign: null, winners: [] }, path })

/** `/lottery`. */
export const lotteryPageProps = (context: GetStaticPropsContext) => contentPageProps(context, loadLottery('/lottery'), noCampaign('/lottery'), LOTTERY_NAMESPACES)

/** `/m/lottery`. */
export const mobileLotteryPageProps = (context: GetStaticPropsContext) =>
  contentPageProps(context, loadLottery('/m/lottery'), noCampaign('/m/lottery'), MOBILE_LOTTERY_NAMESPACES)

/** `/lottery/preview/:id`: one campaign as saved last (draft or not), for signed-in staff only. */
export async function lotteryPreviewProps(context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<ContentPageProps<LotteryPageData>>> {
  context.res.setHeader('Cache-Control', 'private, no-store')
  const id = Number(context.params?.id)
  const user = await cmsUserFrom(context.req.headers).catch(() => null)
  if (!user || !isPgId(id)) return { notFound: true }
  const locale = toLocale(context.locale)
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'lottery-campaigns', where: { id: { equals: id } }, locale, depth: 1, limit: 1, draft: true, overrideAccess: true })
  if (!docs[0]) return { notFound: true }
  const { props } = await chromePageProps(locale, `/lottery/preview/${id}`, LOTTERY_NAMESPACES)
  return { props: { ...props, data: { campaign: campaignView(docs[0]), winners: [] }, preview: true } }
}

/** The verify pages: the campaign they check unless the address names one (the current one, published). */
export type VerifyPageData = { campaignId: number | null }

const loadVerify =
  (path: string) =>
  async ({ locale }: LoadContext): Promise<Loaded<VerifyPageData>> => {
    const doc = await currentCampaignDoc(await cms(), locale, false)
    return { data: { campaignId: doc?.id ?? null }, path }
  }

const noVerify = (path: string) => (): Loaded<VerifyPageData> => ({ data: { campaignId: null }, path })

/** `/lottery/verify` and its phone twin `/m/lottery/verify`: check a draw, or all of them. */
export const verifyPageProps = (context: GetStaticPropsContext) => contentPageProps(context, loadVerify(VERIFY_PATH), noVerify(VERIFY_PATH), LOTTERY_NAMESPACES)
export const mobileVerifyPageProps = (context: GetStaticPropsContext) => contentPageProps(context, loadVerify(`/m${VERIFY_PATH}`), noVerify(`/m${VERIFY_PATH}`), MOBILE_LOTTERY_NAMESPACES)

/** `/m/ReceivePrize`: my prizes (read in the browser). */
export const receivePrizePageProps = staticMobilePage('/m/ReceivePrize', MOBILE_LOTTERY_NAMESPACES)

/** `/m/DeliveryInfo?drawId=N`: delivery details of a won prize (read in the browser). */
export const deliveryInfoPageProps = staticMobilePage('/m/DeliveryInfo', MOBILE_LOTTERY_NAMESPACES)
