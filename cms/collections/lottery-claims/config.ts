import type { CollectionConfig } from 'payload'

import { toLocale } from '@/lib/i18n/locales'
import { isAdmin, isAdminOrMarketer, nobody } from '@cms/access/roles'
import { l } from '@cms/i18n/text'

const fixed = { access: { update: () => false } }

const TRACKING_REQUIRED = {
  zh: '标记为已发货前请填写快递单号。',
  en: 'A tracking number is required to mark the claim shipped.',
  ru: 'Чтобы отметить приз отправленным, укажите трек-номер.',
} as const

/**
 * Where a won physical prize goes (issue 16): the winner fills in the delivery details on
 * /m/DeliveryInfo (or the desktop dialog) and may change them until the prize is shipped;
 * marketers filter the claims, mark them shipped with a tracking number and export CSV.
 * Written by the lottery service only (src/server/lottery/claims.ts).
 */
export const LotteryClaims: CollectionConfig<'lottery-claims'> = {
  slug: 'lottery-claims',
  admin: {
    useAsTitle: 'prizeName',
    group: 'Marketing',
    defaultColumns: ['prizeName', 'recipientName', 'status', 'trackingNumber', 'createdAt'],
    listSearchableFields: ['recipientName', 'recipientPhone', 'trackingNumber', 'prizeName'],
    components: { beforeListTable: ['/components/admin/LotteryClaimExportLinks#LotteryClaimExportLinks'] },
  },
  access: { read: isAdminOrMarketer, create: nobody, update: isAdminOrMarketer, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'drawId', type: 'number', required: true, unique: true, index: true, admin: { readOnly: true, description: l('The winning draw (lottery service).', '中奖的抽奖记录（抽奖服务）。', 'Выигрышный розыгрыш (сервис розыгрышей).') }, ...fixed },
    { name: 'campaign', type: 'relationship', relationTo: 'lottery-campaigns', required: true, index: true, ...fixed },
    { name: 'seller', type: 'relationship', relationTo: 'sellers', required: true, index: true, ...fixed },
    { name: 'prizeName', type: 'text', required: true, maxLength: 200, ...fixed },
    { name: 'recipientName', type: 'text', required: true, maxLength: 30, ...fixed },
    // The courier needs it: readable (and so searchable) by the roles that read claims at all, admins and marketers.
    { name: 'recipientPhone', type: 'text', required: true, maxLength: 20, ...fixed },
    { name: 'address', type: 'textarea', required: true, maxLength: 300, ...fixed },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: { zh: '待发货', en: 'To ship', ru: 'К отправке' }, value: 'pending' },
        { label: { zh: '已发货', en: 'Shipped', ru: 'Отправлен' }, value: 'shipped' },
      ],
    },
    {
      name: 'trackingNumber',
      type: 'text',
      maxLength: 60,
      admin: { description: l('Required to mark the claim shipped.', '标记为已发货时必填。', 'Обязателен, чтобы отметить приз отправленным.') },
      validate: (value: unknown, { siblingData, req }: { siblingData: Partial<{ status: string }>; req?: { i18n?: { language?: string } } }) => {
        if (siblingData.status !== 'shipped' || String(value ?? '').trim()) return true
        return TRACKING_REQUIRED[toLocale(req?.i18n?.language)]
      },
    },
    { name: 'shippedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        if (data.status === 'shipped' && originalDoc?.status !== 'shipped') data.shippedAt = new Date().toISOString()
        if (data.status === 'pending') data.shippedAt = null
        return data
      },
    ],
  },
}
