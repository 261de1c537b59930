import type { Block } from 'payload'

import { contentEditor } from '@cms/editor/richText'
import { blockImages, label } from '@cms/blocks/fields'

/** Free text with headings, lists, links, images and videos (the articles' editor). */
export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  admin: blockImages('richText'),
  labels: { singular: label('Rich text', '图文', 'Текст'), plural: label('Rich text', '图文', 'Текст') },
  fields: [{ name: 'content', type: 'richText', localized: true, required: true, editor: contentEditor, label: label('Content', '内容', 'Содержание') }],
}
