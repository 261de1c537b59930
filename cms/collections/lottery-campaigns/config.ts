import type { CollectionConfig } from 'payload'

import { PRIZE_KINDS } from '@/lib/lottery/prizes'
import { PG_INT_MAX } from '@/lib/pg-int'
import { isAdmin, isAdminOrMarketer, isStaffField, publishedOrStaff } from '@cms/access/roles'
import { contentEditor } from '@cms/editor/richText'
import { endsAfter } from '@cms/fields/validation'
import { requireDefaultLocale } from '@cms/hooks/requireDefaultLocale'
import { l } from '@cms/i18n/text'
import { commitPublishedCampaign, freezeCommittedCampaigns } from '@cms/collections/lottery-campaigns/hooks/commitDraws'
import { keepPlayedCampaigns } from '@cms/collections/lottery-campaigns/hooks/keepPlayedCampaigns'
import { revalidateLotteryAfterChange, revalidateLotteryAfterDelete } from '@cms/collections/lottery-campaigns/hooks/revalidateLottery'

const PRIZE_KIND_LABELS: Record<(typeof PRIZE_KINDS)[number], { zh: string; en: string; ru: string }> = {
  physical: { zh: '实物（需填写收货信息）', en: 'Physical (delivery details needed)', ru: 'Физический (нужен адрес доставки)' },
  membership: { zh: '会员天数（立即到账）', en: 'Membership days (applied at once)', ru: 'Дни подписки (сразу на счёт)' },
  coupon: { zh: '优惠券', en: 'Coupon', ru: 'Купон' },
}

const wholeNumber = (min: number, max: number) => ({ type: 'number' as const, min, max, admin: { step: 1 } })

// The odds, the stock and the coupon codes are the draw's business: the public API (/cms-api,
// GraphQL) leaves them out; the lottery service reads them with overrideAccess.
const staffOnly = { read: isStaffField }

/**
 * Lottery campaigns (issue 16): what the /lottery pages show and what the draw gives. The draw
 * itself, the chances and the stock taken live in the lottery service's tables
 * (src/server/lottery): a prize's `stock` here is the quantity to give away in total, so an
 * edit never races with a draw; what is left is `stock` minus the prizes already won. Publishing
 * commits the draws (hooks/commitDraws.ts); once started, what they depend on cannot change.
 */
