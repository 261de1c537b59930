import type { GlobalConfig } from 'payload'

import { anyone, isAdminOrEditor } from '@cms/access/roles'
import { linkList } from '@cms/fields/links'
import { linkValidator } from '@cms/fields/validation'
import { revalidateSiteAfterChange } from '@cms/hooks/revalidateSite'
import { l } from '@cms/i18n/text'

/** The footer: link columns, contact, QR codes and legal lines. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { afterChange: [revalidateSiteAfterChange] },
  fields: [
    linkList('productLinks'),
    linkList('solutionLinks'),
    linkList('courseLinks'),
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'chatId', type: 'text', admin: { description: l('Chat app contact id.', '聊天应用的联系账号。', 'Контакт в мессенджере.') } },
        { name: 'email', type: 'email' },
      ],
    },
    {
      name: 'qrCodes',
      type: 'array',
      maxRows: 3,
      fields: [
        { name: 'label', type: 'text', localized: true, required: true },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
      ],
    },
    { name: 'copyright', type: 'text', localized: true, required: true },
    { name: 'agreementUrl', type: 'text', required: true, validate: linkValidator() },
    { name: 'privacyUrl', type: 'text', required: true, validate: linkValidator() },
    { name: 'icp', type: 'text', localized: true },
    { name: 'icpUrl', type: 'text', validate: linkValidator({ optional: true }) },
  ],
}
