import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'

import { sellerOfRequest } from '@/server/auth/sessions'
import { isAdmin, nobody } from '@cms/access/roles'

const staticDir = process.env.MEDIA_DIR
  ? path.join(path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR), 'seller-uploads')
  : path.join(process.cwd(), 'data', 'media', 'seller-uploads')

/**
 * Staff read every upload; a signed-in seller reads their own (list, document and file); anyone
 * may load the file of an image an approved community question shows (`public`, kept by that
 * collection's hook), but never list or read the documents (they name the seller).
 */
const staffOwnOrPublicFile: Access = async ({ req, isReadingStaticFile }) => {
  if (req.user) return true
  const seller = await sellerOfRequest(req)
  const own = seller ? { seller: { equals: seller.id } } : null
  if (!isReadingStaticFile) return own ?? false
  const isPublic = { public: { equals: true } }
  return own ? { or: [own, isPublic] } : isPublic
}

/**
 * Images sellers upload (feedback screenshots, question images) through /public/uploadImg,
 * re-encoded on the way in. Random file names; private to staff and the uploader until shown
 * with an approved question.
 */
export const SellerUploads: CollectionConfig = {
  slug: 'seller-uploads',
  admin: { group: 'Sellers' },
  access: { read: staffOwnOrPublicFile, create: nobody, update: nobody, delete: isAdmin },
  upload: {
    staticDir,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  },
  fields: [
    { name: 'seller', type: 'relationship', relationTo: 'sellers', required: true },
    { name: 'public', type: 'checkbox', defaultValue: false, index: true, admin: { readOnly: true } },
  ],
}
