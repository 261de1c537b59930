import type { Field } from 'payload'

/** Set by the seed so editors can tell demo content from their own (and delete it before launch). */
export const demoField: Field = {
  name: 'isDemo',
  type: 'checkbox',
  label: 'Demo content',
  defaultValue: false,
  index: true,
  admin: { position: 'sidebar', readOnly: true, description: 'Created by the seed as demo data.' },
}
