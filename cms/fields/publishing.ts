import type { Field } from 'payload'

import { setPublishedAt } from '@cms/hooks/setPublishedAt'

/** Shown date (set to "now" on first publish when empty, lists sort by it) and the view count. */
export const publishingFields: Field[] = [
  {
    name: 'publishedAt',
    type: 'date',
    index: true,
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    hooks: { beforeChange: [setPublishedAt] },
  },
  { name: 'views', type: 'number', defaultValue: 0, min: 0, admin: { position: 'sidebar' } },
]
