/**
 * Plans and prices as first seeded: DEMO content. The spec names the tiers and periods (plan
 * codes) but not what each tier may do or costs; these prices, limits and answers are invented
 * for the operator to replace in the admin ("Plans and prices"), and the page says so while
 * `isDemo` is ticked.
 */
import type { Locale } from '@/lib/i18n/locales'
import { PAID_TIERS, type PaidTier } from '@/lib/pricing/offer'

type Localized = Record<Locale, string>
type PriceSeed = { cny: number; rub: number }
type TierSeed = { tagline: Localized; recommended: boolean; month: PriceSeed; quarter: PriceSeed; year: PriceSeed; renewal?: PriceSeed }
/** A comparison cell: included (tick), not included, or included with a limit. */
type Cell = boolean | Localized

const t = (zh: string, en: string, ru: string): Localized => ({ zh, en, ru })

const pricingTitle = t('套餐与价格', 'Plans and prices', 'Тарифы и цены')
const pricingSummary = t(
  '先免费试用，再按需要选择套餐：按月、按季或按年付费，时间越长越划算。',
  'Start with a free trial, then choose the plan you need: pay by the month, quarter or year; longer periods cost less per month.',
  'Начните с бесплатного пробного периода, затем выберите тариф: оплата за месяц, квартал или год; чем дольше срок, тем дешевле месяц.',
)

const tierSeed: Record<PaidTier, TierSeed> = {
  starter: {
    tagline: t('适合刚开始在 Ozon 选品的卖家', 'For sellers starting to pick products on Ozon', 'Для тех, кто начинает подбирать товары на Ozon'),
    recommended: false,
    month: { cny: 199, rub: 2490 },
    quarter: { cny: 499, rub: 6290 },
    year: { cny: 1699, rub: 21490 },
  },
  operation: {
    tagline: t('日常运营：选品、关键词与竞品', 'Daily operations: products, keywords and competitors', 'Ежедневная работа: товары, ключевые слова и конкуренты'),
    recommended: true,
    month: { cny: 399, rub: 4990 },
    quarter: { cny: 999, rub: 12490 },
    year: { cny: 3599, rub: 44990 },
    renewal: { cny: 3199, rub: 39990 },
  },
  ultimate: {
    tagline: t('多店铺团队，数据导出与子账号', 'Teams with several shops: exports and sub-accounts', 'Команды с несколькими магазинами: выгрузки и субаккаунты'),
    recommended: false,
    month: { cny: 699, rub: 8790 },
    quarter: { cny: 1799, rub: 22490 },
    year: { cny: 6499, rub: 80990 },
    renewal: { cny: 5799, rub: 72490 },
  },
  professional: {
    tagline: t('大卖家与服务商，最高额度', 'Large sellers and agencies: the highest limits', 'Крупные продавцы и агентства: максимальные лимиты'),
    recommended: false,
    month: { cny: 1299, rub: 16290 },
    quarter: { cny: 3399, rub: 42490 },
    year: { cny: 11999, rub: 149990 },
    renewal: { cny: 10799, rub: 134990 },
  },
}

const perDay = (count: number) => t(`${count} 次/天`, `${count} / day`, `${count} в день`)
const items = (count: number) => t(`${count} 个`, `${count} items`, `${count} шт.`)
const shops = (count: number) => t(`${count} 个店铺`, `${count} shops`, `${count} магазинов`)
const unlimited = t('不限', 'Unlimited', 'Без ограничений')

/** Rows of the comparison table: a label, then starter, operation, ultimate, professional. */
const featureSeed: Array<{ label: Localized; cells: [Cell, Cell, Cell, Cell] }> = [
  { label: t('热销榜单与市场大盘', 'Hot rankings and market charts', 'Рейтинги продаж и обзор рынка'), cells: [true, true, true, true] },
  { label: t('类目分析', 'Category analysis', 'Анализ категорий'), cells: [perDay(10), true, true, true] },
  { label: t('数据选品（含中国专区）', 'Product selection (incl. China zone)', 'Подбор товаров (включая раздел «Китай»)'), cells: [perDay(50), perDay(500), unlimited, unlimited] },
  { label: t('关键词分析', 'Keyword analysis', 'Анализ ключевых слов'), cells: [false, true, true, true] },
  { label: t('竞品店铺与品牌分析', 'Competitor shops and brands', 'Магазины и бренды конкурентов'), cells: [false, true, true, true] },
  { label: t('监控中心（商品、店铺、关键词）', 'Monitoring (products, shops, keywords)', 'Мониторинг (товары, магазины, ключевые слова)'), cells: [false, items(20), items(100), items(500)] },
  { label: t('批量改价、改库存', 'Batch price and stock changes', 'Массовое изменение цен и остатков'), cells: [false, true, true, true] },
  { label: t('绑定 Ozon 店铺', 'Connected Ozon shops', 'Подключённые магазины Ozon'), cells: [t('1 个店铺', '1 shop', '1 магазин'), shops(3), shops(5), shops(10)] },
  { label: t('数据导出', 'Data export', 'Выгрузка данных'), cells: [false, false, true, true] },
  { label: t('子账号', 'Sub-accounts', 'Субаккаунты'), cells: [false, false, items(2), items(5)] },
  { label: t('专属客服', 'Dedicated support manager', 'Персональный менеджер'), cells: [false, false, true, true] },
]

