/**
 * Seeds the spec's landing pages as promotion documents (./data/promotions.ts), a demo
 * distribution channel and a coupon. Idempotent: a page whose slug exists is left alone.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { seedMediaFile, type ToLexical } from './shared'
import { PROMOTION_HEAD, PROMOTION_SUCCESS, SEED_CHANNEL, SEED_COUPON, SEED_PROMOTIONS } from '@cms/seed/data/promotions'

const context = { disableRevalidate: true }
const PRODUCT_IMAGE = 'seed:product'
const DAY = 86_400_000

type Json = unknown

/** Fills the seed's placeholders: the product picture's media id, Markdown of rich-text blocks as Lexical. */
function resolve(value: Json, imageId: number, toLexical: ToLexical): Json {
  if (value === PRODUCT_IMAGE) return imageId
  if (Array.isArray(value)) return value.map((item) => resolve(item, imageId, toLexical))
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, Json>
  if (record.blockType === 'richText' && typeof record.content === 'string') return { ...record, content: toLexical(record.content) }
  return Object.fromEntries(Object.entries(record).map(([key, entry]) => [key, resolve(entry, imageId, toLexical)]))
}

/** A translation of rows the first language created: the same block and row ids, so Payload updates them rather than adding new ones. */
export function withIds(created: Json, fresh: Json): Json {
  if (Array.isArray(fresh)) return fresh.map((item, index) => withIds(Array.isArray(created) ? created[index] : undefined, item))
  if (!fresh || typeof fresh !== 'object') return fresh
  const before = created && typeof created === 'object' ? (created as Record<string, Json>) : {}
  const result: Record<string, Json> = {}
  for (const [key, entry] of Object.entries(fresh as Record<string, Json>)) result[key] = withIds(before[key], entry)
  if (before.id !== undefined) result.id = before.id
  return result
}

const pick = (locale: Locale) => (text: Record<Locale, string>) => text[locale]

async function seedChannelAndCoupon(payload: Payload): Promise<number> {
  let created = 0
  const channels = await payload.count({ collection: 'distribution-channels', where: { urlCode: { equals: SEED_CHANNEL.urlCode } }, overrideAccess: true })
  if (channels.totalDocs === 0) {
    const doc = await payload.create({
      collection: 'distribution-channels',
      locale: 'zh',
      overrideAccess: true,
      context,
      data: { ...SEED_CHANNEL, active: true, organ: { ...SEED_CHANNEL.organ, name: SEED_CHANNEL.organ.name.zh } },
    })
    for (const locale of LOCALES.filter((code) => code !== 'zh')) {
      await payload.update({ collection: 'distribution-channels', id: doc.id, locale, overrideAccess: true, context, data: { organ: { name: SEED_CHANNEL.organ.name[locale] } } })
    }
    created++
  }
  const coupons = await payload.count({ collection: 'coupons', where: { couponId: { equals: SEED_COUPON.couponId } }, overrideAccess: true })
  if (coupons.totalDocs === 0) {
    const now = Date.now()
    const doc = await payload.create({
      collection: 'coupons',
      locale: 'zh',
      overrideAccess: true,
      context,
      data: {
        ...SEED_COUPON,
        name: SEED_COUPON.name.zh,
        description: SEED_COUPON.description.zh,
        active: true,
        validFrom: new Date(now - DAY).toISOString(),
        validTo: new Date(now + 365 * DAY).toISOString(),
      },
    })
    for (const locale of LOCALES.filter((code) => code !== 'zh')) {
      await payload.update({ collection: 'coupons', id: doc.id, locale, overrideAccess: true, context, data: { name: SEED_COUPON.name[locale], description: SEED_COUPON.description[locale] } })
    }
    created++
  }
  return created
}

export async function seedPromotions(payload: Payload, toLexical: ToLexical): Promise<number> {
  await seedChannelAndCoupon(payload)
  const existing = await payload.find({ collection: 'promotions', where: { slug: { in: SEED_PROMOTIONS.map((page) => page.slug) } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, draft: true, select: { slug: true } })
  const have = new Set(existing.docs.map((doc) => doc.slug))
  const todo = SEED_PROMOTIONS.filter((page) => !have.has(page.slug))
  if (todo.length === 0) return 0
  const imageId = await seedMediaFile(
    payload,
    'promotion-product.webp',
    'image/webp',
    { zh: '工作台中的热销榜单与关键词分析', en: 'Hot rankings and keyword analysis in the workbench', ru: 'Рейтинги продаж и анализ ключевых слов в рабочем кабинете' },
    async () => sharp(await readFile(path.join(process.cwd(), 'public/images/hero-workbench.svg'))).resize(1120).webp({ quality: 82 }).toBuffer(),
  )
  for (const page of todo) {
    const localized = (locale: Locale) => ({
      title: page.title[locale],
      layout: resolve(page.layout(pick(locale)), imageId, toLexical),
      head: { logoTitle: PROMOTION_HEAD.logoTitle[locale], loginLabel: PROMOTION_HEAD.loginLabel[locale] },
      success: { title: PROMOTION_SUCCESS.title[locale], text: PROMOTION_SUCCESS.text[locale] },
    })
    const created = await payload.create({
      collection: 'promotions',
      locale: 'zh',
      overrideAccess: true,
      context,
      depth: 0,
      data: { _status: 'published', slug: page.slug, format: page.format, campaign: page.campaign, ...localized('zh') } as never,
    })
    for (const locale of LOCALES.filter((code) => code !== 'zh')) {
      const data = localized(locale)
      await payload.update({
        collection: 'promotions',
        id: created.id,
        locale,
        overrideAccess: true,
        context,
        depth: 0,
        data: { _status: 'published', ...data, layout: withIds(created.layout, data.layout) } as never,
      })
    }
  }
  return todo.length
}
