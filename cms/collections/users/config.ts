import type { CollectionConfig } from 'payload'

import { secureCookies } from '@/server/http/secure-cookies'
import { isAdmin, isAdminField, isAdminOrSelf, ROLES } from '@cms/access/roles'
import { staffRolesValidator } from '@cms/fields/validation'
import { l, type Text } from '@cms/i18n/text'

const ROLE_LABELS: Record<(typeof ROLES)[number], Text> = {
  admin: l('Administrator', '管理员', 'Администратор'),
  editor: l('Editor', '编辑', 'Редактор'),
  marketer: l('Marketer', '营销', 'Маркетолог'),
}

/** CMS staff accounts (admins, editors, marketers). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // The admin authenticates with its HttpOnly cookie, Secure like the sellers' cookies; the JWT
    // never appears in a response body, where a script could read it.
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
    removeTokenFromResponses: true,
  },
  access: {
    // The very first account is created from the admin's "create first user" screen.
    create: async ({ req }) => {
      if (isAdmin({ req })) return true
      const { totalDocs } = await req.payload.count({ collection: 'users', req })
      return totalDocs === 0
    },
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', label: l('Name', '姓名', 'Имя') },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      // Required and without a default: a preselected role was silently added to the one the admin
      // picked (choosing "marketer" made an editor + marketer). tests/unit/staff-roles.test.ts.
      required: true,
      validate: staffRolesValidator,
      options: ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
      hooks: {
        // Whoever creates the first account owns the site.
        beforeChange: [
          async ({ req, operation, value }) => {
            if (operation !== 'create') return value
            const { totalDocs } = await req.payload.count({ collection: 'users', req })
            return totalDocs === 0 ? ['admin'] : value
          },
        ],
      },
    },
  ],
}
