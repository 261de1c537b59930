/**
 * The real WeChat provider: WeChat Open Platform "website application" login
 * (https://developers.weixin.qq.com/doc/oplatform/Website_App/WeChat_Login/Wechat_Login.html):
 * the browser opens open.weixin.qq.com/connect/qrconnect, the seller scans and confirms in WeChat,
 * WeChat redirects to our /oauth with `code` and `state`; the server trades the code for an access
 * token (sns/oauth2/access_token, which names the openid and unionid) and reads the profile
 * (sns/userinfo). Both bases are configurable so the contract test can point them at a local server.
 */
import { type WechatIdentity, type WechatProvider, WechatError } from './types'

export type WechatOpenConfig = { appId: string; appSecret: string; apiBase: string; openBase: string; timeoutMs: number }

type Env = Record<string, string | undefined>

/** WECHAT_APP_ID + WECHAT_APP_SECRET, or null (local provider). Half a configuration throws with the missing name. */
export function wechatConfigFromEnv(env: Env): WechatOpenConfig | null {
  const appId = env.WECHAT_APP_ID?.trim()
  const appSecret = env.WECHAT_APP_SECRET?.trim()
  if (!appId && !appSecret) return null
  const missing = [appId ? null : 'WECHAT_APP_ID', appSecret ? null : 'WECHAT_APP_SECRET'].filter(Boolean)
  if (missing.length) throw new Error(`WeChat login is half configured: set ${missing.join(' and ')} (see .env.example).`)
  return {
    appId: appId!,
    appSecret: appSecret!,
    apiBase: (env.WECHAT_API_BASE?.trim() || 'https://api.weixin.qq.com').replace(/\/$/, ''),
    openBase: (env.WECHAT_OPEN_BASE?.trim() || 'https://open.weixin.qq.com').replace(/\/$/, ''),
    timeoutMs: 8000,
  }
}

type TokenAnswer = { access_token?: string; openid?: string; unionid?: string; errcode?: number; errmsg?: string }
type UserInfoAnswer = { openid?: string; unionid?: string; nickname?: string; headimgurl?: string; errcode?: number; errmsg?: string }

export function createWechatOpenProvider(config: WechatOpenConfig, fetchImpl: typeof fetch = fetch): WechatProvider {
  // WeChat answers JSON, sometimes labelled text/plain; errors come as { errcode, errmsg } with status 200.
  async function getJson<T extends { errcode?: number; errmsg?: string }>(path: string, params: Record<string, string>): Promise<T> {
    const url = `${config.apiBase}${path}?${new URLSearchParams(params)}`
    let response: Response
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(config.timeoutMs) })
    } catch (error) {
      throw new WechatError(`WeChat ${path} unreachable: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (!response.ok) throw new WechatError(`WeChat ${path} answered HTTP ${response.status}`)
    let body: T
    try {
      body = JSON.parse(await response.text()) as T
    } catch {
      throw new WechatError(`WeChat ${path} answered something that is not JSON`)
    }
    if (body.errcode) throw new WechatError(`WeChat ${path}: ${body.errcode} ${body.errmsg ?? ''}`.trim(), body.errcode)
    return body
  }

  return {
    name: 'wechat-open',
    authorizeUrl({ state, redirectUri, locale }) {
      const params = new URLSearchParams({ appid: config.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state })
      // The QR page speaks Chinese or English.
      if (locale !== 'zh') params.set('lang', 'en')
      return `${config.openBase}/connect/qrconnect?${params}#wechat_redirect`
    },
    async exchangeCode(code): Promise<WechatIdentity> {
      const token = await getJson<TokenAnswer>('/sns/oauth2/access_token', { appid: config.appId, secret: config.appSecret, code, grant_type: 'authorization_code' })
      if (!token.access_token || !token.openid) throw new WechatError('WeChat access_token answer lacks access_token or openid')
      // The profile is a nicety: without it the seller is still who WeChat says.
      const info = await getJson<UserInfoAnswer>('/sns/userinfo', { access_token: token.access_token, openid: token.openid }).catch(() => null)
      const unionId = token.unionid || info?.unionid || `openid:${token.openid}`
      return { unionId, openId: token.openid, nickname: info?.nickname?.slice(0, 100) || null, avatar: info?.headimgurl?.slice(0, 500) || null }
    },
  }
}
