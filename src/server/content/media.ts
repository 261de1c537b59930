import type { Media } from '@payload-types'

/** What a page needs to show an uploaded image with next/image. */
export type ImageRef = { url: string; alt: string; width: number; height: number }

/** `undefined`/ids (not populated) give null; so does a non-image upload. */
export function toImageRef(media: number | Media | null | undefined, size?: 'card' | 'og'): ImageRef | null {
  if (!media || typeof media !== 'object' || !media.url || !media.mimeType?.startsWith('image/')) return null
  const sized = size ? media.sizes?.[size] : undefined
  if (sized?.url && sized.width && sized.height) {
    return { url: sized.url, alt: media.alt ?? '', width: sized.width, height: sized.height }
  }
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? 1200, height: media.height ?? 630 }
}
