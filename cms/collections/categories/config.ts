import type { CollectionConfig } from 'payload'

import { anyone, isAdminOrEditor } from '@cms/access/roles'

/** The marketplace's fixed top-level categories (spec section 3), keyed by typeId. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['typeId', 'name', 'sortOrder'], group: 'Content' },
  access: { read: anyone, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'typeId', type: 'number', required: true, unique: true, index: true },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}
