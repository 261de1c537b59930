import type { Validate } from 'payload'

import { isCode } from '../../src/lib/code-text'
import { isSafeLinkUrl } from '../../src/lib/content/safe-url'
import { toLocale } from '../../src/lib/i18n/locales'

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
