import type { Block } from 'payload'

import { blockImages, label, validateHttpsUrl } from '@cms/blocks/fields'

/** A video inside rich text: an uploaded file or an https URL (mp4/webm, or a page to link to). */
export const VideoEmbed: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  admin: blockImages('videoEmbed', { icon: true }),
  labels: { singular: label('Video', '视频', 'Видео'), plural: label('Videos', '视频', 'Видео') },
  fields: [
    { name: 'file', type: 'upload', relationTo: 'media', filterOptions: { mimeType: { contains: 'video' } }, label: label('Video file', '视频文件', 'Видеофайл') },
    { name: 'url', type: 'text', validate: validateHttpsUrl, label: label('Video address (https)', '视频地址（https）', 'Адрес видео (https)') },
    { name: 'caption', type: 'text', label: label('Caption', '说明文字', 'Подпись') },
  ],
}
