/** WeChat login and binding, risk verification and the passport, under the user service's base (src/server/services.ts merges them). */
import { body, call, type Endpoint, PUBLIC, query } from '@/server/http/endpoint'

import * as identity from './identity'
import * as schemas from './schemas'
import * as wechat from './wechat'

export const IDENTITY_ENDPOINTS = {
  // WeChat QR login and binding (src/server/identity/wechat.ts): start a scan (intent login / bind /
  // verify), finish it on /oauth (identity/verify wechatVerifyLogin), bind the scanned WeChat to a
  // phone (new or existing account) or, logged in, to this account; unbind (ours); the local
  // provider's simulated phone (ours; 404 with a real WeChat app).
  '/wechat/createLoginQrcode': query('POST', schemas.createQrcodeSchema, wechat.createLoginQrcode, { auth: 'optional' }),
  '/user/createUserAndBindWxV2': body(schemas.createUserAndBindSchema, wechat.createUserAndBindWx, PUBLIC),
  '/user/addWeiXinBind': query('POST', schemas.addWechatBindSchema, wechat.addWechatBind, { auth: 'session' }),
  '/user/removeWeiXinBind': call('POST', wechat.removeWechatBind),
  '/wechat/localScan': body(schemas.localScanSchema, wechat.localScan, PUBLIC),
  // Risk verification (spec section 8) and the passport (src/server/identity/identity.ts).
  '/user/identity/verify': body(schemas.identityVerifySchema, identity.identityVerify, { auth: 'optional' }),
  '/user/identity/sendCode': body(schemas.identitySendCodeSchema, identity.sendRiskCode, { ...PUBLIC, botSignal: true }),
  '/user/auth/passport': query('GET', schemas.passportSchema, identity.passport, { auth: 'session' }),
} satisfies Record<string, Endpoint>
