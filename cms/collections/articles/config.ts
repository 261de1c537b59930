import type { CollectionConfig } from 'payload'

import { ARTICLE_SECTIONS } from '@/lib/content/sections'
import { isAdminOrEditor, publishedOrStaff } from '@cms/access/roles'
import { contentEditor } from '@cms/editor/richText'
import { demoField } from '@cms/fields/demo'
import { publishingFields } from '@cms/fields/publishing'
import { seoField } from '@cms/fields/seo'
import { slugField } from '@cms/fields/slug'
import { previewUrl } from '@cms/hooks/previewUrl'
import { requireDefaultLocale } from '@cms/hooks/requireDefaultLocale'
import { revalidateArticleAfterChange, revalidateArticleAfterDelete } from '@cms/collections/articles/hooks/revalidateArticle'

const SECTION_LABELS: Record<(typeof ARTICLE_SECTIONS)[number], { zh: string; en: string; ru: string }> = {
  'online-course': { zh: '在线课程', en: 'Online course', ru: 'Онлайн-курс' },
  operate: { zh: '运营干货', en: 'Operation', ru: 'Операции' },
  'ecommerce-intro': { zh: '电商入门', en: 'E-commerce intro', ru: 'Основы e-commerce' },
  electricity: { zh: '电商资讯', en: 'E-commerce news', ru: 'Новости e-commerce' },
  report: { zh: '行业报告', en: 'Report', ru: 'Отчёт' },
  'industry-news': { zh: '行业新闻', en: 'Industry news', ru: 'Новости отрасли' },
  'novice-guide': { zh: '新手指南', en: 'Novice guide', ru: 'Гид новичка' },
  resource: { zh: '资源', en: 'Resource', ru: 'Ресурсы' },
  'release-record': { zh: '更新记录', en: 'Release record', ru: 'Обновления' },
}

/** Business-college articles, news, reports, guides and release notes, one section each. */
export const Articles: CollectionConfig<'articles'> = {
  slug: 'articles',
  labels: { singular: { zh: '文章', en: 'Article', ru: 'Статья' }, plural: { zh: '文章', en: 'Articles', ru: 'Статьи' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'section', '_status', 'publishedAt', 'isDemo'],
    group: 'Content',
    preview: (doc, { locale }) => previewUrl('articles', doc, locale),
    livePreview: { url: ({ data, locale }) => previewUrl('articles', data, locale.code) },
  },
  access: { read: publishedOrStaff, create: isAdminOrEditor, update: isAdminOrEditor, delete: isAdminOrEditor },
  defaultSort: '-publishedAt',
  defaultPopulate: { title: true, slug: true, section: true },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 30 },
  hooks: { beforeChange: [requireDefaultLocale], afterChange: [revalidateArticleAfterChange], afterDelete: [revalidateArticleAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'section',
      type: 'select',
      required: true,
      index: true,
      options: ARTICLE_SECTIONS.map((value) => ({ value, label: SECTION_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 400 },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true, editor: contentEditor },
    { name: 'tags', type: 'text', hasMany: true, localized: true },
    { name: 'author', type: 'text', localized: true, admin: { position: 'sidebar' } },
    ...publishingFields,
    slugField,
    demoField,
    seoField,
  ],
}
