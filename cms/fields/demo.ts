import type { Field } from 'payload'

import { l } from '@cms/i18n/text'

/** Set by the seed so editors can tell demo content from their own (and delete it before launch). */
export const demoField: Field = {
  name: 'isDemo',
  type: 'checkbox',
  label: l('Demo content', '演示内容', 'Демо-контент'),
  defaultValue: false,
  index: true,
  admin: { position: 'sidebar', readOnly: true, description: l('Created by the seed as demo data.', '由初始化脚本创建的演示数据。', 'Демо-данные, созданные при начальном заполнении.') },
}
