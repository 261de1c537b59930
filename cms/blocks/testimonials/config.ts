import type { Block } from 'payload'

import { blockImages, headingField, imageField, label, rowsField } from '@cms/blocks/fields'

/** What sellers say about the product. */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  admin: blockImages('testimonials'),
  labels: { singular: label('Testimonials', '用户评价', 'Отзывы'), plural: label('Testimonials', '用户评价', 'Отзывы') },
  fields: [
    headingField(),
    rowsField('quotes', { plural: label('Quotes', '评价', 'Отзывы'), singular: label('Quote', '评价', 'Отзыв') }, 9, [
      { name: 'quote', type: 'textarea', localized: true, required: true, maxLength: 400, label: label('Quote', '评价内容', 'Отзыв') },
      { name: 'name', type: 'text', localized: true, required: true, maxLength: 60, label: label('Name', '姓名', 'Имя') },
      { name: 'role', type: 'text', localized: true, maxLength: 80, label: label('Role or shop', '身份或店铺', 'Роль или магазин') },
      imageField('avatar', label('Photo', '头像', 'Фото')),
    ]),
  ],
}
