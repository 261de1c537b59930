import { isArticleSection, lessonDetailPath, SECTION_ROUTES } from './sections'

/**
 * The site path (no locale prefix) of a document a rich-text link points to. A populated
 * article links straight to its section's page; an unpopulated one goes through /post/:id,
 * which redirects there.
 */
export function docHref(relationTo: string, value: unknown): string | null {
  const doc = typeof value === 'object' && value ? (value as { id?: unknown; section?: unknown }) : { id: value }
  if (typeof doc.id !== 'number' && typeof doc.id !== 'string') return null
  if (relationTo === 'lessons') return lessonDetailPath(doc.id)
  if (relationTo === 'articles') return isArticleSection(doc.section) ? SECTION_ROUTES[doc.section].detail(doc.id) : `/post/${doc.id}`
  return null
}
