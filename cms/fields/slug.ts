import type { Field } from 'payload'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

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
  admin: { position: 'sidebar', description: 'a-z, 0-9 and dashes. Filled automatically when empty.' },
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && SLUG_PATTERN.test(value)) || 'Use a-z, 0-9 and single dashes only.',
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
