/** /public/uploadImg: one image (png, jpeg, webp, gif; ≤ 2 MB), checked by decoding it. */
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'

import { CODES, ServiceError } from './errors'
import type { RequestContext, ServiceResult } from './service'

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024
const FORMATS: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' }

export async function uploadImage(ctx: RequestContext, file: File | null): Promise<ServiceResult> {
  if (!ctx.session) throw new ServiceError(401, CODES.unauthorized, 'unauthorized')
  if (!file || typeof file === 'string') throw new ServiceError(400, CODES.badRequest, 'uploadMissing')
  if (file.size > MAX_UPLOAD_BYTES) throw new ServiceError(413, CODES.badRequest, 'uploadTooLarge')
  const data = Buffer.from(await file.arrayBuffer())
  // The declared type and name are the client's word; the decoded format is ours.
  const format = await sharp(data)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined)
  const mimetype = format ? FORMATS[format] : undefined
  if (!mimetype) throw new ServiceError(400, CODES.badRequest, 'uploadNotImage')
  const doc = await ctx.payload.create({
    collection: 'seller-uploads',
    data: { seller: ctx.session.seller.id },
    file: { data, mimetype, name: `${randomUUID()}.${format === 'jpeg' ? 'jpg' : format}`, size: data.length },
    overrideAccess: true,
  })
  return { body: { code: CODES.ok, messageKey: 'ok', data: { url: doc.url } } }
}
