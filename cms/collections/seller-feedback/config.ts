import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '@cms/access/roles'

/** Feedback and complaints sent by sellers (userFeedback). */
export const SellerFeedback: CollectionConfig = {
  slug: 'seller-feedback',
  admin: { group: 'Sellers', defaultColumns: ['seller', 'type', 'complaint', 'createdAt'] },
  access: { read: isStaff, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'seller', type: 'relationship', relationTo: 'sellers', required: true },
    { name: 'type', type: 'text', maxLength: 40 },
    { name: 'complaint', type: 'text', maxLength: 200 },
    { name: 'problemDescription', type: 'textarea', maxLength: 2000 },
    { name: 'imgUrl', type: 'text', maxLength: 500 },
  ],
}
