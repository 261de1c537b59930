/**
 * Where ranking pictures (product thumbnails, shop and brand logos) may come from: Ozon's image
 * hosts, allowed in the pages' Content-Security-Policy. A picture from anywhere else is not
 * shown (the row shows its initial instead), so an imported file cannot make pages load from
 * arbitrary hosts.
 */
export const RANKING_IMAGE_ORIGINS = ['https://*.ozone.ru', 'https://*.ozon.ru'] as const

const HOST = /^(?:[a-z0-9-]+\.)+(?:ozone|ozon)\.ru$/i

export function rankingImage(url: unknown): string | null {
  if (typeof url !== 'string' || !url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && HOST.test(parsed.hostname) ? parsed.href : null
  } catch {
    return null
  }
}
