import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@cms/access/roles'
import { l } from '@cms/i18n/text'

/**
 * A seller's named profit calculations (/calculator → "Save", compared on /account). A row keeps
 * the calculation as its URL query (src/lib/calculator/url-state.ts) with the tariff day pinned:
 * it reads back with the tariffs and rate in force on that day. Private to the seller: written and
 * read only through the user service, which scopes every statement to the session's seller;
 * admins may look (support) and delete.
 */
export const SavedCalculations: CollectionConfig = {
  slug: 'saved-calculations',
  admin: { group: 'Sellers', useAsTitle: 'name', defaultColumns: ['name', 'seller', 'updatedAt'], listSearchableFields: ['name'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-updatedAt',
  // One name per seller: saving under a name again replaces that calculation (also under a burst).
  indexes: [{ fields: ['seller', 'name'], unique: true }],
  fields: [
    { name: 'seller', type: 'relationship', relationTo: 'sellers', required: true, index: true },
    { name: 'name', type: 'text', required: true, maxLength: 60 },
    {
      name: 'query',
      type: 'text',
      required: true,
      maxLength: 2000,
      admin: {
        description: l(
          "The calculation's inputs and tariff day, as in its link (/calculator?…).",
          '计算的输入和资费日期，与其链接（/calculator?…）相同。',
          'Входные данные расчёта и день тарифов, как в его ссылке (/calculator?…).',
        ),
      },
    },
  ],
}
