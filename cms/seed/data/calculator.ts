/**
 * Demo tariffs of the profit calculator: invented numbers in the shape of Ozon's tables, marked as
 * demo (isDemo) in the admin and on the page until an operator imports real ones. Three versions
 * around the day the seed runs (one past, the current one, one scheduled for next month), so the
 * page's date picker and "what changed" have something to show.
 */
import type { Locale } from '@/lib/i18n/locales'
import type { Scheme } from '@/lib/calculator/types'
import type { TariffVersion } from '@payload-types'

type Names = Record<Locale, string>

export const DEMO_CATEGORIES: Array<{ code: string; name: Names; base: number }> = [
  { code: 'electronics', base: 8, name: { zh: '电子产品', en: 'Electronics', ru: 'Электроника' } },
  { code: 'home', base: 12, name: { zh: '家居用品', en: 'Home goods', ru: 'Товары для дома' } },
  { code: 'clothing', base: 15, name: { zh: '服装鞋包', en: 'Clothing, shoes and bags', ru: 'Одежда, обувь и сумки' } },
  { code: 'beauty', base: 14, name: { zh: '美妆个护', en: 'Beauty and personal care', ru: 'Красота и уход' } },
  { code: 'kids', base: 11, name: { zh: '母婴玩具', en: 'Kids and toys', ru: 'Детские товары и игрушки' } },
  { code: 'auto', base: 10, name: { zh: '汽车用品', en: 'Car accessories', ru: 'Автотовары' } },
  { code: 'sports', base: 12, name: { zh: '运动户外', en: 'Sports and outdoors', ru: 'Спорт и отдых' } },
  { code: 'jewelry', base: 18, name: { zh: '饰品配件', en: 'Jewellery and accessories', ru: 'Украшения и аксессуары' } },
]

const BANDS = [100, 300, 1500, 5000, 10000]
const SCHEME_EXTRA: Record<Scheme, number> = { fbo: 0, fbs: 1, rfbs: 2 }
// Cheap items pay more, dear ones less (Ozon's bands work that way for most categories).
const BAND_EXTRA = [4, 2, 0, 1, 2, 2]

export const DEMO_NOTE: Names = {
  zh: '演示资费：数字为示例，仅用于试用计算器。上线前请在后台导入 Ozon 的最新资费。',
  en: "Demo tariffs: invented numbers for trying the calculator. Import Ozon's current tariffs in the admin before launch.",
  ru: 'Демо-тарифы: вымышленные цифры, чтобы попробовать калькулятор. Перед запуском загрузите актуальные тарифы Ozon в админке.',
}

type Carriers = NonNullable<TariffVersion['carriers']>
type VersionData = Omit<TariffVersion, 'id' | 'updatedAt' | 'createdAt' | 'categories' | 'note'>

