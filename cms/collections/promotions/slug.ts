/**
 * A promotion's address under /promote/: lower-case words joined by dashes, in one or more
 * segments ("pc", "mobile2", "landpage/1"). A last segment "success" is the success page of the
 * page before it, so no page may take it.
 */
export const PROMOTION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/
export const PROMOTION_SLUG_MAX = 80

export function isPromotionSlug(value: string): boolean {
  return value.length <= PROMOTION_SLUG_MAX && PROMOTION_SLUG_PATTERN.test(value) && !/(^|\/)success$/.test(value)
}

/** `/promote/a/b/success` → { slug: 'a/b', success: true }; null when it cannot be a promotion. */
export function parsePromotePath(segments: readonly string[]): { slug: string; success: boolean } | null {
  const success = segments.length > 1 && segments[segments.length - 1] === 'success'
  const slug = (success ? segments.slice(0, -1) : segments).join('/')
  return isPromotionSlug(slug) ? { slug, success } : null
}
