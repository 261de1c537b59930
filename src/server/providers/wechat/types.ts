import type { Locale } from '@/lib/i18n/locales'

/** Who scanned: `unionId` is the login key (the WeChat Open Platform unionid, else the app's openid). */
export type WechatIdentity = { unionId: string; openId: string; nickname: string | null; avatar: string | null }

/**
 * WeChat website login (QR connect): where to send the browser to show the QR code, and the
 * code WeChat hands back to the callback page → who scanned.
 */
export interface WechatProvider {
  readonly name: 'wechat-open' | 'local'
  authorizeUrl(input: { state: string; redirectUri: string; locale: Locale }): string
  /** Throws WechatError when WeChat refuses the code (expired, used, wrong app). */
  exchangeCode(code: string): Promise<WechatIdentity>
}

export class WechatError extends Error {
  constructor(
    message: string,
    /** WeChat's errcode, when it gave one (40029 invalid code, 40163 code used, …). */
    readonly errcode?: number,
  ) {
    super(message)
    this.name = 'WechatError'
  }
}
