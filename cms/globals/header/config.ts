import type { GlobalConfig } from 'payload'

import { anyone, isAdminOrEditor } from '../../access/roles'
import { linkFields, linkList } from '../../fields/links'
import { revalidateSiteAfterChange } from '../../hooks/revalidateSite'

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
      admin: { initCollapsed: true, description: 'Groups of the data menu, each with its links.' },
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
              admin: { description: 'Kept in the CMS but not shown on the site.' },
            },
          ],
        },
      ],
    },
    linkList('solutionsMenu', [{ name: 'description', type: 'text' }]),
    linkList('courseMenu'),
  ],
}
