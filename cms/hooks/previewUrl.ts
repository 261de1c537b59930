import type { Locale } from '@/lib/i18n/locales'

/**
 * Where the admin's Preview button and live preview go: the site's preview route, which checks
 * the editor's CMS session, turns on draft mode and redirects to the document's page.
 */
export function previewUrl(collection: 'articles' | 'lessons' | 'promotions', doc: { id?: unknown } | null | undefined, locale?: string): string | null {
  if (!doc?.id) return null
  const params = new URLSearchParams({ collection, id: String(doc.id), locale: (locale as Locale) || 'zh' })
  return `/api/preview?${params.toString()}`
}
