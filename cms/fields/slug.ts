import type { Field } from 'payload'

import { inLanguage, l } from '@cms/i18n/text'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const SLUG_RULE = l('Use a-z, 0-9 and single dashes only.', '只能使用 a-z、0-9 和单个短横线。', 'Только a-z, 0-9 и одиночные дефисы.')

/** Lower-case ASCII words joined by dashes; other characters are dropped (Chinese titles give ''). */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}

/**
 * A unique, URL-safe key. Filled from the English title (or a timestamp) when left empty, so
 * editors writing only Chinese are never blocked.
 */
export const slugField: Field = {
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: l('a-z, 0-9 and dashes. Filled automatically when empty.', 'a-z、0-9 和短横线。留空时自动生成。', 'a-z, 0-9 и дефисы. Пусто: заполняется автоматически.'),
  },
  validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
    value == null || value === '' || (typeof value === 'string' && SLUG_PATTERN.test(value)) || inLanguage(SLUG_RULE, req),
  hooks: {
    beforeValidate: [
      ({ value, data }) => {
        if (typeof value === 'string' && value) return value
        const title = data?.title
        const english = typeof title === 'object' && title ? (title as Record<string, string>).en : undefined
        return slugify(english || '') || `doc-${Date.now().toString(36)}`
      },
    ],
  },
}
