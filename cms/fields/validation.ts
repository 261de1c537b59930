import type { Validate } from 'payload'
import { select } from 'payload/shared'

import { isCode } from '@/lib/code-text'
import { isSafeLinkUrl } from '@/lib/content/safe-url'
import { toLocale } from '@/lib/i18n/locales'

const language = (req: { i18n?: { language?: string } } | undefined) => toLocale(req?.i18n?.language)

/** A code field (src/lib/code-text.ts) of at most `max` characters; `optional` lets it stay empty. */
export function codeValidator(max: number, { optional = false } = {}): Validate {
  const rule = {
    zh: `请使用字母、数字、_ 或 -（最多 ${max} 个）。`,
    en: `Letters, digits, _ or - (up to ${max}).`,
    ru: `Буквы, цифры, _ или - (до ${max}).`,
  } as const
  return (value, { req }) => ((optional && (value == null || value === '')) || isCode(value, max) ? true : rule[language(req)])
}

const END_BEFORE_START = { zh: '结束时间必须晚于开始时间。', en: 'The end must be after the start.', ru: 'Окончание должно быть позже начала.' } as const

/** An end date after its sibling start date (`startField`); either may still be empty. */
export const endsAfter =
  (startField: string): Validate =>
  (value, { siblingData, req }) => {
    const start = (siblingData as Record<string, string | undefined>)[startField]
    return !value || !start || new Date(value as string) > new Date(start) ? true : END_BEFORE_START[language(req)]
  }

/** Why a link was refused (src/lib/content/safe-url.ts: site path, #anchor, http(s), mailto or tel). */
export const LINK_RULE = {
  zh: '请填写站内路径（/…）、#锚点，或 https://、http://、mailto:、tel: 开头的地址（前后不能有空格）。',
  en: 'Use a site path (/…), an #anchor, or an https://, http://, mailto: or tel: address (no spaces around it).',
  ru: 'Укажите путь сайта (/…), якорь #… или адрес https://, http://, mailto: или tel: (без пробелов по краям).',
} as const

/** The refusal of a link in the admin's language. */
export const linkRule = (req: { i18n?: { language?: string } } | undefined): string => LINK_RULE[language(req)]

/** A link field the site may render (isSafeLinkUrl); `optional` lets it stay empty. */
export function linkValidator({ optional = false } = {}): Validate {
  return (value, { req }) => {
    if (value == null || value === '') return optional ? true : req.t('validation:required')
    return isSafeLinkUrl(value) ? true : linkRule(req)
  }
}

/** Why a staff account was refused: it needs at least one role. */
export const ROLE_REQUIRED = {
  zh: '请至少选择一个角色（管理员、编辑或营销）。',
  en: 'Choose at least one role (admin, editor or marketer).',
  ru: 'Выберите хотя бы одну роль (администратор, редактор или маркетолог).',
} as const

/**
 * A staff account's roles: at least one, never a default (a preselected role was added to
 * whatever the admin picked). The one exception is the very first account, made on the admin's
 * "create first user" screen with no one signed in: the field's beforeChange hook makes it an admin
 * before the server validates, but the screen's form state is validated before that hook runs.
 */
export const staffRolesValidator: Validate = async (value, options) => {
  const { req } = options
  const empty = value == null || (Array.isArray(value) && value.length === 0)
  if (!empty) return select(value as string[], options as Parameters<typeof select>[1])
  if (options.operation === 'create' && !req.user && typeof req.payload?.count === 'function') {
    const { totalDocs } = await req.payload.count({ collection: 'users', req })
    if (totalDocs === 0) return true
  }
  return ROLE_REQUIRED[language(req)]
}

const PHONE_RULE = {
  zh: '请填写手机号：13800138000，或带国家区号的号码，如 +7 916 123-45-67。',
  en: 'Enter a mobile number: 13800138000, or one with its country code, such as +7 916 123-45-67.',
  ru: 'Укажите номер мобильного: 13800138000 или с кодом страны, например +7 916 123-45-67.',
} as const

/** A mobile number as the user service stores it (E.164; `normalize` is the service's own rule). */
export const phoneValidator =
  (normalize: (raw: string) => string | null): Validate =>
  (value, { req }) =>
    typeof value === 'string' && normalize(value) === value ? true : PHONE_RULE[language(req)]
