import type { Field } from 'payload'

import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { inLanguage, l, type Text } from '@cms/i18n/text'

const LANGUAGE_NAMES: Record<Locale, Text> = {
  zh: l('Chinese', '中文', 'Китайский'),
  en: l('English', '英文', 'Английский'),
  ru: l('Russian', '俄文', 'Русский'),
}

const REASON_REQUIRED = l('A rejection needs a reason the author can read.', '拒绝时请填写作者可见的原因。', 'Укажите причину отклонения для автора.')

/** Community posts wait for an editor (unless their category says otherwise); only approved ones are public. */
export const MODERATION_STATUS: Field = {
  name: 'status',
  type: 'select',
  required: true,
  index: true,
  defaultValue: 'pending',
  options: [
    { value: 'pending', label: { zh: '待审核', en: 'Pending', ru: 'На модерации' } },
    { value: 'approved', label: { zh: '已通过', en: 'Approved', ru: 'Одобрено' } },
    { value: 'rejected', label: { zh: '已拒绝', en: 'Rejected', ru: 'Отклонено' } },
  ],
  admin: { position: 'sidebar' },
}

/** Why an editor rejected the post: the author reads it in "My posts", so it is required then. */
export const REJECTION_REASON: Field = {
  name: 'rejectionReason',
  type: 'textarea',
  maxLength: 500,
  admin: {
    position: 'sidebar',
    condition: (data) => data?.status === 'rejected',
    description: { zh: '作者会在“我的发布”中看到这条原因。', en: 'The author sees this reason under "My posts".', ru: 'Автор увидит причину в разделе «Мои публикации».' },
  },
  validate: (value: unknown, { siblingData, req }: { siblingData: { status?: string }; req?: { i18n?: { language?: string } } }) =>
    siblingData?.status === 'rejected' && !String(value ?? '').trim() ? inLanguage(REASON_REQUIRED, req) : true,
}

/** The seller who wrote the post (empty for posts editors typed in) and the language they wrote in. */
export const SELLER_AUTHOR_FIELDS: Field[] = [
  { name: 'author', type: 'relationship', relationTo: 'sellers', index: true, admin: { position: 'sidebar', readOnly: true } },
  {
    name: 'language',
    type: 'select',
    options: LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
    admin: { position: 'sidebar', description: { zh: '作者写作所用的语言；为空表示各语言通用。', en: 'The language the author wrote in; empty means every language.', ru: 'Язык, на котором писал автор; пусто — для всех языков.' } },
  },
]
