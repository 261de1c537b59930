import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@cms/access/roles'

/** Portal sessions: only a SHA-256 of the token is stored; revoking = setting revokedAt. */
export const SellerSessions: CollectionConfig = {
  slug: 'seller-sessions',
  admin: { group: 'Sellers', defaultColumns: ['seller', 'createdAt', 'lastUsedAt', 'expiresAt', 'revokedAt', 'ip'] },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'seller', type: 'relationship', relationTo: 'sellers', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, hidden: true },
    // Anti-forgery value (cookie Control-T, echoed in a header on writes); not a secret from the seller.
    { name: 'controlToken', type: 'text', required: true, hidden: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'revokedAt', type: 'date' },
    // Idle timeout: a session unused for SESSION_IDLE_DAYS ends (updated at most hourly).
    { name: 'lastUsedAt', type: 'date', index: true, admin: { readOnly: true } },
    { name: 'ip', type: 'text', admin: { readOnly: true } },
    { name: 'userAgent', type: 'text', admin: { readOnly: true } },
    // The team this session acts for (seller_sub_accounts id, chosen at login), or none: its own account.
    { name: 'subAccount', type: 'number', admin: { readOnly: true } },
  ],
}
