import type { CollectionConfig } from 'payload'

import { approvedOrStaff, isAdminOrEditor } from '@cms/access/roles'
import { MODERATION_STATUS, REJECTION_REASON, SELLER_AUTHOR_FIELDS } from '@cms/fields/community'
import { demoField } from '@cms/fields/demo'
import { deleteRepliesOfAnswer } from '@cms/collections/qa-answers/hooks/deleteReplies'
import { revalidateAnswerAfterChange, revalidateAnswerAfterDelete } from '@cms/collections/qa-answers/hooks/revalidateAnswer'

/** Answers to QA questions (a collection of their own so concurrent answers never clash); sellers write them too. */
export const QaAnswers: CollectionConfig<'qa-answers'> = {
  slug: 'qa-answers',
  labels: { singular: { zh: '回答', en: 'Answer', ru: 'Ответ' }, plural: { zh: '回答', en: 'QA answers', ru: 'Ответы' } },
  admin: { useAsTitle: 'answeredBy', defaultColumns: ['question', 'answeredBy', 'status', 'accepted'], group: 'Community' },
  access: { read: approvedOrStaff, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  defaultSort: 'answeredAt',
  hooks: { afterChange: [revalidateAnswerAfterChange], beforeDelete: [deleteRepliesOfAnswer], afterDelete: [revalidateAnswerAfterDelete] },
  fields: [
    { name: 'question', type: 'relationship', relationTo: 'qa-questions', required: true, index: true },
    { name: 'body', type: 'textarea', required: true, localized: true, maxLength: 8000 },
    { name: 'answeredBy', type: 'text', required: true },
    { name: 'answeredAt', type: 'date', required: true, defaultValue: () => new Date().toISOString() },
    { name: 'accepted', type: 'checkbox', defaultValue: false },
    MODERATION_STATUS,
    REJECTION_REASON,
    ...SELLER_AUTHOR_FIELDS,
    { name: 'replies', type: 'join', collection: 'qa-replies', on: 'answer', admin: { defaultColumns: ['repliedBy', 'status', 'body'] } },
    demoField,
  ],
}
