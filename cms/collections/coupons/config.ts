import type { CollectionConfig } from 'payload'

import { isAdminOrMarketer, isStaff } from '@cms/access/roles'
import { label } from '@cms/blocks/fields'
import { codeValidator, endsAfter } from '@cms/fields/validation'

const validateId = codeValidator(40)

/** Coupons that campaign links hand out (…?couponId=…); the coupon lobby call reads them (spec section 7). */
export const Coupons: CollectionConfig<'coupons'> = {
  slug: 'coupons',
  admin: { useAsTitle: 'couponId', group: 'Marketing', defaultColumns: ['couponId', 'name', 'faceValue', 'validTo', 'active'] },
  access: { read: isStaff, create: isAdminOrMarketer, update: isAdminOrMarketer, delete: isAdminOrMarketer },
  fields: [
    { name: 'couponId', type: 'text', required: true, unique: true, index: true, validate: validateId },
    { name: 'appId', type: 'text', required: true, defaultValue: 'ozon', validate: validateId },
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 60, label: label('Name', '名称', 'Название') },
    { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'faceValue', type: 'number', required: true, min: 0, max: 1_000_000, label: label('Face value (yuan)', '面额（元）', 'Номинал (юани)') },
    { name: 'minSpend', type: 'number', min: 0, max: 1_000_000, defaultValue: 0, label: label('Minimum spend (yuan)', '使用门槛（元）', 'Минимальная сумма (юани)') },
    { name: 'validFrom', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'validTo', type: 'date', required: true, validate: endsAfter('validFrom'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}
