import type { GlobalConfig } from 'payload'

import { anyone, isAdminOrEditor } from '@cms/access/roles'
import { contentEditor } from '@cms/editor/richText'
import { requireDefaultLocaleGlobal } from '@cms/hooks/requireDefaultLocale'
import { revalidateGlobalAfterChange } from '@cms/hooks/revalidateSite'
import { METHODOLOGY_PATH } from '@/lib/rankings/catalog'

/** The public path of the page (unprefixed; /en and /ru are regenerated with it). */
export const METHODOLOGY_PAGES = [METHODOLOGY_PATH]

/**
 * "How the data is made" (/data-methodology): sources, update schedule, how each ranking is
 * computed, why the numbers differ from the seller cabinet, what "demo data" means. Every ranking
 * and ExplosionDetection link here; the page adds the date and update time of the data shown.
 */
export const DataMethodology: GlobalConfig = {
  slug: 'data-methodology',
  label: 'How the data is made',
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { beforeChange: [requireDefaultLocaleGlobal], afterChange: [revalidateGlobalAfterChange({ scope: 'paths', paths: METHODOLOGY_PAGES })] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'body', type: 'richText', localized: true, required: true, editor: contentEditor },
  ],
}
