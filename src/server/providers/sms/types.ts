import type { Locale } from '@/lib/i18n/locales'

export type SmsPurpose = 'log' | 'res' | 'reg'
export type SmsMessage = {
  phone: string /* E.164: +8613800138000, +79161234567 */
  code: string
  purpose: SmsPurpose
  minutes: number /* validity */
  /** The requester's language: the local provider writes the text in it (Tencent uses its approved templates). */
  locale?: Locale
}
export interface SmsProvider {
  readonly name: string
  /** Whether a code can go to this E.164 number at all (Tencent: an international template is configured for numbers outside mainland China). */
  reaches(phone: string): boolean
  send(message: SmsMessage): Promise<void>
}
export class SmsSendError extends Error { constructor(message: string, readonly providerCode?: string) { super(message); this.name = 'SmsSendError' } }
