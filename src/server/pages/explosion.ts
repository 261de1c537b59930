/**
 * Page data of ExplosionDetection (`/ExplosionDetection/dataList`, `/details`, `/historyList`):
 * rendered per request from the query (category, period, date, product), cached by browsers'
 * shared caches and the cache tier for five minutes like the rankings they show. A query value
 * that does not fit falls back to the default (a bad product ID says so on the page).
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next'

import { localizedPath, toLocale } from '@/lib/i18n/locales'
import { isMainCategoryId, MAIN_CATEGORY_IDS, type Period } from '@/lib/rankings/catalog'
import { isOriginFilter, type OriginFilter } from '@/lib/rankings/origin'
import { cms } from '@/server/cms/payload'
import { CMS_TIMEOUT_MS, withTimeout } from '@/server/cms/with-timeout'
import { emergingDates, type EmergingList, emergingList, type ProductHistory, productHistory } from '@/server/report/explosion'
import { type ChromePageProps, chromePageProps } from './chrome-props'
import { NAMESPACES } from './content-props'

export type ExplosionPageProps<T> = ChromePageProps & { data: T; preview: false }

/** `origin`: the sellers shown (null: all). */
export type DataListData = { typeId: number; period: Period; origin: OriginFilter | null; list: EmergingList }
export type HistoryData = { typeId: number; dates: string[]; date: string | null; origin: OriginFilter | null; list: EmergingList }
/** `goodsId` null: none asked for yet; `invalid`: what was asked is not a product ID. */
export type DetailsData = { goodsId: string | null; invalid: boolean; history: ProductHistory | null }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export function categoryFrom(value: string | string[] | undefined): number {
  const typeId = Number(first(value))
  return /^\d+$/.test(first(value) ?? '') && isMainCategoryId(typeId) ? typeId : MAIN_CATEGORY_IDS[0]
}

export const periodFrom = (value: string | string[] | undefined): Period => (first(value) === '2' ? 'week' : 'day')

/** The sellers' origin filter (anything else: all sellers). */
export const originFrom = (value: string | string[] | undefined): OriginFilter | null => {
  const asked = first(value)
  return isOriginFilter(asked) ? asked : null
}

export function dateFrom(value: string | string[] | undefined): string | null {
  const date = first(value) ?? ''
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : null
}

const today = () => new Date().toISOString().slice(0, 10)

/**
 * The same address without an empty or unknown sellers' filter (`…&origin=` is what the form
 * sends for "all sellers"), or null when it has none: one address per view, with or without scripts.
 */
function withoutStrayOrigin(context: GetServerSidePropsContext, path: string): string | null {
  const { origin, ...rest } = context.query
  if (origin === undefined || isOriginFilter(first(origin))) return null
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(rest)) for (const one of Array.isArray(value) ? value : [value ?? '']) query.append(key, one)
  const search = query.toString()
  return localizedPath(path, toLocale(context.locale)) + (search ? `?${search}` : '')
}

async function explosionPage<T>(context: GetServerSidePropsContext, path: string, load: () => Promise<T>): Promise<GetServerSidePropsResult<ExplosionPageProps<T>>> {
  const clean = withoutStrayOrigin(context, path)
  if (clean) return { redirect: { destination: clean, permanent: false } }
  const locale = toLocale(context.locale)
  const [data, base] = await Promise.all([withTimeout(load(), CMS_TIMEOUT_MS, 'Loading rankings'), chromePageProps(locale, path, [...NAMESPACES, 'rankings', 'explosion'])])
  // Shared caches keep it as long as a static page would be (shorter while the chrome is a fallback).
  context.res.setHeader('Cache-Control', `public, max-age=60, s-maxage=${base.revalidate}, stale-while-revalidate=3600`)
  return { props: { ...base.props, data, preview: false } }
}

export const dataListProps = (context: GetServerSidePropsContext) =>
  explosionPage<DataListData>(context, '/ExplosionDetection/dataList', async () => {
    const typeId = categoryFrom(context.query.typeId)
    const period = periodFrom(context.query.dateType)
    const origin = originFrom(context.query.origin)
    return { typeId, period, origin, list: await emergingList((await cms()).db.drizzle, typeId, period, today(), origin) }
  })

export const historyListProps = (context: GetServerSidePropsContext) =>
  explosionPage<HistoryData>(context, '/ExplosionDetection/historyList', async () => {
    const db = (await cms()).db.drizzle
    const typeId = categoryFrom(context.query.typeId)
    const dates = await emergingDates(db, typeId, today())
    const asked = dateFrom(context.query.date)
    const date = asked && dates.includes(asked) ? asked : (dates[0] ?? null)
    const origin = originFrom(context.query.origin)
    return { typeId, dates, date, origin, list: date ? await emergingList(db, typeId, 'day', date, origin) : { date: null, updatedAt: null, demo: false, origins: false, rows: [] } }
  })

export const detailsProps = (context: GetServerSidePropsContext) =>
  explosionPage<DetailsData>(context, '/ExplosionDetection/details', async () => {
    const asked = first(context.query.goodsId)?.trim()
    if (!asked) return { goodsId: null, invalid: false, history: null }
    if (!/^\d{1,20}$/.test(asked)) return { goodsId: asked.slice(0, 40), invalid: true, history: null }
    return { goodsId: asked, invalid: false, history: await productHistory((await cms()).db.drizzle, asked, today()) }
  })
