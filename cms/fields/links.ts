import type { Field } from 'payload'

import { linkValidator } from './validation'

/**
 * A labelled link; `href` is a site path, a workbench path (/workbench/..., /tools/...) or a full URL.
 * Script, data and protocol-relative links are refused (isSafeLinkUrl).
 */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  { name: 'href', type: 'text', required: true, validate: linkValidator() },
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
