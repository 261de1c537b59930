import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@cms/access/roles'

/** Single-use, short-lived proof of a successful login, exchanged for a session (createQbt3AccessTokenV2). */
export const LoginCredentials: CollectionConfig = {
  slug: 'login-credentials',
  admin: { group: 'Sellers', defaultColumns: ['seller', 'createdAt', 'expiresAt', 'consumedAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'seller', type: 'relationship', relationTo: 'sellers', required: true },
    { name: 'credentialHash', type: 'text', required: true, unique: true, index: true, hidden: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'consumedAt', type: 'date' },
  ],
}
