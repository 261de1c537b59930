import type { GlobalConfig } from 'payload'

import { anyone, isAdminOrMarketer } from '../../access/roles'
import { revalidateSiteAfterChange } from '../../hooks/revalidateSite'

/** Site-wide settings: SEO defaults, where the workbench lives, campaign codes, news site. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: isAdminOrMarketer },
  hooks: { afterChange: [revalidateSiteAfterChange] },
  fields: [
    { name: 'siteName', type: 'text', localized: true, required: true },
    { name: 'seoTitle', type: 'text', localized: true, required: true },
    { name: 'seoDescription', type: 'textarea', localized: true, required: true },
    { name: 'seoKeywords', type: 'text', localized: true },
    {
      name: 'workbenchBaseUrl',
      type: 'text',
      admin: { description: 'Origin of the analytics workbench, e.g. https://app.example.com. Empty: this site.' },
    },
    {
      name: 'campaignCode',
      type: 'text',
      admin: { description: 'Campaign code added to the Log in / Register links of the top bar.' },
    },
    { name: 'urlCode', type: 'text', admin: { description: 'Registration channel url code.' } },
    { name: 'newsSiteUrl', type: 'text', required: true },
  ],
}
