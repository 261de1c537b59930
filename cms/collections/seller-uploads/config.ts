import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'

import { sellerOfRequest } from '../../../src/server/user/sessions'
import { isAdmin, nobody } from '../../access/roles'

const staticDir = process.env.MEDIA_DIR
  ? path.join(path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR), 'seller-uploads')
  : path.join(process.cwd(), 'data', 'media', 'seller-uploads')

/** Staff read every upload; a signed-in seller reads their own (list, document and file); nobody else. */
const staffOrOwnUploads: Access = async ({ req }) => {
  if (req.user) return true
  const seller = await sellerOfRequest(req)
  return seller ? { seller: { equals: seller.id } } : false
}

/**
 * Images sellers upload (feedback screenshots, avatars) through /public/uploadImg, re-encoded on
 * the way in. Random file names, and reading needs staff or the uploader's session.
 */
export const SellerUploads: CollectionConfig = {
  slug: 'seller-uploads',
  admin: { group: 'Sellers' },
  access: { read: staffOrOwnUploads, create: nobody, update: nobody, delete: isAdmin },
  upload: {
    staticDir,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  },
  fields: [{ name: 'seller', type: 'relationship', relationTo: 'sellers', required: true }],
}
