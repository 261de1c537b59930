/**
 * In-app browsers of Chinese apps cannot download a file a page makes (spec section 8: "the
 * current browser does not support direct download"): WeChat, QQ, Alipay and Weibo. There the
 * contact popup shows the image for a long press instead.
 */
export type InAppBrowser = 'wechat' | 'qq' | 'alipay' | 'weibo'

const APPS: readonly [InAppBrowser, RegExp][] = [
  ['wechat', /MicroMessenger/i],
  // The QQ app says "QQ/8.9…"; QQ Browser ("MQQBrowser" alone) is a full browser that downloads.
  ['qq', /\sQQ\/\d/],
  ['alipay', /AlipayClient/i],
  ['weibo', /Weibo|__weibo__/i],
]

export function inAppBrowser(userAgent: string): InAppBrowser | null {
  return APPS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null
}
