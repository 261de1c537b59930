/**
 * The calculator's tariffs and exchange rates from the CMS (Payload's local API: the collections
 * are versioned, localized documents): the version in effect on a day, the list of versions, the
 * rate of a day. Numbers come back from PostgreSQL's numeric columns as JS numbers; String() of a
 * value typed with a few decimals gives those decimals back exactly, and money.ts takes it from
 * there.
 */
import type { Payload } from 'payload'

import { daysBetween, moscowDay, STALE_RATE_DAYS } from '@/lib/calculator/dates'
import type { CalculatorData, CarrierRate, ExchangeRate, Tariffs, VersionSummary } from '@/lib/calculator/types'
import type { Locale } from '@/lib/i18n/locales'
import type { TariffVersion } from '@payload-types'
import { splitPercents } from '@cms/collections/tariff-versions/validation'

const decimal = (value: number | null | undefined): string | null => (value === null || value === undefined ? null : String(value))
const whole = (value: number | null | undefined): number | null => (value === null || value === undefined ? null : Math.round(value))
const day = (value: string) => value.slice(0, 10)

export function toTariffs(doc: TariffVersion): Tariffs {
  const carriers: CarrierRate[] = []
  for (const row of doc.carriers ?? []) {
    const id = `${row.carrier}:${row.level}`
    if (carriers.some((rate) => rate.id === id)) continue // the first row of a carrier and level counts
    carriers.push({
      id,
      carrier: row.carrier,
      level: row.level,
      schemes: row.schemes,
      currency: row.currency,
      perParcel: String(row.perParcel),
      perStep: String(row.perStep),
      stepGrams: Math.max(1, Math.round(row.stepGrams)),
      volumetricDivisor: whole(row.volumetricDivisor),
      minWeightG: whole(row.minWeightG),
      maxWeightG: whole(row.maxWeightG),
      maxSideCm: whole(row.maxSideCm),
      maxSumCm: whole(row.maxSumCm),
      minValueRub: decimal(row.minValueRub),
      maxValueRub: decimal(row.maxValueRub),
      days: row.days ?? '',
    })
  }
  return {
    id: doc.id,
    title: doc.title,
    note: doc.note ?? '',
    effectiveFrom: day(doc.effectiveFrom),
    isDemo: Boolean(doc.isDemo),
    bandsUpToRub: (doc.priceBands ?? []).map((band) => String(band.upToRub)).sort((a, b) => Number(a) - Number(b)),
    acquiringPercent: String(doc.acquiringPercent),
    categories: (doc.categories ?? []).map((category) => ({ code: category.code, name: category.name })),
    commissions: (doc.commissions ?? []).map((row) => ({ category: row.category, scheme: row.scheme, percents: splitPercents(row.percents) })),
    schemeFees: (doc.schemeFees ?? []).map((fee) => ({
      scheme: fee.scheme,
      perOrderRub: String(fee.perOrderRub),
      perLiterRub: String(fee.perLiterRub),
      lastMilePercent: String(fee.lastMilePercent),
      lastMileMinRub: String(fee.lastMileMinRub),
      lastMileMaxRub: decimal(fee.lastMileMaxRub),
    })),
    carriers,
  }
}

/** Published versions, newest date first. */
export async function listVersions(payload: Payload): Promise<VersionSummary[]> {
  const found = await payload.find({
    collection: 'tariff-versions',
    where: { _status: { equals: 'published' } },
    sort: '-effectiveFrom',
    select: { title: true, effectiveFrom: true, isDemo: true },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((doc) => ({ id: doc.id, title: doc.title, effectiveFrom: day(doc.effectiveFrom), isDemo: Boolean(doc.isDemo) }))
}

/** The published version in effect on `date`: the latest taking effect on or before it. */
export async function tariffsOn(payload: Payload, date: string, locale: Locale): Promise<Tariffs | null> {
  const found = await payload.find({
    collection: 'tariff-versions',
    where: { and: [{ _status: { equals: 'published' } }, { effectiveFrom: { less_than_equal: `${date}T23:59:59.999Z` } }] },
    sort: '-effectiveFrom',
    locale,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  return doc ? toTariffs(doc) : null
}

/** A published version by id (the page compares two). */
export async function tariffsById(payload: Payload, id: number, locale: Locale): Promise<Tariffs | null> {
  const found = await payload.find({ collection: 'tariff-versions', where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] }, locale, depth: 0, limit: 1, overrideAccess: true })
  const doc = found.docs[0]
  return doc ? toTariffs(doc) : null
}

/** The newest CNY rate on or before `date`. */
export async function rateOn(payload: Payload, date: string): Promise<ExchangeRate | null> {
  const found = await payload.find({
    collection: 'exchange-rates',
    where: { and: [{ currency: { equals: 'CNY' } }, { date: { less_than_equal: `${date}T23:59:59.999Z` } }] },
    sort: '-date',
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  return doc ? { date: day(doc.date), rubPerCny: String(doc.rubPerUnit), source: doc.source } : null
}

/** Everything the page needs for a day (today in Moscow by default). */
export async function calculatorData(payload: Payload, locale: Locale, date?: string, now = new Date()): Promise<CalculatorData> {
  const today = moscowDay(now)
  const on = date ?? today
  const [tariffs, rate, versions] = await Promise.all([tariffsOn(payload, on, locale), rateOn(payload, on), listVersions(payload)])
  // A scheduled day is compared with today: tomorrow's rate is not published yet.
  const reference = on < today ? on : today
  return { date: on, today, tariffs, rate: rate ? { ...rate, stale: daysBetween(rate.date, reference) > STALE_RATE_DAYS } : null, versions }
}
