import type { CollectionConfig } from 'payload'

import { isAdminOrEditor, publishedOrStaff } from '@cms/access/roles'
import { validateHttpsUrl } from '@cms/blocks/fields'
import { contentEditor } from '@cms/editor/richText'
import { demoField } from '@cms/fields/demo'
import { l } from '@cms/i18n/text'
import { publishingFields } from '@cms/fields/publishing'
import { seoField } from '@cms/fields/seo'
import { slugField } from '@cms/fields/slug'
import { previewUrl } from '@cms/hooks/previewUrl'
import { requireDefaultLocale } from '@cms/hooks/requireDefaultLocale'
import { revalidateLessonAfterChange, revalidateLessonAfterDelete } from '@cms/collections/lessons/hooks/revalidateLesson'

/** Online video courses: a lesson page with chapters, each a video (uploaded file or URL). */
export const Lessons: CollectionConfig<'lessons'> = {
  slug: 'lessons',
  labels: { singular: { zh: '课程', en: 'Lesson', ru: 'Урок' }, plural: { zh: '课程', en: 'Lessons', ru: 'Уроки' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'level', '_status', 'publishedAt', 'isDemo'],
    group: 'Content',
    preview: (doc, { locale }) => previewUrl('lessons', doc, locale),
    livePreview: { url: ({ data, locale }) => previewUrl('lessons', data, locale.code) },
  },
  access: { read: publishedOrStaff, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  defaultSort: '-publishedAt',
  defaultPopulate: { title: true, slug: true },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 30 },
  hooks: { beforeChange: [requireDefaultLocale], afterChange: [revalidateLessonAfterChange], afterDelete: [revalidateLessonAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 400 },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true, editor: contentEditor },
    {
      name: 'level',
      type: 'select',
      defaultValue: 'beginner',
      options: [
        { value: 'beginner', label: { zh: '入门', en: 'Beginner', ru: 'Начальный' } },
        { value: 'intermediate', label: { zh: '进阶', en: 'Intermediate', ru: 'Средний' } },
        { value: 'advanced', label: { zh: '高级', en: 'Advanced', ru: 'Продвинутый' } },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'lecturer', type: 'text', localized: true, admin: { position: 'sidebar' } },
    {
      name: 'chapters',
      type: 'array',
      minRows: 1,
      admin: { initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'duration', type: 'number', min: 0, admin: { description: l('Minutes', '分钟', 'Минуты') } },
        { name: 'videoFile', type: 'upload', relationTo: 'media', filterOptions: { mimeType: { contains: 'video' } } },
        { name: 'videoUrl', type: 'text', validate: validateHttpsUrl, admin: { description: l('Used when no file is uploaded.', '未上传视频文件时使用。', 'Используется, если файл не загружен.') } },
      ],
    },
    ...publishingFields,
    slugField,
    demoField,
    seoField,
  ],
}
