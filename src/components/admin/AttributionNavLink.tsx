import NextLink from '@/components/layout/Link'
import type { ServerComponentProps } from 'payload'

import { toLocale } from '@/lib/i18n/locales'

import { hasRole } from '@cms/access/roles'

const LABEL = { en: 'Campaign attribution', zh: '推广效果', ru: 'Атрибуция кампаний' } as const

/** In the admin's menu, for marketers and admins: the attribution report (/admin/attribution). */
export function AttributionNavLink({ i18n, user }: Pick<ServerComponentProps, 'i18n' | 'user'>) {
  if (!hasRole(user, 'admin', 'marketer')) return null
  return (
    <NextLink href="/admin/attribution" className="nav__link" style={{ marginTop: 12 }} data-testid="attribution-nav-link">
      <span className="nav__link-label">{LABEL[toLocale(i18n?.language)]}</span>
    </NextLink>
  )
}
