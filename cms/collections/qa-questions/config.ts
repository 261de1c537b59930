import type { CollectionConfig } from 'payload'

import { approvedOrStaff, isAdminOrEditor } from '../../access/roles'
import { demoField } from '../../fields/demo'
import { MODERATION_STATUS } from '../qa-answers/config'
import { revalidateQuestionAfterChange, revalidateQuestionAfterDelete } from './hooks/revalidateQuestion'

/** Seller questions of the QA community. Sellers will write them; editors moderate. */
export const QaQuestions: CollectionConfig<'qa-questions'> = {
  slug: 'qa-questions',
  labels: { singular: { zh: '问题', en: 'Question', ru: 'Вопрос' }, plural: { zh: '问答社区', en: 'QA questions', ru: 'Вопросы' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status', 'askedAt', 'isDemo'], group: 'Community' },
  access: { read: approvedOrStaff, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  defaultSort: '-askedAt',
  hooks: { afterChange: [revalidateQuestionAfterChange], afterDelete: [revalidateQuestionAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    { name: 'body', type: 'textarea', localized: true, maxLength: 4000 },
    { name: 'tags', type: 'text', hasMany: true, localized: true },
    { name: 'askedBy', type: 'text', required: true },
    { name: 'askedAt', type: 'date', required: true, index: true, defaultValue: () => new Date().toISOString() },
    { name: 'views', type: 'number', defaultValue: 0, min: 0 },
    MODERATION_STATUS,
    { name: 'answers', type: 'join', collection: 'qa-answers', on: 'question', admin: { defaultColumns: ['answeredBy', 'status', 'accepted'] } },
    demoField,
  ],
}