const CARRIERS: Carriers = [
  { carrier: 'Demo-Air', level: 'extraSmall', schemes: ['rfbs'], currency: 'RUB', perParcel: 15, perStep: 0.35, stepGrams: 1, maxWeightG: 500, maxSideCm: 60, maxSumCm: 90, maxValueRub: 1500, days: '10-15' },
  { carrier: 'Demo-Air', level: 'budget', schemes: ['rfbs'], currency: 'RUB', perParcel: 20, perStep: 0.28, stepGrams: 1, volumetricDivisor: 12000, maxWeightG: 30000, maxSideCm: 150, maxSumCm: 250, maxValueRub: 1500, days: '15-25' },
  { carrier: 'Demo-Air', level: 'small', schemes: ['rfbs'], currency: 'RUB', perParcel: 25, perStep: 0.4, stepGrams: 1, maxWeightG: 2000, maxSideCm: 60, maxSumCm: 90, minValueRub: 1500, maxValueRub: 7000, days: '10-15' },
  { carrier: 'Demo-Air', level: 'big', schemes: ['rfbs'], currency: 'RUB', perParcel: 40, perStep: 0.3, stepGrams: 1, volumetricDivisor: 12000, maxWeightG: 25000, maxSideCm: 150, maxSumCm: 250, minValueRub: 1500, maxValueRub: 250000, days: '12-18' },
  { carrier: 'Demo-Land', level: 'premiumSmall', schemes: ['rfbs'], currency: 'CNY', perParcel: 3.5, perStep: 0.035, stepGrams: 1, maxWeightG: 5000, maxSideCm: 60, maxSumCm: 90, minValueRub: 7000, maxValueRub: 250000, days: '8-12' },
  { carrier: 'Demo-Land', level: 'premiumBig', schemes: ['rfbs'], currency: 'CNY', perParcel: 6, perStep: 0.03, stepGrams: 1, volumetricDivisor: 12000, maxWeightG: 25000, maxSideCm: 150, maxSumCm: 250, minValueRub: 7000, maxValueRub: 250000, days: '10-14' },
  { carrier: 'Demo-Rail', level: 'big', schemes: ['fbo', 'fbs'], currency: 'CNY', perParcel: 0, perStep: 18, stepGrams: 1000, volumetricDivisor: 6000, maxWeightG: 30000, days: '25-35' },
  { carrier: 'Demo-Air', level: 'express', schemes: ['fbo', 'fbs'], currency: 'CNY', perParcel: 0, perStep: 16, stepGrams: 500, volumetricDivisor: 6000, maxWeightG: 30000, days: '7-10' },
]

/** The first day of the month `offset` months from `today` (YYYY-MM-DD). */
export function monthStart(today: string, offset: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, month - 1 + offset, 1))
  return date.toISOString().slice(0, 10)
}

function version(title: string, effectiveFrom: string, change: number, carrierChange: number): VersionData {
  return {
    title,
    // Noon UTC: the same calendar day in Moscow and Beijing.
    effectiveFrom: `${effectiveFrom}T12:00:00.000Z`,
    isDemo: true,
    _status: 'published',
    acquiringPercent: 1.5,
    priceBands: BANDS.map((upToRub) => ({ upToRub })),
    commissions: DEMO_CATEGORIES.flatMap((category) =>
      (['fbo', 'fbs', 'rfbs'] as const).map((scheme) => ({
        category: category.code,
        scheme,
        percents: BAND_EXTRA.map((extra) => category.base + SCHEME_EXTRA[scheme] + extra + (category.code === 'electronics' || category.code === 'home' ? change : 0)).join('; '),
      })),
    ),
    schemeFees: [
      { scheme: 'fbo', perOrderRub: 20, perLiterRub: 6.5, lastMilePercent: 5.5, lastMileMinRub: 20, lastMileMaxRub: 500 },
      { scheme: 'fbs', perOrderRub: 25, perLiterRub: 8, lastMilePercent: 5.5, lastMileMinRub: 20, lastMileMaxRub: 500 },
    ],
    carriers: CARRIERS.map((rate) => ({ ...rate, perParcel: rate.perParcel + (rate.currency === 'RUB' ? carrierChange : 0) })),
  }
}

/** The three demo versions for a seed run on `today`. */
export function demoTariffVersions(today: string): VersionData[] {
  return [
    version('Demo tariffs (earlier)', monthStart(today, -2), -1, -3),
    version('Demo tariffs', monthStart(today, 0), 0, 0),
    version('Demo tariffs (scheduled)', monthStart(today, 1), 1, 2),
  ]
}

/** Demo CNY rates (RUB per yuan) for the 7 days up to `today`. */
export function demoRates(today: string): Array<{ date: string; rubPerUnit: number }> {
  const base = Date.parse(`${today}T12:00:00Z`)
  return [11.2345, 11.2871, 11.3102, 11.2714, 11.2498, 11.3056, 11.3321].map((rubPerUnit, index) => ({
    date: new Date(base - (6 - index) * 86_400_000).toISOString(),
    rubPerUnit,
  }))
}
