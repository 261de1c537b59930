import type { Field } from 'payload'

/** Per-document SEO overrides. Empty values fall back to the title, summary and cover. */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  admin: { description: 'Leave empty to use the title, summary and cover image.' },
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 120 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 320 },
    { name: 'keywords', type: 'text', localized: true, admin: { description: 'Comma separated.' } },
    { name: 'ogImage', type: 'upload', relationTo: 'media', admin: { description: 'Social card image (1200×630 is generated).' } },
  ],
}
