/**
 * What changed between two tariff versions for one product: its category's commission under its
 * scheme (band by band), the acquiring rate, Ozon's fees of the scheme and one carrier's rate and
 * limits. Values stay as the versions state them (decimal strings); null where a version has none.
 */
import type { CarrierRate, Scheme, SchemeFee, Tariffs } from './types'

export type Change =
  | { item: 'commission'; band: { from: string | null; to: string | null }; before: string | null; after: string | null }
  | { item: 'acquiring'; before: string; after: string }
  | { item: 'schemeFee'; field: Exclude<keyof SchemeFee, 'scheme'>; before: string | null; after: string | null }
  | { item: 'carrier'; field: CarrierField; before: string | null; after: string | null }

const CARRIER_FIELDS = ['perParcel', 'perStep', 'stepGrams', 'volumetricDivisor', 'minWeightG', 'maxWeightG', 'maxSideCm', 'maxSumCm', 'minValueRub', 'maxValueRub', 'currency', 'days'] as const
export type CarrierField = (typeof CARRIER_FIELDS)[number]
const FEE_FIELDS = ['perOrderRub', 'perLiterRub', 'lastMilePercent', 'lastMileMinRub', 'lastMileMaxRub'] as const

const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? null : String(value))
/** '12' and '12.0' are the same percentage. */
const same = (a: string | null, b: string | null) => a === b || (a !== null && b !== null && !Number.isNaN(Number(a)) && Number(a) === Number(b))

/** The commission per price band (from, to], over both versions' bands. */
function commissionByBand(tariffs: Tariffs, category: string, scheme: Scheme): Map<string, { from: string | null; to: string | null; percent: string | null }> {
  const row = tariffs.commissions.find((entry) => entry.category === category && entry.scheme === scheme)
  const bands = new Map<string, { from: string | null; to: string | null; percent: string | null }>()
  const bounds = [null, ...tariffs.bandsUpToRub]
  bounds.forEach((from, index) => {
    const to = tariffs.bandsUpToRub[index] ?? null
    const percents = row?.percents ?? []
    bands.set(`${from ?? ''}-${to ?? ''}`, { from, to, percent: percents.length ? (percents[Math.min(index, percents.length - 1)] ?? null) : null })
  })
  return bands
}

export function tariffChanges(before: Tariffs, after: Tariffs, product: { category: string; scheme: Scheme; carrier: string | null }): Change[] {
  const changes: Change[] = []
  const old = commissionByBand(before, product.category, product.scheme)
  const fresh = commissionByBand(after, product.category, product.scheme)
  for (const key of new Set([...old.keys(), ...fresh.keys()])) {
    const a = old.get(key)
    const b = fresh.get(key)
    if (!same(a?.percent ?? null, b?.percent ?? null)) changes.push({ item: 'commission', band: { from: (a ?? b)?.from ?? null, to: (a ?? b)?.to ?? null }, before: a?.percent ?? null, after: b?.percent ?? null })
  }
  if (!same(before.acquiringPercent, after.acquiringPercent)) changes.push({ item: 'acquiring', before: before.acquiringPercent, after: after.acquiringPercent })
  const feeA = before.schemeFees.find((fee) => fee.scheme === product.scheme)
  const feeB = after.schemeFees.find((fee) => fee.scheme === product.scheme)
  for (const field of FEE_FIELDS) {
    const a = text(feeA?.[field])
    const b = text(feeB?.[field])
    if (!same(a, b)) changes.push({ item: 'schemeFee', field, before: a, after: b })
  }
  if (product.carrier) {
    const rateA: CarrierRate | undefined = before.carriers.find((rate) => rate.id === product.carrier)
    const rateB: CarrierRate | undefined = after.carriers.find((rate) => rate.id === product.carrier)
    for (const field of CARRIER_FIELDS) {
      const a = text(rateA?.[field])
      const b = text(rateB?.[field])
      if (!same(a, b)) changes.push({ item: 'carrier', field, before: a, after: b })
    }
  }
  return changes
}
