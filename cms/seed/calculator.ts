/**
 * Seeds the profit calculator's demo tariffs (./data/calculator.ts) and demo CNY rates, only while
 * there are none: an operator's import or an editor's version is never touched.
 */
import type { Payload } from 'payload'

import { moscowDay } from '@/lib/calculator/dates'
import { LOCALES } from '@/lib/i18n/locales'
import { DEMO_CATEGORIES, DEMO_NOTE, demoRates, demoTariffVersions } from '@cms/seed/data/calculator'

const context = { disableRevalidate: true }

export async function seedCalculator(payload: Payload, now = new Date()): Promise<string[]> {
  const created: string[] = []
  const today = moscowDay(now)
  const versions = await payload.count({ collection: 'tariff-versions', overrideAccess: true })
  if (versions.totalDocs === 0) {
    for (const data of demoTariffVersions(today)) {
      const doc = await payload.create({
        collection: 'tariff-versions',
        locale: 'zh',
        overrideAccess: true,
        context,
        data: { ...data, note: DEMO_NOTE.zh, categories: DEMO_CATEGORIES.map((category) => ({ code: category.code, name: category.name.zh })) },
      })
      for (const locale of LOCALES.filter((code) => code !== 'zh')) {
        await payload.update({
          collection: 'tariff-versions',
          id: doc.id,
          locale,
          overrideAccess: true,
          context,
          data: { note: DEMO_NOTE[locale], categories: (doc.categories ?? []).map((row, index) => ({ id: row.id, code: row.code, name: DEMO_CATEGORIES[index]?.name[locale] ?? row.name })) },
        })
      }
    }
    created.push('3 demo tariff versions')
  }
  const rates = await payload.count({ collection: 'exchange-rates', overrideAccess: true })
  if (rates.totalDocs === 0) {
    for (const rate of demoRates(today)) {
      await payload.create({ collection: 'exchange-rates', overrideAccess: true, context, data: { ...rate, currency: 'CNY', source: 'seed' } })
    }
    created.push('7 demo exchange rates')
  }
  return created
}
