import type { CollectionConfig } from 'payload'

import { approvedOrStaff, isAdminOrEditor } from '@cms/access/roles'
import { MODERATION_STATUS, REJECTION_REASON, SELLER_AUTHOR_FIELDS } from '@cms/fields/community'
import { revalidateReplyAfterChange, revalidateReplyAfterDelete } from '@cms/collections/qa-replies/hooks/revalidateReply'

/** Replies to answers (one level: a reply is never replied to). Plain text in the author's language. */
export const QaReplies: CollectionConfig<'qa-replies'> = {
  slug: 'qa-replies',
  admin: { useAsTitle: 'repliedBy', defaultColumns: ['body', 'repliedBy', 'status', 'repliedAt'], group: 'Community' },
  access: { read: approvedOrStaff, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  defaultSort: '-repliedAt',
  hooks: { afterChange: [revalidateReplyAfterChange], afterDelete: [revalidateReplyAfterDelete] },
  fields: [
    { name: 'answer', type: 'relationship', relationTo: 'qa-answers', required: true, index: true },
    // The answer's question, kept so the pages to regenerate are found without a lookup.
    { name: 'question', type: 'relationship', relationTo: 'qa-questions', required: true, index: true, admin: { readOnly: true } },
    { name: 'body', type: 'textarea', required: true, maxLength: 1000 },
    { name: 'repliedBy', type: 'text', required: true, maxLength: 60 },
    { name: 'repliedAt', type: 'date', required: true, index: true, defaultValue: () => new Date().toISOString() },
    MODERATION_STATUS,
    REJECTION_REASON,
    ...SELLER_AUTHOR_FIELDS,
  ],
}
