/**
 * Issue 19: the risk codes' meaning, and the WeChat providers' contracts: the real WeChat Open
 * Platform provider against a local server speaking WeChat's protocol, the local provider's
 * signed single-use codes.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearsAfterVerification, isRiskCode, RISK_CODES, riskScene, verifyModes } from '@/lib/auth/risk'
import { localProvidersAllowed } from '@/server/providers/startup-check'
import { createLocalWechat } from '@/server/providers/wechat/local'
import { createWechatOpenProvider, wechatConfigFromEnv } from '@/server/providers/wechat/open-platform'
import { WechatError } from '@/server/providers/wechat/types'

describe('risk codes (spec section 8)', () => {
  it('maps every code to the scene the spec names', () => {
    expect(Object.fromEntries(RISK_CODES.map((code) => [code, riskScene(code)]))).toEqual({
      90001: 'reset_low_level',
      90005: 'reset_low_level',
      90002: 'freeze_low_level',
      90006: 'freeze_low_level',
      90003: 'freeze_medium_level',
      90007: 'freeze_medium_level',
      90004: 'freeze_high_level',
      90008: 'freeze_high_level',
      70001: 'anomalous_low_level',
      70002: 'remove_low_level',
    })
  })

  it('says how each level may verify', () => {
    expect(verifyModes(90001, { wechatBound: true, passwordSet: true, via: 'passport' })).toEqual(['message', 'qrCode', 'password'])
    expect(verifyModes(90001, { wechatBound: false })).toEqual(['message'])
    // The login's own proof is no verification.
    expect(verifyModes(90002, { wechatBound: true, passwordSet: true, via: 'password' })).toEqual(['message', 'qrCode'])
    expect(verifyModes(90002, { wechatBound: true, passwordSet: true, via: 'wechat' })).toEqual(['message', 'password'])
    expect(verifyModes(90002, { wechatBound: true, passwordSet: false, via: 'wechat' })).toEqual(['message'])
    expect(verifyModes(90007, { wechatBound: true, passwordSet: true })).toEqual(['message'])
    expect(verifyModes(90004, { wechatBound: true, passwordSet: true })).toEqual([])
    expect(verifyModes(90008, { wechatBound: false })).toEqual([])
    expect(clearsAfterVerification(70001)).toBe(true)
    expect(clearsAfterVerification(90001)).toBe(false)
  })

  it('recognises risk codes only', () => {
    expect(isRiskCode(90003)).toBe(true)
    expect(isRiskCode('70002')).toBe(true)
    for (const other of [200, 10099, '90003.0', ' 90003', null, undefined, 'RESTRICT_LOGIN', 90009]) expect(isRiskCode(other)).toBe(false)
  })
})

describe('WeChat configuration', () => {
  it('is off without variables, complete with both, and names what a half configuration lacks', () => {
    expect(wechatConfigFromEnv({})).toBeNull()
    expect(wechatConfigFromEnv({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' })).toMatchObject({ appId: 'wx1', apiBase: 'https://api.weixin.qq.com', openBase: 'https://open.weixin.qq.com' })
    expect(() => wechatConfigFromEnv({ WECHAT_APP_ID: 'wx1' })).toThrow(/WECHAT_APP_SECRET/)
    expect(() => wechatConfigFromEnv({ WECHAT_APP_SECRET: 's' })).toThrow(/WECHAT_APP_ID/)
  })

  it('runs the local provider only where local providers are allowed', () => {
    expect(localProvidersAllowed({})).toBe(true)
    expect(localProvidersAllowed({ DATABASE_URL: 'postgres://x' })).toBe(false)
    expect(localProvidersAllowed({ DATABASE_URL: 'postgres://x', ALLOW_LOCAL_PROVIDERS: 'true' })).toBe(true)
  })
})

describe('the WeChat Open Platform provider against a server speaking WeChat', () => {
  const seen: URL[] = []
  let mode: 'ok' | 'no-unionid' | 'userinfo-fails' | 'http-500' | 'not-json' = 'ok'
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://wechat')
    seen.push(url)
    res.setHeader('content-type', 'text/plain')
    if (mode === 'http-500') {
      res.statusCode = 500
      return res.end('oops')
    }
    if (mode === 'not-json') return res.end('<html>gateway</html>')
    if (url.pathname === '/sns/oauth2/access_token') {
      if (url.searchParams.get('code') !== 'good') return res.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }))
      return res.end(JSON.stringify({ access_token: 'AT', expires_in: 7200, refresh_token: 'RT', openid: 'OPENID', scope: 'snsapi_login', ...(mode === 'no-unionid' ? {} : { unionid: 'UNIONID' }) }))
    }
    if (url.pathname === '/sns/userinfo') {
      if (mode === 'userinfo-fails') return res.end(JSON.stringify({ errcode: 40001, errmsg: 'invalid credential' }))
      return res.end(JSON.stringify({ openid: 'OPENID', nickname: '小王', headimgurl: 'https://thirdwx.qlogo.cn/x/132', ...(mode === 'no-unionid' ? {} : { unionid: 'UNIONID' }) }))
    }
    res.statusCode = 404
    res.end()
  })
  let provider: ReturnType<typeof createWechatOpenProvider>

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    provider = createWechatOpenProvider({ appId: 'wxAPP', appSecret: 'SECRET', apiBase: base, openBase: 'https://open.weixin.qq.com', timeoutMs: 2000 })
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })

  it('builds the qrconnect address WeChat documents', () => {
    const url = new URL(provider.authorizeUrl({ state: 'S1', redirectUri: 'https://site.example/oauth', locale: 'zh' }))
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect')
    expect(Object.fromEntries(url.searchParams)).toEqual({ appid: 'wxAPP', redirect_uri: 'https://site.example/oauth', response_type: 'code', scope: 'snsapi_login', state: 'S1' })
    expect(url.hash).toBe('#wechat_redirect')
    expect(new URL(provider.authorizeUrl({ state: 'S1', redirectUri: 'https://site.example/ru/oauth', locale: 'ru' })).searchParams.get('lang')).toBe('en')
  })

  it('trades a code for the unionid and profile, with the app id and secret', async () => {
    mode = 'ok'
    seen.length = 0
    expect(await provider.exchangeCode('good')).toEqual({ unionId: 'UNIONID', openId: 'OPENID', nickname: '小王', avatar: 'https://thirdwx.qlogo.cn/x/132' })
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({ appid: 'wxAPP', secret: 'SECRET', code: 'good', grant_type: 'authorization_code' })
    expect(Object.fromEntries(seen[1]!.searchParams)).toEqual({ access_token: 'AT', openid: 'OPENID' })
  })

  it('keys an app without a unionid by its openid, and survives a failing profile', async () => {
    mode = 'no-unionid'
    expect((await provider.exchangeCode('good')).unionId).toBe('openid:OPENID')
    mode = 'userinfo-fails'
    expect(await provider.exchangeCode('good')).toEqual({ unionId: 'UNIONID', openId: 'OPENID', nickname: null, avatar: null })
  })

  it("turns WeChat's errors into WechatError (with errcode when WeChat gave one)", async () => {
    mode = 'ok'
    await expect(provider.exchangeCode('used')).rejects.toMatchObject({ name: 'WechatError', errcode: 40029 })
    mode = 'http-500'
    await expect(provider.exchangeCode('good')).rejects.toBeInstanceOf(WechatError)
    mode = 'not-json'
    await expect(provider.exchangeCode('good')).rejects.toMatchObject({ errcode: undefined })
    const down = createWechatOpenProvider({ appId: 'a', appSecret: 'b', apiBase: 'http://127.0.0.1:9', openBase: 'https://open.weixin.qq.com', timeoutMs: 1000 })
    await expect(down.exchangeCode('good')).rejects.toBeInstanceOf(WechatError)
  })
})

describe('the local WeChat provider', () => {
  const used = new Set<string>()
  let now = 1_000_000
  const local = createLocalWechat({ key: Buffer.alloc(32, 7), claimOnce: async (nonce) => !used.has(nonce) && Boolean(used.add(nonce)), now: () => now })

  it('sends the browser to the simulated scan page of its language', () => {
    expect(local.provider.authorizeUrl({ state: 'abc', redirectUri: 'x', locale: 'zh' })).toBe('/oauth/wechat-scan?state=abc')
    expect(local.provider.authorizeUrl({ state: 'abc', redirectUri: 'x', locale: 'en' })).toBe('/en/oauth/wechat-scan?state=abc')
  })

  it('the same name is the same WeChat user; a code works once, within 5 minutes, unaltered', async () => {
    const first = await local.provider.exchangeCode(local.scan('Li Wei'))
    const again = await local.provider.exchangeCode(local.scan('Li Wei'))
    const other = await local.provider.exchangeCode(local.scan('Wang Fang'))
    expect(first.unionId).toBe(again.unionId)
    expect(first.unionId).not.toBe(other.unionId)
    expect(first.nickname).toBe('Li Wei')

    const code = local.scan('Li Wei')
    await local.provider.exchangeCode(code)
    await expect(local.provider.exchangeCode(code)).rejects.toMatchObject({ errcode: 40163 })

    const late = local.scan('Li Wei')
    now += 5 * 60_000 + 1
    await expect(local.provider.exchangeCode(late)).rejects.toMatchObject({ errcode: 42003 })

    const [payload, signature] = local.scan('Li Wei').split('.')
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), n: 'Wang Fang' })).toString('base64url')
    await expect(local.provider.exchangeCode(`${forged}.${signature}`)).rejects.toMatchObject({ errcode: 40029 })
    await expect(local.provider.exchangeCode('garbage')).rejects.toMatchObject({ errcode: 40029 })
  })
})
