import type { PayloadRequest, Validate } from 'payload'

import { inLanguage, l } from '@cms/i18n/text'

/** '12; 15; 17' → ['12', '15', '17'] (';' or ',' or spaces between; a decimal point or comma inside). */
export function splitPercents(text: string): string[] {
  return text
    .split(/[;\s]+|,(?=\s)/)
    .map((part) => part.trim().replace(',', '.'))
    .filter(Boolean)
}

const PERCENT = /^\d{1,3}(?:\.\d{1,2})?$/
const BAD_PERCENT = l(
  'Percentages from 0 to 100 (up to 2 decimals), one per price band, separated by ";".',
  '请填写 0 到 100 的百分比（最多两位小数），每个价格区间一个，用“;”分隔。',
  'Проценты от 0 до 100 (до 2 знаков), по одному на ценовой диапазон, через «;».',
)
const TOO_MANY = l('More percentages than price bands.', '百分比数量多于价格区间数量。', 'Процентов больше, чем ценовых диапазонов.')

/** One percentage per band at most (bands = the version's upper bounds + the open last band). */
export const validatePercents: Validate = (value, { data, req }) => {
  const parts = splitPercents(String(value ?? ''))
  if (!parts.length || parts.some((part) => !PERCENT.test(part) || Number(part) > 100)) return inLanguage(BAD_PERCENT, req)
  const bands = ((data as { priceBands?: unknown[] } | undefined)?.priceBands?.length ?? 0) + 1
  return parts.length > bands ? inLanguage(TOO_MANY, req) : true
}

export const DATE_TAKEN = l('Another tariff version takes effect on this date.', '已有其他资费版本在此日期生效。', 'С этой даты уже действует другая версия тарифов.')

/** Whether another version (a draft included) takes effect on `day` (YYYY-MM-DD): one version per date. */
export async function versionTakesEffectOn(req: PayloadRequest, day: string, exceptId?: number | string): Promise<boolean> {
  const same = await req.payload.find({
    collection: 'tariff-versions',
    where: { and: [{ effectiveFrom: { greater_than_equal: `${day}T00:00:00.000Z` } }, { effectiveFrom: { less_than_equal: `${day}T23:59:59.999Z` } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
  })
  return same.totalDocs > 0
}
