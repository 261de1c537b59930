export type SmsPurpose = 'log' | 'res' | 'reg'
export type SmsMessage = { phone: string /* 11-digit mainland number */; code: string; purpose: SmsPurpose; minutes: number /* validity */ }
export interface SmsProvider { readonly name: string; send(message: SmsMessage): Promise<void> }
export class SmsSendError extends Error { constructor(message: string, readonly providerCode?: string) { super(message); this.name = 'SmsSendError' } }
