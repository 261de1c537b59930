import type { Field, GlobalConfig, NumberFieldSingleValidation } from 'payload'

import { anyone, isAdminOrMarketer } from '@cms/access/roles'
import { requireDefaultLocaleGlobal } from '@cms/hooks/requireDefaultLocale'
import { revalidateGlobalAfterChange } from '@cms/hooks/revalidateSite'
import { inLanguage, l, type Text } from '@cms/i18n/text'
import en from '@locales/en/account.json'
import ru from '@locales/ru/account.json'
import zh from '@locales/zh/account.json'
import { PRICING_PATHS } from '@/lib/pricing/paths'
import { hasRenewalCard, PAID_PERIODS, PAID_TIERS, type PaidTier } from '@/lib/pricing/offer'

/** Prices up to ten million in either currency; cents allowed. */
const MAX_PRICE = 10_000_000

/** The tiers' names in the admin: the site's own (locales/<lang>/account.json), so both say the same. */
const TIER_LABELS = Object.fromEntries(PAID_TIERS.map((tier) => [tier, l(en.plans.tiers[tier], zh.plans.tiers[tier], ru.plans.tiers[tier])])) as Record<PaidTier, Text>

const PERIOD_LABELS = {
  month: l('Month', '月付', 'Месяц'),
  quarter: l('Quarter', '季付', 'Квартал'),
  year: l('Year', '年付', 'Год'),
  renewal: l('Renewal card', '续费卡', 'Карта продления'),
}

/** Whole yuan or roubles, or with cents: never more than two decimals. */
const atMostCents: NumberFieldSingleValidation = (value, { req }) =>
  value === null || value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6
    ? true
    : inLanguage(l('Use at most two decimals (cents).', '最多保留两位小数（分）。', 'Не больше двух знаков после запятой (копейки).'), req)

const price = (name: keyof typeof PERIOD_LABELS): Field => ({
  name,
  type: 'group',
  label: PERIOD_LABELS[name],
  admin: { description: l('Empty: not sold in that currency.', '留空表示不以该币种销售。', 'Пусто: в этой валюте не продаётся.') },
  fields: [
    { name: 'cny', type: 'number', min: 0, max: MAX_PRICE, validate: atMostCents, label: l('Price, CNY', '价格（人民币）', 'Цена, юани') },
    { name: 'rub', type: 'number', min: 0, max: MAX_PRICE, validate: atMostCents, label: l('Price, RUB', '价格（卢布）', 'Цена, рубли') },
  ],
})

/** One tier's card: its pitch, the periods the plan codes sell, its renewal card if it has one. */
const tierGroup = (tier: PaidTier): Field => ({
  name: tier,
  type: 'group',
  label: TIER_LABELS[tier],
  fields: [
    // The tier's name is the site's (the account page shows the same one); the pitch is the marketers'.
    { name: 'tagline', type: 'text', localized: true, maxLength: 120, label: l('Pitch (under the name)', '一句话介绍（名称下方）', 'Описание (под названием)') },
    { name: 'recommended', type: 'checkbox', defaultValue: false, label: l('Recommended (highlighted, "Recommended" badge)', '推荐（突出显示，带“推荐”标记）', 'Рекомендуем (выделен, с меткой «Рекомендуем»)') },
    ...PAID_PERIODS.map(price),
    ...(hasRenewalCard(tier) ? [price('renewal')] : []),
  ],
})

/** A comparison-table cell: included or not, and an optional limit ("50 / day") in each language. */
const featureCell = (tier: PaidTier): Field => ({
  name: tier,
  type: 'group',
  label: TIER_LABELS[tier],
  fields: [
    { name: 'included', type: 'checkbox', defaultValue: false, label: l('Included', '包含', 'Входит') },
    { name: 'note', type: 'text', localized: true, maxLength: 40, label: l('Limit or note (shown instead of the tick)', '限额或说明（代替勾号显示）', 'Лимит или примечание (вместо галочки)') },
  ],
})

/**
 * Plans and prices (/pricing and /m/pricing): a card per tier of the spec's plan codes with its
 * month, quarter and year prices in CNY and RUB (the page computes the saving), the renewal
 * cards, the comparison table and the FAQ. The free trial's length is the site settings'
 * `trialDays`. What each tier includes is not in the spec: the seed is demo content.
 */
export const Pricing: GlobalConfig = {
  slug: 'pricing',
  label: 'Plans and prices',
  // Prices are a business decision: admins and marketers; editors read them like everyone.
  access: { read: anyone, update: isAdminOrMarketer },
  hooks: { beforeChange: [requireDefaultLocaleGlobal], afterChange: [revalidateGlobalAfterChange({ scope: 'paths', paths: [...PRICING_PATHS] })] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 300 },
    {
      name: 'isDemo',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: l(
          'The page says the prices and features are an example. Untick once they are the real ones.',
          '页面会说明价格和功能仅为示例。填入真实内容后取消勾选。',
          'Страница сообщает, что цены и возможности — пример. Снимите галочку, когда они настоящие.',
        ),
      },
    },
    { name: 'tiers', type: 'group', label: l('Plans', '套餐', 'Тарифы'), fields: PAID_TIERS.map(tierGroup) },
    {
      name: 'features',
      type: 'array',
      label: l('Comparison table', '功能对比表', 'Сравнение тарифов'),
      labels: { singular: l('Feature', '功能', 'Возможность'), plural: l('Features', '功能', 'Возможности') },
      maxRows: 40,
      admin: { description: l('One row per feature, in the order shown.', '每行一个功能，按显示顺序排列。', 'Одна строка на возможность, в порядке показа.') },
      fields: [{ name: 'label', type: 'text', localized: true, required: true, maxLength: 80, label: l('Feature', '功能', 'Возможность') }, ...PAID_TIERS.map(featureCell)],
    },
    {
      name: 'faq',
      type: 'array',
      label: l('Questions and answers', '常见问题', 'Вопросы и ответы'),
      labels: { singular: l('Question', '问题', 'Вопрос'), plural: l('Questions', '问题', 'Вопросы') },
      maxRows: 20,
      fields: [
        { name: 'question', type: 'text', localized: true, required: true, maxLength: 200, label: l('Question', '问题', 'Вопрос') },
        { name: 'answer', type: 'textarea', localized: true, required: true, maxLength: 2000, label: l('Answer', '回答', 'Ответ') },
      ],
    },
  ],
}
