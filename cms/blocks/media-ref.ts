/**
 * An upload as a landing page needs it. The page loader slims every populated media document of
 * the blocks to this (src/server/promotions/view.ts), so page data carries no sizes or file names.
 */
export type MediaRef = { url: string; alt: string; width: number; height: number; mimeType: string }

export function mediaRef(value: unknown): MediaRef | null {
  if (!value || typeof value !== 'object') return null
  const media = value as Partial<MediaRef> & { alt?: string | null; width?: number | null; height?: number | null; mimeType?: string | null }
  if (typeof media.url !== 'string' || !media.url) return null
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? 1200, height: media.height ?? 630, mimeType: media.mimeType ?? '' }
}

export const isImage = (media: MediaRef | null): media is MediaRef => Boolean(media?.mimeType.startsWith('image/'))
export const isVideo = (media: MediaRef | null): media is MediaRef => Boolean(media?.mimeType.startsWith('video/'))
