import type { Locale } from '@/lib/i18n/locales'

export type SmsPurpose = 'log' | 'res' | 'reg'
export type SmsMessage = {
  phone: string /* 11-digit mainland number */
  code: string
  purpose: SmsPurpose
  minutes: number /* validity */
  /** The requester's language: the local provider writes the text in it (Tencent uses its approved templates). */
  locale?: Locale
}
export interface SmsProvider { readonly name: string; send(message: SmsMessage): Promise<void> }
export class SmsSendError extends Error { constructor(message: string, readonly providerCode?: string) { super(message); this.name = 'SmsSendError' } }