export const LotteryCampaigns: CollectionConfig<'lottery-campaigns'> = {
  slug: 'lottery-campaigns',
  admin: {
    useAsTitle: 'title',
    group: 'Marketing',
    defaultColumns: ['title', 'activityId', 'startsAt', 'endsAt', '_status'],
    preview: (doc, { locale }) => (doc?.id ? `/api/preview?${new URLSearchParams({ collection: 'lottery-campaigns', id: String(doc.id), locale: locale || 'zh' })}` : null),
  },
  access: { read: publishedOrStaff, create: isAdminOrMarketer, update: isAdminOrMarketer, delete: isAdmin },
  defaultSort: '-startsAt',
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: {
    beforeChange: [requireDefaultLocale, freezeCommittedCampaigns],
    beforeDelete: [keepPlayedCampaigns],
    // Committed before the pages are regenerated: they show the commitment.
    afterChange: [commitPublishedCampaign, revalidateLotteryAfterChange],
    afterDelete: [revalidateLotteryAfterDelete],
  },
  fields: [
    // Draws, winners and the stock left of each prize, read from the lottery service's tables.
    { name: 'results', type: 'ui', admin: { components: { Field: '/components/admin/LotteryResults#LotteryResults' } } },
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      name: 'activityId',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      min: 1,
      max: PG_INT_MAX,
      admin: {
        position: 'sidebar',
        step: 1,
        description: l(
          "The actId of invite links and registrations (the spec's default activity is 4).",
          '邀请链接和注册使用的 actId（规范中的默认活动为 4）。',
          'actId в ссылках-приглашениях и регистрациях (по спецификации активность по умолчанию — 4).',
        ),
      },
    },
    { name: 'startsAt', type: 'date', required: true, index: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'endsAt', type: 'date', required: true, validate: endsAfter('startsAt'), admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'banner', type: 'upload', relationTo: 'media' },
    { name: 'rules', type: 'richText', localized: true, editor: contentEditor },
    {
      name: 'chances',
      type: 'group',
      access: staffOnly,
      admin: {
        description: l(
          'Draws a seller gets. Each is given once: per registration, per invited seller who registers, per day.',
          '卖家获得的抽奖机会。每项只发放一次：注册时、每邀请一位卖家注册时、每天。',
          'Сколько попыток получает продавец. Каждая выдаётся один раз: за регистрацию, за каждого зарегистрировавшегося приглашённого, за день.',
        ),
      },
      fields: [
        { name: 'perRegistration', ...wholeNumber(0, 10), required: true, defaultValue: 1 },
        { name: 'perInvite', ...wholeNumber(0, 10), required: true, defaultValue: 1 },
        { name: 'daily', ...wholeNumber(0, 10), required: true, defaultValue: 0 },
        {
          name: 'maxInvites',
          ...wholeNumber(0, 1000),
          required: true,
          defaultValue: 10,
          admin: {
            step: 1,
            description: {
              en: 'At most this many invited sellers give one inviter chances in this campaign; later invitations are recorded but give none.',
              zh: '本活动中每位邀请人最多因这么多位受邀卖家获得抽奖机会；超出的邀请会被记录，但不再赠送机会。',
              ru: 'Не больше стольких приглашённых дают одному пригласившему шансы в этой кампании; следующие приглашения записываются, но шансов не дают.',
            },
          },
        },
        {
          name: 'invitesPerAddressDaily',
          ...wholeNumber(1, 100),
          required: true,
          defaultValue: 3,
          admin: {
            step: 1,
            description: {
              en: 'Registrations from one network address or device per day that count as invitations; more from the same one are recorded but give no chances.',
              zh: '每个网络地址或设备每天最多计入这么多次邀请注册；同一地址或设备的更多注册会被记录，但不赠送机会。',
              ru: 'Сколько регистраций в день с одного сетевого адреса или устройства засчитываются как приглашения; остальные записываются, но шансов не дают.',
            },
          },
        },
      ],
    },
    {
      name: 'noPrizeWeight',
      ...wholeNumber(0, 1_000_000),
      required: true,
      access: staffOnly,
      defaultValue: 50,
      admin: {
        step: 1,
        description: l(
          'The weight of "no prize" beside the prizes\' weights (a prize out of stock adds its weight here).',
          '“未中奖”相对于各奖品的权重（奖品库存用完后，其权重计入此处）。',
          'Вес «без приза» рядом с весами призов (вес закончившегося приза добавляется сюда).',
        ),
      },
    },
    {
      name: 'prizes',
      type: 'array',
      minRows: 1,
      maxRows: 7,
      admin: { description: l('Up to 7 prizes; the grid fills the other cells with "no prize".', '最多 7 个奖品；九宫格的其余格子显示“未中奖”。', 'До 7 призов; остальные клетки сетки заполняются «без приза».') },
      fields: [
        { name: 'name', type: 'text', required: true, localized: true, maxLength: 60 },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'kind', type: 'select', required: true, defaultValue: 'physical', options: PRIZE_KINDS.map((value) => ({ value, label: PRIZE_KIND_LABELS[value] })) },
        { name: 'membershipDays', ...wholeNumber(1, 3650), admin: { step: 1, condition: (_, sibling) => sibling?.kind === 'membership' } },
        { name: 'couponCode', type: 'text', maxLength: 60, access: staffOnly, admin: { condition: (_, sibling) => sibling?.kind === 'coupon', description: l('Shown to the winner.', '展示给中奖者。', 'Показывается победителю.') } },
        { name: 'stock', ...wholeNumber(0, 1_000_000), required: true, defaultValue: 10, access: staffOnly, admin: { step: 1, description: l('How many to give away in total.', '总共发放的数量。', 'Сколько всего разыграть.') } },
        { name: 'weight', ...wholeNumber(0, 1_000_000), required: true, defaultValue: 10, access: staffOnly, admin: { step: 1, description: l('Relative odds.', '相对中奖概率。', 'Относительный шанс.') } },
      ],
    },
  ],
}
