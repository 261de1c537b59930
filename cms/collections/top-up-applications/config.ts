import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '@cms/access/roles'
import { l } from '@cms/i18n/text'

/**
 * Sellers' requests to add a product or a shop the rankings do not include yet (the top-up
 * dialog: goodsMakeUp, mallReceivable). One per seller and product or shop: asking again is the
 * same application (a unique index, so a burst of clicks cannot make two). Staff mark them handled.
 */
export const TopUpApplications: CollectionConfig = {
  slug: 'top-up-applications',
  admin: { group: 'Reports', useAsTitle: 'target', defaultColumns: ['kind', 'target', 'seller', 'status', 'createdAt'], listSearchableFields: ['target'], components: { beforeListTable: ['/components/admin/TopUpExportLinks#TopUpExportLinks'] } },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['seller', 'kind', 'target'], unique: true }],
  fields: [
    { name: 'seller', type: 'relationship', relationTo: 'sellers', required: true, index: true, access: { update: () => false } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: { zh: '商品', en: 'Product', ru: 'Товар' }, value: 'goods' },
        { label: { zh: '店铺', en: 'Shop', ru: 'Магазин' }, value: 'mall' },
      ],
      access: { update: () => false },
    },
    {
      name: 'target',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: {
        description: l(
          'The product ID (goodsId) or the shop (mallParm) as the seller sent it.',
          '卖家提交的商品 ID（goodsId）或店铺（mallParm）。',
          'ID товара (goodsId) или магазин (mallParm) в том виде, как их прислал продавец.',
        ),
      },
      access: { update: () => false },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: { zh: '待处理', en: 'Pending', ru: 'Ожидает' }, value: 'pending' },
        { label: { zh: '已处理', en: 'Handled', ru: 'Обработана' }, value: 'handled' },
      ],
    },
    { name: 'handledAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        // When it was handled: set as the status changes, so the list can be sorted by it.
        if (data.status === 'handled' && originalDoc?.status !== 'handled') data.handledAt = new Date().toISOString()
        if (data.status === 'pending') data.handledAt = null
        return data
      },
    ],
  },
}
