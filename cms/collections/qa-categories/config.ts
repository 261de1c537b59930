import type { CollectionConfig } from 'payload'

import { anyone, isAdminOrEditor } from '@cms/access/roles'

/**
 * Topics of the QA community. Each decides whether sellers' posts in it wait for an editor
 * (the default) or appear at once; answers and replies follow their question's category.
 */
export const QaCategories: CollectionConfig<'qa-categories'> = {
  slug: 'qa-categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'reviewBeforePublishing', 'sortOrder'], group: 'Community' },
  access: { read: anyone, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 40 },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
    {
      name: 'reviewBeforePublishing',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: {
          zh: '勾选：卖家的提问、回答和回复需编辑审核后才公开。不勾选：发布即公开。',
          en: 'Checked: sellers’ questions, answers and replies are public only after an editor approves them. Unchecked: public at once.',
          ru: 'Отмечено: вопросы, ответы и комментарии продавцов публикуются после одобрения редактором. Не отмечено: сразу.',
        },
      },
    },
  ],
}
