import type { CollectionConfig } from 'payload'

import { PG_INT_MAX } from '@/lib/pg-int'
import { isAdminOrMarketer, isStaff } from '@cms/access/roles'
import { label } from '@cms/blocks/fields'
import { codeValidator } from '@cms/fields/validation'
import { l } from '@cms/i18n/text'

const validateCode = codeValidator(40)

/**
 * Distribution (private-domain) channels: partners and groups that bring sellers through links
 * carrying their url code. A seller who registers through one is bound to it, and its channel
 * type is the seller's promote type (spec sections 3, 4 and 7).
 */
export const DistributionChannels: CollectionConfig<'distribution-channels'> = {
  slug: 'distribution-channels',
  admin: { useAsTitle: 'name', group: 'Marketing', defaultColumns: ['name', 'urlCode', 'channelType', 'active'] },
  access: { read: isStaff, create: isAdminOrMarketer, update: isAdminOrMarketer, delete: isAdminOrMarketer },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80, label: label('Name', '名称', 'Название') },
    { name: 'urlCode', type: 'text', required: true, unique: true, index: true, validate: validateCode, admin: { description: l('The urlCode of links (…?urlCode=…).', '链接中的 urlCode（…?urlCode=…）。', 'urlCode в ссылках (…?urlCode=…).') } },
    { name: 'appId', type: 'text', required: true, defaultValue: 'ozon', validate: validateCode, admin: { description: l('The app the channel belongs to (the site sends "ozon").', '渠道所属的应用（本站发送 "ozon"）。', 'Приложение, к которому относится канал (сайт передаёт «ozon»).') } },
    {
      name: 'channelType',
      type: 'number',
      required: true,
      min: 1,
      max: PG_INT_MAX,
      admin: { step: 1, description: l('The promote (private-domain) type of the sellers it brings.', '经此渠道注册的卖家的私域渠道类型。', 'Тип частного канала у продавцов, которых он приводит.') },
    },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: l('Inactive channels bind nobody new.', '停用的渠道不再绑定新卖家。', 'Неактивный канал больше никого не привязывает.') } },
    {
      name: 'organ',
      type: 'group',
      label: label('Cooperating organisation', '合作机构', 'Партнёрская организация'),
      fields: [
        { name: 'name', type: 'text', localized: true, maxLength: 80, label: label('Name', '名称', 'Название') },
        { name: 'contactName', type: 'text', maxLength: 40 },
        { name: 'contactPhone', type: 'text', maxLength: 40 },
        { name: 'wechatId', type: 'text', maxLength: 60 },
      ],
    },
  ],
}
