import type { GlobalConfig } from 'payload'

import { anyone, isAdminOrEditor } from '@cms/access/roles'
import { contentEditor } from '@cms/editor/richText'
import { requireDefaultLocaleGlobal } from '@cms/hooks/requireDefaultLocale'
import { revalidateGlobalAfterChange } from '@cms/hooks/revalidateSite'

/** Public paths (unprefixed) that show the legal texts. The login and register sheets read them on demand. */
export const LEGAL_PATHS = ['/agreement', '/policy', '/m/agreement', '/m/policy']

const document = (name: 'agreement' | 'privacy', label: string) => ({
  name,
  label,
  type: 'group' as const,
  fields: [
    { name: 'title', type: 'text' as const, localized: true, required: true },
    { name: 'body', type: 'richText' as const, localized: true, required: true, editor: contentEditor },
  ],
})

/**
 * The user agreement and the privacy policy: one source for their pages (/agreement, /policy
 * and the /m twins) and for the modals of the login and register sheets.
 */
export const Legal: GlobalConfig = {
  slug: 'legal',
  label: 'Agreement and privacy',
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { beforeChange: [requireDefaultLocaleGlobal], afterChange: [revalidateGlobalAfterChange({ scope: 'paths', paths: LEGAL_PATHS })] },
  fields: [document('agreement', 'User agreement'), document('privacy', 'Privacy policy')],
}
