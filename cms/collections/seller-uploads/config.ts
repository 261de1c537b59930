import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, isAdmin, nobody } from '../../access/roles'

const staticDir = process.env.MEDIA_DIR
  ? path.join(path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR), 'seller-uploads')
  : path.join(process.cwd(), 'data', 'media', 'seller-uploads')

/**
 * Images sellers upload (feedback screenshots, avatars) through /public/uploadImg. Files get a
 * random name, so a URL is only known to whoever uploaded it and the staff.
 */
export const SellerUploads: CollectionConfig = {
  slug: 'seller-uploads',
  admin: { group: 'Sellers' },
  access: { read: anyone, create: nobody, update: nobody, delete: isAdmin },
  upload: {
    staticDir,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  },
  fields: [{ name: 'seller', type: 'relationship', relationTo: 'sellers', required: true }],
}
