import type { Block } from 'payload'

import { actionField, blockImages, headingField, label, rowsField, textField } from '@cms/blocks/fields'

/** Plans at a glance on a landing page, each with its button (the full price list is /pricing). */
export const PricingTeaserBlock: Block = {
  slug: 'pricingTeaser',
  interfaceName: 'PricingTeaserBlock',
  admin: blockImages('pricingTeaser'),
  labels: { singular: label('Pricing teaser', '价格预览', 'Тарифы'), plural: label('Pricing teasers', '价格预览', 'Тарифы') },
  fields: [
    headingField(),
    textField('intro', 300),
    rowsField('plans', { plural: label('Plans', '套餐', 'Тарифы'), singular: label('Plan', '套餐', 'Тариф') }, 4, [
      { name: 'name', type: 'text', localized: true, required: true, maxLength: 40, label: label('Name', '名称', 'Название') },
      { name: 'price', type: 'text', localized: true, required: true, maxLength: 40, label: label('Price (as shown)', '价格（展示文字）', 'Цена (как показать)') },
      { name: 'period', type: 'text', localized: true, maxLength: 40, label: label('Period', '周期', 'Период') },
      { name: 'points', type: 'textarea', localized: true, maxLength: 600, label: label('What is included (a line each)', '包含内容（每行一项）', 'Что входит (по строке)') },
      { name: 'highlighted', type: 'checkbox', defaultValue: false, label: label('Highlight', '突出显示', 'Выделить') },
      actionField('action', label('Button', '按钮', 'Кнопка')),
    ]),
  ],
}
