import type { Block } from 'payload'

import { PG_INT_MAX } from '@/lib/pg-int'
import { blockImages, headingField, label, textField } from '@cms/blocks/fields'

export const REGISTRATION_MODES = ['sms', 'password'] as const

/**
 * The register form on the page itself: by SMS code alone, or with a password as well. The
 * activity variant registers into a lottery (its actId) and stays on the page; otherwise the
 * visitor goes on to the page's success page.
 */
export const RegistrationFormBlock: Block = {
  slug: 'registrationForm',
  interfaceName: 'RegistrationFormBlock',
  admin: blockImages('registrationForm'),
  labels: { singular: label('Registration form', '注册表单', 'Форма регистрации'), plural: label('Registration forms', '注册表单', 'Формы регистрации') },
  fields: [
    headingField(),
    textField('text', 300),
    {
      name: 'mode',
      type: 'select',
      defaultValue: 'sms',
      options: [
        { value: 'sms', label: label('SMS code only', '仅短信验证码', 'Только SMS-код') },
        { value: 'password', label: label('SMS code and a password', '短信验证码并设置密码', 'SMS-код и пароль') },
      ],
      label: label('Form', '表单', 'Форма'),
    },
    { name: 'activity', type: 'checkbox', defaultValue: false, label: label('Lottery registration (activity variant)', '抽奖活动注册（活动版）', 'Регистрация в розыгрыш') },
    {
      name: 'activityId',
      type: 'number',
      min: 1,
      max: PG_INT_MAX,
      admin: { step: 1, condition: (_, sibling) => Boolean(sibling?.activity) },
      label: label('Lottery activity id (empty: 4)', '抽奖活动 ID（留空为 4）', 'ID розыгрыша (пусто: 4)'),
    },
  ],
}
