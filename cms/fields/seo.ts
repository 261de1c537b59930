import type { Field } from 'payload'

import { l } from '@cms/i18n/text'

/** Per-document SEO overrides. Empty values fall back to the title, summary and cover. */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: l('SEO', 'SEO', 'SEO'),
  admin: { description: l('Leave empty to use the title, summary and cover image.', '留空则使用标题、摘要和封面图。', 'Пусто: используются заголовок, описание и обложка.') },
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 120 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 320 },
    { name: 'keywords', type: 'text', localized: true, admin: { description: l('Comma separated.', '用逗号分隔。', 'Через запятую.') } },
    { name: 'ogImage', type: 'upload', relationTo: 'media', admin: { description: l('Social card image (1200×630 is generated).', '社交分享卡片图片（自动生成 1200×630）。', 'Картинка для соцсетей (размер 1200×630 создаётся сам).') } },
  ],
}
