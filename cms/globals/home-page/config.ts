import type { GlobalConfig } from 'payload'

import { anyone, isAdminOrEditor } from '../../access/roles'
import { revalidateGlobalAfterChange } from '../../hooks/revalidateSite'

/**
 * The home page's editable copy (hero and the claims of spec section 1) and the content editors
 * feature on it. Empty featured lists fall back to the latest published items.
 */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: { zh: '首页', en: 'Home page', ru: 'Главная' },
  admin: { group: 'Content' },
  access: { read: anyone, update: isAdminOrEditor },
  // Saving it regenerates `/`, `/en` and `/ru`.
  hooks: { afterChange: [revalidateGlobalAfterChange({ scope: 'paths', paths: ['/'] })] },
  fields: [
    { name: 'eyebrow', type: 'text', localized: true },
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'subtitle', type: 'textarea', localized: true },
    {
      name: 'claims',
      type: 'array',
      localized: true,
      maxRows: 4,
      fields: [
        { name: 'value', type: 'text', required: true, admin: { description: 'e.g. 80%+' } },
        { name: 'label', type: 'text', required: true },
      ],
    },
    {
      name: 'hotArticles',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      maxRows: 6,
      admin: { description: 'Hot articles. Empty: the most viewed.' },
    },
    {
      name: 'featuredLessons',
      type: 'relationship',
      relationTo: 'lessons',
      hasMany: true,
      maxRows: 4,
      admin: { description: 'Courses. Empty: the latest.' },
    },
    {
      name: 'featuredNews',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      maxRows: 6,
      filterOptions: { section: { in: ['industry-news', 'electricity'] } },
      admin: { description: 'News. Empty: the latest industry and e-commerce news.' },
    },
  ],
}
