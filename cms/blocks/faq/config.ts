import type { Block } from 'payload'

import { blockImages, headingField, label, rowsField } from '@cms/blocks/fields'

/** Questions sellers ask before they sign up, each opened in place. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  admin: blockImages('faq'),
  labels: { singular: label('FAQ', '常见问题', 'Вопросы и ответы'), plural: label('FAQs', '常见问题', 'Вопросы и ответы') },
  fields: [
    headingField(),
    rowsField('items', { plural: label('Questions', '问题', 'Вопросы'), singular: label('Question', '问题', 'Вопрос') }, 20, [
      { name: 'question', type: 'text', localized: true, required: true, maxLength: 200, label: label('Question', '问题', 'Вопрос') },
      { name: 'answer', type: 'textarea', localized: true, required: true, maxLength: 2000, label: label('Answer', '回答', 'Ответ') },
    ]),
  ],
}
