import type { Field } from 'payload'

import { isSafeLinkUrl } from '@/lib/content/safe-url'
import { toLocale } from '@/lib/i18n/locales'
import { l, type Text } from '@cms/i18n/text'

type Label = Text

/** Labels of the block builder's own fields (the admin speaks zh, en and ru): `label(en, zh, ru)`. */
export const label = l

/**
 * A block's picture in the admin's block picker (public/admin/blocks/<slug>.svg, a wireframe of its
 * layout). Its alt text is empty on purpose: the picture is decorative, the block's name (in the
 * editor's language) is written right under it, and Payload takes the alt as one plain string.
 */
export const blockImages = (slug: string, { icon = false } = {}) => ({
  images: {
    thumbnail: { url: `/admin/blocks/${slug}.svg`, alt: '' },
    // Rich-text editor menus show a block's icon at 20×20 (the thumbnail otherwise).
    ...(icon ? { icon: { url: `/admin/blocks/${slug}-icon.svg`, alt: '' } } : {}),
  },
})

export const ACTION_KINDS = ['register', 'login', 'link'] as const
export type ActionKind = (typeof ACTION_KINDS)[number]

const KIND_LABELS: Record<ActionKind, Label> = {
  register: label('Open registration', '打开注册', 'Открыть регистрацию'),
  login: label('Open login', '打开登录', 'Открыть вход'),
  link: label('Go to a link', '跳转链接', 'Перейти по ссылке'),
}

const HREF_RULE = label('Use a site path (/…) or an https:// address.', '请填写站内路径（/…）或 https:// 地址。', 'Укажите путь сайта (/…) или адрес https://.')

type LanguageOptions = { req?: { i18n?: { language?: string } } }

/**
 * A button's link: a site path or an http(s), mailto or tel address (the shared isSafeLinkUrl, so
 * javascript:, data:, //host and /\host are refused); a button has no #anchor to jump to.
 */
export const validateHref = (value: unknown, { req }: LanguageOptions = {}) => {
  if (value == null || value === '') return true
  if (isSafeLinkUrl(value) && !value.startsWith('#')) return true
  return HREF_RULE[toLocale(req?.i18n?.language)]
}

const HTTPS_RULE = label('Use an https:// address.', '请填写 https:// 开头的地址。', 'Укажите адрес, начинающийся с https://.')

/** An optional https address (a video to play or link to), also passing the shared link check. */
export const validateHttpsUrl = (value: unknown, { req }: LanguageOptions = {}) =>
  value == null || value === '' || (isSafeLinkUrl(value) && /^https:\/\/\S+$/.test(value)) || HTTPS_RULE[toLocale(req?.i18n?.language)]

/** A button of a block: opens the registration or login sheet, or follows a link. */
export const actionField = (name: string, fieldLabel: Label, required = false): Field => ({
  name,
  type: 'group',
  label: fieldLabel,
  fields: [
    { name: 'label', type: 'text', localized: true, maxLength: 40, required, label: label('Button text', '按钮文字', 'Текст кнопки') },
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'register',
      options: ACTION_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
      label: label('Action', '动作', 'Действие'),
    },
    {
      name: 'href',
      type: 'text',
      maxLength: 500,
      validate: validateHref,
      label: label('Link', '链接', 'Ссылка'),
      admin: { condition: (_, sibling) => sibling?.kind === 'link' },
    },
  ],
})

export const headingField = (required = false): Field => ({
  name: 'heading',
  type: 'text',
  localized: true,
  maxLength: 120,
  required,
  label: label('Heading', '标题', 'Заголовок'),
})

export const textField = (name = 'text', maxLength = 600): Field => ({
  name,
  type: 'textarea',
  localized: true,
  maxLength,
  label: label('Text', '文字', 'Текст'),
})

export const imageField = (name = 'image', fieldLabel = label('Image', '图片', 'Изображение')): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  label: fieldLabel,
  filterOptions: { mimeType: { contains: 'image' } },
})

/** A block's list of rows (features, quotes, plans, questions): its name, labels and row count limits. */
export const rowsField = (name: string, labels: { plural: Label; singular: Label }, maxRows: number, fields: Field[]): Field => ({
  name,
  type: 'array',
  minRows: 1,
  maxRows,
  label: labels.plural,
  labels,
  fields,
})
