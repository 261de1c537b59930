import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@cms/access/roles'
import { l } from '@cms/i18n/text'

/** Issued SMS codes: hashed, bound to phone + purpose, 5 minutes, single use, 5 wrong tries. */
export const SmsCodes: CollectionConfig = {
  slug: 'sms-codes',
  admin: { group: 'Sellers', defaultColumns: ['phone', 'purpose', 'createdAt', 'expiresAt', 'attempts', 'consumedAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'phone', type: 'text', required: true, index: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: [
        { label: l('Login (log)', '登录（log）', 'Вход (log)'), value: 'log' },
        { label: l('Reset password (res)', '重置密码（res）', 'Сброс пароля (res)'), value: 'res' },
        { label: l('Register (reg)', '注册（reg）', 'Регистрация (reg)'), value: 'reg' },
      ],
    },
    { name: 'codeHash', type: 'text', required: true, hidden: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'consumedAt', type: 'date' },
    { name: 'ip', type: 'text' },
  ],
}
