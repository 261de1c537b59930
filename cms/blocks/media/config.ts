import type { Block } from 'payload'

import { blockImages, headingField, imageField, label, textField, validateHttpsUrl } from '@cms/blocks/fields'

/** A screenshot of the product, or a video (an uploaded file or an https address). */
export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  admin: blockImages('mediaBlock'),
  labels: { singular: label('Screenshot or video', '截图或视频', 'Скриншот или видео'), plural: label('Screenshots and videos', '截图或视频', 'Скриншоты и видео') },
  fields: [
    headingField(),
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'image',
      options: [
        { value: 'image', label: label('Screenshot', '截图', 'Скриншот') },
        { value: 'video', label: label('Video', '视频', 'Видео') },
      ],
      label: label('Kind', '类型', 'Вид'),
    },
    { ...imageField('image', label('Screenshot', '截图', 'Скриншот')), admin: { condition: (_, sibling) => sibling?.kind !== 'video' } } as Block['fields'][number],
    {
      name: 'video',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
      label: label('Video file', '视频文件', 'Видеофайл'),
      admin: { condition: (_, sibling) => sibling?.kind === 'video' },
    },
    {
      name: 'videoUrl',
      type: 'text',
      maxLength: 500,
      label: label('Video address (https)', '视频地址（https）', 'Адрес видео (https)'),
      validate: validateHttpsUrl,
      admin: { condition: (_, sibling) => sibling?.kind === 'video' },
    },
    textField('caption', 200),
  ],
}
