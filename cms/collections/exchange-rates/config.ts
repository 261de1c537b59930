import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { revalidateOnPublicChange } from '@cms/hooks/revalidateDocument'
import { CALCULATOR_PATHS } from '@/lib/calculator/paths'
import { isStaff } from '@cms/access/roles'
import { l } from '@cms/i18n/text'

export const RATE_SOURCES = ['cbr', 'manual', 'seed'] as const

/** One rate per currency and day: the key says which (CNY:2026-11-27). */
const setKey: CollectionBeforeValidateHook = ({ data }) => {
  if (data?.currency && data.date) data.key = `${data.currency}:${String(data.date).slice(0, 10)}`
  return data
}

const revalidate = revalidateOnPublicChange<{ id: number }>({ collection: 'exchange-rates', isPublic: () => true, pathsFor: async () => [...CALCULATOR_PATHS] })

/**
 * Rubles per unit of a currency on a day, for the profit calculator: the Central Bank of Russia's
 * daily rate (the scheduled job, src/server/calculator/exchange-rates.ts), or one staff entered.
 * The calculator uses the newest rate on or before the date it calculates for.
 */
export const ExchangeRates: CollectionConfig<'exchange-rates'> = {
  slug: 'exchange-rates',
  admin: { useAsTitle: 'key', group: 'Calculator', defaultColumns: ['date', 'currency', 'rubPerUnit', 'source', 'updatedAt'] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-date',
  hooks: { beforeValidate: [setKey], afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'key', type: 'text', unique: true, index: true, admin: { hidden: true }, label: l('Key', '键', 'Ключ') },
    { name: 'date', type: 'date', required: true, index: true, label: l('Date', '日期', 'Дата'), admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } } },
    { name: 'currency', type: 'select', required: true, defaultValue: 'CNY', options: [{ value: 'CNY', label: l('Chinese yuan (CNY)', '人民币（CNY）', 'Китайский юань (CNY)') }], label: l('Currency', '币种', 'Валюта') },
    { name: 'rubPerUnit', type: 'number', required: true, min: 0.0001, max: 100_000, label: l('RUB per unit', '每单位卢布', 'Рублей за единицу') },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'manual',
      options: [
        { value: 'cbr', label: l('Central Bank of Russia', '俄罗斯央行', 'Банк России') },
        { value: 'manual', label: l('Entered by staff', '手动录入', 'Введён вручную') },
        { value: 'seed', label: l('Demo (seed)', '演示数据', 'Демо') },
      ],
      label: l('Source', '来源', 'Источник'),
    },
  ],
}
