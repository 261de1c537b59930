import type { GlobalConfig } from 'payload'

import { anyone, isAdminOrEditor } from '@cms/access/roles'
import { revalidateGlobalAfterChange } from '@cms/hooks/revalidateSite'
import { l } from '@cms/i18n/text'

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
        { name: 'value', type: 'text', required: true, admin: { description: l('e.g. 80%+', '例如 80%+', 'например, 80%+') } },
        { name: 'label', type: 'text', required: true },
      ],
    },
    {
      name: 'hotArticles',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      maxRows: 6,
      admin: { description: l('Hot articles. Empty: the most viewed.', '热门文章。留空则显示浏览量最高的文章。', 'Популярные статьи. Пусто: самые просматриваемые.') },
    },
    {
      name: 'featuredLessons',
      type: 'relationship',
      relationTo: 'lessons',
      hasMany: true,
      maxRows: 4,
      admin: { description: l('Courses. Empty: the latest.', '课程。留空则显示最新课程。', 'Курсы. Пусто: самые новые.') },
    },
    {
      name: 'featuredNews',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      maxRows: 6,
      filterOptions: { section: { in: ['industry-news', 'electricity'] } },
      admin: { description: l('News. Empty: the latest industry and e-commerce news.', '资讯。留空则显示最新的行业新闻和电商资讯。', 'Новости. Пусто: свежие новости отрасли и e-commerce.') },
    },
  ],
}
