/** Topics of the QA community; each demo question names one by key. All wait for review (the default). */
import type { Localized } from './types'

export type SeedQaCategory = { key: string; name: Localized; questions: string[] }

export const qaCategories: SeedQaCategory[] = [
  {
    key: 'listings',
    name: { zh: '商品上架与审核', en: 'Listings and moderation', ru: 'Карточки и модерация' },
    questions: ['qa-product-card-blocked', 'qa-eac-certificate', 'qa-listing-piggybacking', 'qa-wrong-package-dimensions'],
  },
  {
    key: 'logistics',
    name: { zh: '物流与仓储', en: 'Logistics and warehouses', ru: 'Логистика и склады' },
    questions: ['qa-fbo-acceptance-delay', 'qa-fbs-late-shipment', 'qa-cross-border-returns'],
  },
  {
    key: 'operations',
    name: { zh: '运营与推广', en: 'Operations and promotion', ru: 'Продвижение и продажи' },
    questions: ['qa-reply-negative-review', 'qa-winter-categories', 'qa-new-store-no-traffic'],
  },
  {
    key: 'payouts',
    name: { zh: '结算与费用', en: 'Payouts and fees', ru: 'Выплаты и комиссии' },
    questions: ['qa-commission-calculation', 'qa-ruble-payouts-exchange'],
  },
  {
    key: 'tools',
    name: { zh: '工具使用', en: 'Using our tools', ru: 'Наши инструменты' },
    questions: ['qa-keyword-ranking-usage'],
  },
]