const faqSeed: Array<{ question: Localized; answer: Localized }> = [
  {
    question: t('免费试用怎么开始？', 'How does the free trial work?', 'Как работает пробный период?'),
    answer: t(
      '用手机号注册即可开始，已注册的卖家登录后点击“开始免费试用”。每个账号只能试用一次，无需填写付款信息；试用结束后账号保留，免费功能仍可使用。',
      'Register with your phone number and it starts; a registered seller logs in and clicks "Start the free trial". Each account gets it once, with no payment details; when it ends the account stays and the free features keep working.',
      'Зарегистрируйтесь по номеру телефона — и он начнётся; зарегистрированный продавец входит и нажимает «Начать бесплатный период». Каждый аккаунт получает его один раз, без платёжных данных; когда он закончится, аккаунт и бесплатные возможности останутся.',
    ),
  },
  {
    question: t('用人民币还是卢布付款？', 'Do I pay in yuan or roubles?', 'Платить в юанях или рублях?'),
    answer: t(
      '价格同时以人民币和卢布标出，在工作台付款时按所选的支付方式结算。两种币种的价格分别设定，不随汇率每日变动。',
      'Prices are shown in yuan and in roubles; you pay in the workbench in the currency of the payment method you choose. Each currency has its own price, which does not follow the daily exchange rate.',
      'Цены указаны в юанях и в рублях; оплата — в рабочей панели, в валюте выбранного способа оплаты. У каждой валюты своя цена, она не меняется вслед за курсом.',
    ),
  },
  {
    question: t('什么是续费卡？', 'What is a renewal card?', 'Что такое карта продления?'),
    answer: t(
      '运营版、旗舰版和专业版的会员可以用续费卡延长一年，价格低于新购年付。',
      'Members on the Operation, Ultimate or Professional plan can extend it by a year with a renewal card, for less than a new yearly plan.',
      'Участники с тарифом «Операционный», «Максимальный» или «Профессиональный» могут продлить его на год картой продления — дешевле, чем новый годовой тариф.',
    ),
  },
  {
    question: t('可以中途升级套餐吗？', 'Can I upgrade during a period?', 'Можно ли перейти на другой тариф в середине срока?'),
    answer: t(
      '可以。升级时未用完的天数按比例折算到新套餐。',
      'Yes. When you upgrade, the days left are converted to the new plan in proportion to its price.',
      'Да. При переходе оставшиеся дни пересчитываются на новый тариф пропорционально цене.',
    ),
  },
]

/** The global's data in one language (the seed adds the shared rows' ids to later languages). */
export function pricingFor(locale: Locale) {
  return {
    title: pricingTitle[locale],
    summary: pricingSummary[locale],
    isDemo: true,
    tiers: Object.fromEntries(PAID_TIERS.map((tier) => [tier, { ...tierSeed[tier], tagline: tierSeed[tier].tagline[locale] }])) as Record<PaidTier, Omit<TierSeed, 'tagline'> & { tagline: string }>,
    features: featureSeed.map((row) => ({
      label: row.label[locale],
      ...(Object.fromEntries(
        PAID_TIERS.map((tier, column) => {
          const cell = row.cells[column]
          return [tier, typeof cell === 'boolean' ? { included: cell, note: null } : { included: true, note: cell[locale] }]
        }),
      ) as Record<PaidTier, { included: boolean; note: string | null }>),
    })),
    faq: faqSeed.map((row) => ({ question: row.question[locale], answer: row.answer[locale] })),
  }
}
