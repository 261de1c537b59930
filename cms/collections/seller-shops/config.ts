import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '@cms/access/roles'
import { l } from '@cms/i18n/text'

/**
 * The Ozon shops a seller connected (/moreShopAuthorize): the Client-Id and the API key, sealed
 * with SHOP_KEYS_SECRET (src/server/shops/key-vault.ts). The sealed key is a hidden field: no
 * API, admin view or export ever returns it; staff see which shops a seller has, the key's last
 * four characters and the last check. Written only by the user service; admins may delete.
 */
export const SellerShops: CollectionConfig = {
  slug: 'seller-shops',
  admin: { group: 'Sellers', useAsTitle: 'clientId', defaultColumns: ['clientId', 'name', 'seller', 'checkStatus', 'createdAt'], listSearchableFields: ['clientId', 'name'] },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  // One row per seller and Client-Id: adding the same shop again updates it (also under a burst).
  indexes: [{ fields: ['seller', 'clientId'], unique: true }],
  fields: [
    { name: 'seller', type: 'relationship', relationTo: 'sellers', required: true, index: true },
    { name: 'clientId', type: 'text', required: true, maxLength: 12, index: true },
    { name: 'name', type: 'text', maxLength: 60 },
    { name: 'apiKeySealed', type: 'text', required: true, hidden: true },
    {
      name: 'apiKeyLast4',
      type: 'text',
      maxLength: 4,
      admin: {
        description: l(
          'The last four characters of the API key (the key itself is encrypted and never shown).',
          'API 密钥的后四位（密钥本身已加密，从不显示）。',
          'Последние четыре символа API-ключа (сам ключ зашифрован и никогда не показывается).',
        ),
      },
    },
    {
      name: 'checkStatus',
      type: 'select',
      required: true,
      defaultValue: 'unchecked',
      options: [
        { label: { zh: '已验证', en: 'Verified', ru: 'Проверен' }, value: 'verified' },
        { label: { zh: '未验证', en: 'Not checked', ru: 'Не проверен' }, value: 'unchecked' },
      ],
    },
    {
      name: 'companyName',
      type: 'text',
      maxLength: 200,
      admin: { description: l("The shop's company name, as Ozon's seller API reported it.", 'Ozon 卖家 API 返回的店铺公司名称。', 'Название компании магазина, как его вернул API продавца Ozon.') },
    },
    { name: 'checkedAt', type: 'date' },
  ],
}
