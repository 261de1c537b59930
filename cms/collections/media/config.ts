import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, isAdminOrEditor, isStaff } from '@cms/access/roles'
import { l } from '@cms/i18n/text'

/**
 * Uploaded images (QR codes, covers, images in articles) and course videos. Files live under
 * MEDIA_DIR (default ./data/media). Images get a card size and a 1200×630 social-card size.
 */
const staticDir = process.env.MEDIA_DIR
  ? path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR)
  : path.join(process.cwd(), 'data', 'media')

export const Media: CollectionConfig = {
  slug: 'media',
  // Every staff role uploads (editors covers, marketers campaign banners and prize pictures);
  // changing or deleting an upload, which every page using it shows, stays with editors.
  access: { read: anyone, create: isStaff, update: isAdminOrEditor, delete: isAdminOrEditor },
  upload: {
    staticDir,
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    imageSizes: [
      { name: 'card', width: 640, withoutEnlargement: true },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    adminThumbnail: 'card',
    focalPoint: true,
  },
  admin: { group: 'Content' },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      admin: {
        description: l('What the image shows, for screen readers and search engines.', '图片内容的文字描述，供读屏软件和搜索引擎使用。', 'Что на изображении — для экранных дикторов и поисковых систем.'),
      },
    },
  ],
}
