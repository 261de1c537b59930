import type { Block } from 'payload'

import { blockImages, headingField, imageField, label, textField } from '@cms/blocks/fields'

/** A QR code to scan (WeChat, a group) and the ways to reach a person. Empty QR: the customer-service one of the site settings. */
export const QrContactBlock: Block = {
  slug: 'qrContact',
  interfaceName: 'QrContactBlock',
  admin: blockImages('qrContact'),
  labels: { singular: label('QR code and contact', '二维码与联系方式', 'QR-код и контакты'), plural: label('QR codes and contacts', '二维码与联系方式', 'QR-коды и контакты') },
  fields: [
    headingField(),
    textField('text', 300),
    imageField('qr', label('QR code (empty: customer service)', '二维码（留空：客服二维码）', 'QR-код (пусто: поддержка)')),
    { name: 'wechatId', type: 'text', maxLength: 60, label: label('WeChat id', '微信号', 'WeChat ID') },
    { name: 'phone', type: 'text', maxLength: 40, label: label('Phone', '电话', 'Телефон') },
    { name: 'email', type: 'email', label: label('Email', '邮箱', 'Эл. почта') },
  ],
}
