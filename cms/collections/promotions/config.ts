import type { CollectionConfig, Validate } from 'payload'

import { toLocale } from '@/lib/i18n/locales'
import { isAdminOrMarketer, publishedOrStaff } from '@cms/access/roles'
import { actionField, label, validateHref } from '@cms/blocks/fields'
import { PROMOTION_BLOCKS } from '@cms/blocks'
import { seoField } from '@cms/fields/seo'
import { codeValidator } from '@cms/fields/validation'
import { l } from '@cms/i18n/text'
import { previewUrl } from '@cms/hooks/previewUrl'
import { requireDefaultLocale } from '@cms/hooks/requireDefaultLocale'
import { forgetCampaignDefaults, revalidatePromotionAfterChange, revalidatePromotionAfterDelete } from '@cms/collections/promotions/hooks/revalidatePromotion'
import { isPromotionSlug } from './slug'

const SLUG_RULE = {
  zh: '请使用小写字母、数字和短横线，可用 / 分段（如 landpage/1），且不能以 success 结尾。',
  en: 'Use lower-case letters, digits and dashes, segments split by / (e.g. landpage/1), not ending in "success".',
  ru: 'Строчные латинские буквы, цифры и дефисы, части через / (например landpage/1), без «success» в конце.',
} as const

const validateSlug: Validate = (value, { req }) =>
  typeof value === 'string' && isPromotionSlug(value) ? true : SLUG_RULE[toLocale(req?.i18n?.language)]

const validateCode = codeValidator(60, { optional: true })

/** "Add block", "3 blocks" in the page builder. */
const BLOCK_ROWS = { singular: l('Block', '区块', 'Блок'), plural: l('Blocks', '区块', 'Блоки') }

/**
 * Promotion landing pages (issue 17), built by marketers from blocks (cms/blocks). One document is
 * one page in three languages, shown at /promote/<slug>, /promotion/<id> (desktop) and
 * /m/promotion/<id> (phones), with its success page at /promote/<slug>/success. Visits and
 * registrations are counted per page by the attribution report.
 */
export const Promotions: CollectionConfig<'promotions'> = {
  slug: 'promotions',
  admin: {
    useAsTitle: 'title',
    group: 'Marketing',
    defaultColumns: ['title', 'slug', 'format', '_status', 'updatedAt'],
    preview: (doc, { locale }) => previewUrl('promotions', doc, locale),
    livePreview: { url: ({ data, locale }) => previewUrl('promotions', data, locale.code) },
  },
  access: { read: publishedOrStaff, create: isAdminOrMarketer, update: isAdminOrMarketer, delete: isAdminOrMarketer },
  defaultSort: '-updatedAt',
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 30 },
  hooks: { beforeChange: [requireDefaultLocale], afterChange: [revalidatePromotionAfterChange, forgetCampaignDefaults], afterDelete: [revalidatePromotionAfterDelete] },
  fields: [
    // Visits and registrations of the last 30 days (the attribution report, for this page).
    { name: 'results', type: 'ui', admin: { components: { Field: '/components/admin/PromotionResults#PromotionResults' } } },
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      validate: validateSlug,
      admin: {
        position: 'sidebar',
        description: l('The page is at /promote/<slug>, e.g. "pc" or "landpage/1".', '页面地址为 /promote/<slug>，例如 "pc" 或 "landpage/1"。', 'Страница доступна по адресу /promote/<slug>, например «pc» или «landpage/1».'),
      },
    },
    {
      name: 'format',
      type: 'select',
      required: true,
      defaultValue: 'desktop',
      options: [
        { value: 'desktop', label: label('Desktop first', '电脑端优先', 'Для компьютера') },
        { value: 'mobile', label: label('Phone first', '手机端优先', 'Для телефона') },
      ],
      admin: {
        position: 'sidebar',
        description: l(
          'Which version /promote/<slug> shows (/promotion/<id> and /m/promotion/<id> follow the device).',
          '/promote/<slug> 显示哪个版本（/promotion/<id> 和 /m/promotion/<id> 按设备显示）。',
          'Какую версию показывает /promote/<slug> (/promotion/<id> и /m/promotion/<id> выбираются по устройству).',
        ),
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: label('Page', '页面', 'Страница'),
          fields: [
            { name: 'layout', type: 'blocks', required: true, minRows: 1, maxRows: 30, blocks: PROMOTION_BLOCKS, label: label('Blocks', '区块', 'Блоки'), labels: BLOCK_ROWS },
            {
              name: 'mobileLayout',
              type: 'blocks',
              maxRows: 30,
              blocks: PROMOTION_BLOCKS,
              label: label('Phone version (empty: the same blocks)', '手机版（留空则使用相同区块）', 'Версия для телефона (пусто: те же блоки)'),
              labels: BLOCK_ROWS,
            },
          ],
        },
        {
          label: label('Head and success page', '页头与成功页', 'Шапка и страница успеха'),
          fields: [
            {
              name: 'head',
              type: 'group',
              label: label('Page head', '页头', 'Шапка'),
              fields: [
                { name: 'logo', type: 'upload', relationTo: 'media', label: label('Logo (empty: the site logo)', '标志（留空为站点标志）', 'Логотип (пусто: логотип сайта)') },
                { name: 'logoTitle', type: 'text', localized: true, maxLength: 40, label: label('Name beside the logo', '标志旁文字', 'Текст у логотипа') },
                { name: 'loginLabel', type: 'text', localized: true, maxLength: 20, label: label('Login button text', '登录按钮文字', 'Текст кнопки входа') },
                { name: 'link', type: 'text', maxLength: 500, validate: validateHref, label: label('Login button link (empty: the login form)', '登录按钮链接（留空打开登录框）', 'Ссылка кнопки входа (пусто: форма входа)') },
              ],
            },
            {
              name: 'success',
              type: 'group',
              label: label('Success page (after registering)', '注册成功页', 'После регистрации'),
              fields: [
                { name: 'title', type: 'text', localized: true, maxLength: 120 },
                { name: 'text', type: 'textarea', localized: true, maxLength: 400, label: label('Text', '文字', 'Текст') },
                actionField('action', label('Button (empty: enter the workbench)', '按钮（留空为进入工作台）', 'Кнопка (пусто: в рабочий кабинет)')),
              ],
            },
          ],
        },
        {
          label: label('Campaign', '投放', 'Кампания'),
          fields: [
            {
              name: 'campaign',
              type: 'group',
              label: label('Campaign', '投放', 'Кампания'),
              admin: { description: l('Used when a visitor arrives without utm parameters of their own.', '访客链接未带 utm 参数时使用。', 'Используется, если посетитель пришёл без своих utm-параметров.') },
              fields: [
                { name: 'code', type: 'text', validate: validateCode, label: label('Campaign code', '活动编码', 'Код кампании') },
                { name: 'utmSource', type: 'text', validate: validateCode },
                { name: 'utmMedium', type: 'text', validate: validateCode },
                { name: 'channel', type: 'relationship', relationTo: 'distribution-channels', label: label('Distribution channel', '分销渠道', 'Канал продаж') },
              ],
            },
          ],
        },
        { label: l('SEO', 'SEO', 'SEO'), fields: [seoField] },
      ],
    },
  ],
}
