/**
 * /public/uploadImg: one image (png, jpeg, webp, gif; ≤ 2 MB; sides ≤ 8000 px). The file is decoded and
 * re-encoded in its own format: whatever rides along (bytes appended after the image, such as
 * HTML, or EXIF with a location) is dropped, and anything that does not decode is refused.
 */
import { randomUUID } from 'node:crypto'
import sharp, { type Sharp } from 'sharp'

import { MAX_IMAGE_BYTES } from '@/lib/community/limits'

import { CODES, fail } from '@/server/platform/errors'
import { consume } from '@/server/platform/limits'
import type { RequestContext } from '@/server/http/context'

export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES
/** Images larger than this (in pixels) are refused before decoding: a small file can unpack huge. */
const MAX_PIXELS = 40_000_000
/** The longest side a screenshot or a photo has; a 1×50000 strip is not one. */
export const MAX_IMAGE_SIDE = 8000

const FORMATS = {
  png: { mimetype: 'image/png', extension: 'png', encode: (image: Sharp) => image.png() },
  jpeg: { mimetype: 'image/jpeg', extension: 'jpg', encode: (image: Sharp) => image.jpeg({ quality: 90 }) },
  webp: { mimetype: 'image/webp', extension: 'webp', encode: (image: Sharp) => image.webp({ quality: 90 }) },
  gif: { mimetype: 'image/gif', extension: 'gif', encode: (image: Sharp) => image.gif() },
} as const

type Format = keyof typeof FORMATS

async function reencode(data: Buffer): Promise<{ data: Buffer; format: Format } | 'dimensions' | null> {
  try {
    const image = sharp(data, { animated: true, limitInputPixels: MAX_PIXELS, failOn: 'error' })
    const { format, width = 0, height = 0, pageHeight } = await image.metadata()
    if (!format || !Object.hasOwn(FORMATS, format)) return null
    const frameHeight = pageHeight ?? height
    if (!width || !frameHeight || Math.max(width, frameHeight) > MAX_IMAGE_SIDE) return 'dimensions'
    // rotate(): applies the EXIF orientation before the metadata is dropped.
    const output = await FORMATS[format as Format].encode(image.rotate()).toBuffer()
    return { data: output, format: format as Format }
  } catch {
    // Not an image, truncated, or too large once decoded.
    return null
  }
}

export async function uploadImage(ctx: RequestContext, file: File | null) {
  if (!ctx.session) throw fail('unauthorized')
  if (!file || typeof file === 'string') throw fail('uploadMissing')
  if (file.size === 0) throw fail('uploadEmpty')
  if (file.size > MAX_UPLOAD_BYTES) throw fail('uploadTooLarge')
  await consume(ctx.limits.uploadsPerSellerHour, `seller:${ctx.session.seller.id}`)
  const image = await reencode(Buffer.from(await file.arrayBuffer()))
  if (image === 'dimensions') throw fail('uploadDimensions', { max: MAX_IMAGE_SIDE })
  if (!image) throw fail('uploadNotImage')
  const { mimetype, extension } = FORMATS[image.format]
  const doc = await ctx.payload.create({
    collection: 'seller-uploads',
    data: { seller: ctx.session.seller.id },
    file: { data: image.data, mimetype, name: `${randomUUID()}.${extension}`, size: image.data.length },
    overrideAccess: true,
  })
  return { body: { code: CODES.ok, messageKey: 'ok', data: { id: doc.id, url: doc.url } } }
}
