import type { Block } from 'payload'

import { actionField, blockImages, headingField, imageField, label, textField } from '@cms/blocks/fields'

/** The first screen: the promise, a picture of the product and the main button. */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  admin: blockImages('hero'),
  labels: { singular: label('Hero', '首屏横幅', 'Первый экран'), plural: label('Heroes', '首屏横幅', 'Первые экраны') },
  fields: [
    headingField(true),
    textField('text', 400),
    imageField(),
    actionField('primary', label('Main button', '主按钮', 'Главная кнопка')),
    actionField('secondary', label('Second button', '次按钮', 'Вторая кнопка')),
  ],
}
