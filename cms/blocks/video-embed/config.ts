import type { Block } from 'payload'

import { validateHttpsUrl } from '../fields'

/** A video inside rich text: an uploaded file or an https URL (mp4/webm, or a page to link to). */
export const VideoEmbed: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    { name: 'file', type: 'upload', relationTo: 'media', filterOptions: { mimeType: { contains: 'video' } } },
    { name: 'url', type: 'text', validate: validateHttpsUrl },
    { name: 'caption', type: 'text' },
  ],
}
