import type { GlobalConfig } from 'payload'

import { anyone, isAdminOrEditor } from '@cms/access/roles'
import { linkFields, linkList } from '@cms/fields/links'
import { revalidateSiteAfterChange } from '@cms/hooks/revalidateSite'
import { l } from '@cms/i18n/text'

/** The top navigation bar: the six-group data menu, product solutions and courses. */
export const Header: GlobalConfig = {
  slug: 'header',
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { afterChange: [revalidateSiteAfterChange] },
  fields: [
    {
      name: 'dataMenu',
      type: 'array',
      localized: true,
      admin: { initCollapsed: true, description: l('Groups of the data menu, each with its links.', '数据菜单的分组，每组包含若干链接。', 'Группы меню данных, у каждой свои ссылки.') },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'text' },
        {
          name: 'links',
          type: 'array',
          fields: [
            ...linkFields,
            {
              name: 'hidden',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: l('Kept in the CMS but not shown on the site.', '保留在后台，但不在网站上显示。', 'Хранится в CMS, но не показывается на сайте.') },
            },
          ],
        },
      ],
    },
    linkList('solutionsMenu', [{ name: 'description', type: 'text' }]),
    linkList('courseMenu'),
  ],
}
