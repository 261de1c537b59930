import type { Field } from 'payload'

/** A labelled link; `href` is a site path, a workbench path (/workbench/..., /tools/...) or a full URL. */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  { name: 'href', type: 'text', required: true },
]

/** A list of links, localized as a whole so each language can have its own list. */
export function linkList(name: string, extra: Field[] = []): Field {
  return {
    name,
    type: 'array',
    localized: true,
    fields: [...linkFields, ...extra],
    admin: { initCollapsed: true },
  }
}
