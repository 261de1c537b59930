import type { CollectionConfig } from 'payload'

import { approvedOrStaff, isAdminOrEditor } from '@cms/access/roles'
import { MODERATION_STATUS, REJECTION_REASON, SELLER_AUTHOR_FIELDS } from '@cms/fields/community'
import { demoField } from '@cms/fields/demo'
import { deleteAnswersOfQuestion } from '@cms/collections/qa-questions/hooks/deleteAnswers'
import { showImagesOfApprovedQuestion, hideImagesOfDeletedQuestion } from '@cms/collections/qa-questions/hooks/imageVisibility'
import { revalidateQuestionAfterChange, revalidateQuestionAfterDelete } from '@cms/collections/qa-questions/hooks/revalidateQuestion'

/** Questions of the QA community: sellers ask them (src/server/community), editors moderate and may type their own. */
export const QaQuestions: CollectionConfig<'qa-questions'> = {
  slug: 'qa-questions',
  labels: { singular: { zh: '问题', en: 'Question', ru: 'Вопрос' }, plural: { zh: '问答社区', en: 'QA questions', ru: 'Вопросы' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'status', 'askedBy', 'askedAt'], group: 'Community' },
  access: { read: approvedOrStaff, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  defaultSort: '-askedAt',
  hooks: {
    afterChange: [showImagesOfApprovedQuestion, revalidateQuestionAfterChange],
    beforeDelete: [deleteAnswersOfQuestion],
    afterDelete: [hideImagesOfDeletedQuestion, revalidateQuestionAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    { name: 'body', type: 'textarea', localized: true, maxLength: 4000 },
    { name: 'category', type: 'relationship', relationTo: 'qa-categories', index: true, admin: { position: 'sidebar' } },
    { name: 'images', type: 'upload', relationTo: 'seller-uploads', hasMany: true, maxRows: 3 },
    { name: 'tags', type: 'text', hasMany: true, localized: true },
    { name: 'askedBy', type: 'text', required: true },
    { name: 'askedAt', type: 'date', required: true, index: true, defaultValue: () => new Date().toISOString() },
    { name: 'views', type: 'number', defaultValue: 0, min: 0 },
    MODERATION_STATUS,
    REJECTION_REASON,
    ...SELLER_AUTHOR_FIELDS,
    { name: 'answers', type: 'join', collection: 'qa-answers', on: 'question', admin: { defaultColumns: ['answeredBy', 'status', 'accepted'] } },
    demoField,
  ],
}
