import type { CollectionConfig, Validate } from 'payload'

import { toLocale } from '../../../src/lib/i18n/locales'
import { isAdminOrMarketer, isStaff } from '../../access/roles'
import { label } from '../../blocks/fields'

const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/
const ID_RULE = { zh: '请使用字母、数字、_ 或 -（最多 40 个）。', en: 'Letters, digits, _ or - (up to 40).', ru: 'Буквы, цифры, _ или - (до 40).' } as const
const validateId: Validate = (value, { req }) => (typeof value === 'string' && ID_PATTERN.test(value) ? true : ID_RULE[toLocale(req?.i18n?.language)])
const END_RULE = { zh: '结束时间必须晚于开始时间。', en: 'The end must be after the start.', ru: 'Окончание должно быть позже начала.' } as const
const endsAfterStart: Validate = (value, { siblingData, req }) => {
  const start = (siblingData as { validFrom?: string }).validFrom
  return !value || !start || new Date(value as string) > new Date(start) ? true : END_RULE[toLocale(req?.i18n?.language)]
}

/** Coupons that campaign links hand out (…?couponId=…); the coupon lobby call reads them (spec section 7). */
export const Coupons: CollectionConfig<'coupons'> = {
  slug: 'coupons',
  admin: { useAsTitle: 'couponId', group: 'Marketing', defaultColumns: ['couponId', 'name', 'faceValue', 'validTo', 'active'] },
  access: { read: isStaff, create: isAdminOrMarketer, update: isAdminOrMarketer, delete: isAdminOrMarketer },
  fields: [
    { name: 'couponId', type: 'text', required: true, unique: true, index: true, validate: validateId },
    { name: 'appId', type: 'text', required: true, defaultValue: 'ddqbt', validate: validateId },
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 60, label: label('Name', '名称', 'Название') },
    { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'faceValue', type: 'number', required: true, min: 0, max: 1_000_000, label: label('Face value (yuan)', '面额（元）', 'Номинал (юани)') },
    { name: 'minSpend', type: 'number', min: 0, max: 1_000_000, defaultValue: 0, label: label('Minimum spend (yuan)', '使用门槛（元）', 'Минимальная сумма (юани)') },
    { name: 'validFrom', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'validTo', type: 'date', required: true, validate: endsAfterStart, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}
