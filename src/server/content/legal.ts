/** The user agreement and privacy policy (global "legal"): their pages and the sheets' modals. */
import type { Legal } from '@payload-types'
import type { Locale } from '@/lib/i18n/locales'
import type { LegalKind } from '@/lib/legal'
import { cms } from '@/server/cms/payload'
import type { Loaded, LoadContext } from '@/server/pages/content-props'

export type { LegalKind }
export type LegalDocument = Legal['agreement']

export async function loadLegalDocument(kind: LegalKind, locale: Locale): Promise<LegalDocument> {
  const payload = await cms()
  // depth 1: images in the text arrive with their URLs and sizes.
  const legal = await payload.findGlobal({ slug: 'legal', locale, fallbackLocale: 'zh', depth: 1, overrideAccess: false })
  return legal[kind]
}

export const legalPageLoader =
  (kind: LegalKind, path: string) =>
  async ({ locale }: LoadContext): Promise<Loaded<LegalDocument>> => ({ data: await loadLegalDocument(kind, locale), path })
