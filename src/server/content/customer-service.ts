/** The customer-service contact (site settings, footer QR codes as the fallback). */
import type { Payload } from 'payload'

import type { Locale } from '@/lib/i18n/locales'

export type CustomerService = { weChatUrl: string; weChatUrl2: string; weChatUrl3: string; weChatUrl4: string; nickName: string }

/** Empty WeChat QR addresses fall back to the first one, and that to the footer's first QR code. */
export async function loadCustomerService(payload: Payload, locale: Locale): Promise<CustomerService> {
  const [settings, footer] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', locale, depth: 0 }),
    payload.findGlobal({ slug: 'footer', locale, depth: 1 }),
  ])
  const service = settings.customerService ?? {}
  const firstQr = (footer.qrCodes ?? []).map((qr) => (typeof qr.image === 'object' && qr.image ? qr.image.url : null)).find(Boolean)
  const weChatUrl = service.weChatUrl || firstQr || ''
  return {
    weChatUrl,
    weChatUrl2: service.weChatUrl2 || weChatUrl,
    weChatUrl3: service.weChatUrl3 || weChatUrl,
    weChatUrl4: service.weChatUrl4 || weChatUrl,
    nickName: service.nickName || '',
  }
}
