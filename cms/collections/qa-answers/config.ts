import type { CollectionConfig, Field } from 'payload'

import { approvedOrStaff, isAdminOrEditor } from '../../access/roles'
import { demoField } from '../../fields/demo'
import { revalidateAnswerAfterChange, revalidateAnswerAfterDelete } from './hooks/revalidateAnswer'

/** Community posts wait for an editor; only approved ones are public. */
export const MODERATION_STATUS: Field = {
  name: 'status',
  type: 'select',
  required: true,
  index: true,
  defaultValue: 'pending',
  options: [
    { value: 'pending', label: { zh: '待审核', en: 'Pending', ru: 'На модерации' } },
    { value: 'approved', label: { zh: '已通过', en: 'Approved', ru: 'Одобрено' } },
    { value: 'rejected', label: { zh: '已拒绝', en: 'Rejected', ru: 'Отклонено' } },
  ],
  admin: { position: 'sidebar' },
}

/** Answers to QA questions (a collection of their own so concurrent answers never clash). */
export const QaAnswers: CollectionConfig<'qa-answers'> = {
  slug: 'qa-answers',
  labels: { singular: { zh: '回答', en: 'Answer', ru: 'Ответ' }, plural: { zh: '回答', en: 'QA answers', ru: 'Ответы' } },
  admin: { useAsTitle: 'answeredBy', defaultColumns: ['question', 'answeredBy', 'status', 'accepted'], group: 'Community' },
  access: { read: approvedOrStaff, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  defaultSort: 'answeredAt',
  hooks: { afterChange: [revalidateAnswerAfterChange], afterDelete: [revalidateAnswerAfterDelete] },
  fields: [
    { name: 'question', type: 'relationship', relationTo: 'qa-questions', required: true, index: true },
    { name: 'body', type: 'textarea', required: true, localized: true, maxLength: 8000 },
    { name: 'answeredBy', type: 'text', required: true },
    { name: 'answeredAt', type: 'date', required: true, defaultValue: () => new Date().toISOString() },
    { name: 'accepted', type: 'checkbox', defaultValue: false },
    { name: 'likes', type: 'number', defaultValue: 0, min: 0 },
    MODERATION_STATUS,
    demoField,
  ],
}
