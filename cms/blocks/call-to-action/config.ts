import type { Block } from 'payload'

import { actionField, blockImages, headingField, label, textField } from '@cms/blocks/fields'

/** A closing band: one sentence and up to two buttons. */
export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  admin: blockImages('callToAction'),
  labels: { singular: label('Call to action', '行动号召', 'Призыв к действию'), plural: label('Calls to action', '行动号召', 'Призывы к действию') },
  fields: [
    headingField(true),
    textField('text', 300),
    actionField('primary', label('Main button', '主按钮', 'Главная кнопка')),
    actionField('secondary', label('Second button', '次按钮', 'Вторая кнопка')),
  ],
}
