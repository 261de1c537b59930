/** Image uploads under the user service's base (src/server/services.ts merges them). */
import { type Endpoint, upload } from '@/server/http/endpoint'

import { MAX_UPLOAD_BYTES, uploadImage } from './upload'

const image = upload(uploadImage, MAX_UPLOAD_BYTES)

export const UPLOAD_ENDPOINTS = {
  // Images (feedback screenshots, question images); the two /file paths are older names of the same call.
  '/public/uploadImg': image,
  '/file/imgeUpload': image,
  '/file/imageUploadNoResize': image,
} satisfies Record<string, Endpoint>
