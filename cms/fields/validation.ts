import type { Validate } from 'payload'

import { isCode } from '../../src/lib/code-text'
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
