import type { Block } from 'payload'

import { blockImages, headingField, label, rowsField, textField } from '@cms/blocks/fields'

export const FEATURE_ICONS = ['chart', 'search', 'bolt', 'shield', 'globe', 'users', 'star', 'box'] as const

const ICON_LABELS: Record<(typeof FEATURE_ICONS)[number], ReturnType<typeof label>> = {
  chart: label('Chart', '图表', 'График'),
  search: label('Search', '搜索', 'Поиск'),
  bolt: label('Lightning', '闪电', 'Молния'),
  shield: label('Shield', '盾牌', 'Щит'),
  globe: label('Globe', '地球', 'Глобус'),
  users: label('People', '人群', 'Люди'),
  star: label('Star', '星标', 'Звезда'),
  box: label('Parcel', '包裹', 'Посылка'),
}

/** What the product does, as a grid of short cards with an icon each. */
export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  admin: blockImages('featureGrid'),
  labels: { singular: label('Feature grid', '功能列表', 'Сетка возможностей'), plural: label('Feature grids', '功能列表', 'Сетки возможностей') },
  fields: [
    headingField(),
    textField('intro', 300),
    rowsField('features', { plural: label('Features', '功能', 'Возможности'), singular: label('Feature', '功能', 'Возможность') }, 12, [
      { name: 'icon', type: 'select', defaultValue: 'chart', options: FEATURE_ICONS.map((value) => ({ value, label: ICON_LABELS[value] })), label: label('Icon', '图标', 'Значок') },
      { name: 'title', type: 'text', localized: true, required: true, maxLength: 60, label: label('Title', '标题', 'Заголовок') },
      textField('text', 240),
    ]),
  ],
}
