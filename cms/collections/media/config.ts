import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, isAdminOrEditor } from '../../access/roles'

/** Uploaded images (QR codes, covers). Files live under MEDIA_DIR (default ./data/media). */
const staticDir = process.env.MEDIA_DIR
  ? path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR)
  : path.join(process.cwd(), 'data', 'media')

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  upload: {
    staticDir,
    mimeTypes: ['image/*'],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
