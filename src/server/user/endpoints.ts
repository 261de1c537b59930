/**
 * The user service's surface: /api/ram/ddqbt/v1 + path → handler, input and rules. Reads like
 * spec section 7. `auth: 'session'` needs the userToken cookie; such POSTs also need the
 * Control-T header (anti-forgery). Paths marked "ours" are not in the spec.
 */
import type { z } from 'zod'

import * as schemas from './schemas'
import * as service from './service'
import type { RequestContext, ServiceResult } from './service'
import { uploadImage } from './upload'

export type Endpoint = {
  method: 'GET' | 'POST'
  /** Where the input comes from. */
  input: 'body' | 'query' | 'none' | 'multipart'
  schema?: z.ZodType
  auth: 'none' | 'optional' | 'session'
  /** A GET that changes something (spec keeps these as GET): needs Control-T like a POST. */
  writes?: boolean
  /** Server-to-server (workbench): a shared secret instead of the browser's risk header. */
  internal?: boolean
  run: (ctx: RequestContext, input: never) => Promise<ServiceResult>
}

const body = (schema: z.ZodType, run: Endpoint['run'], auth: Endpoint['auth'] = 'none'): Endpoint => ({ method: 'POST', input: 'body', schema, auth, run })
const read = (run: Endpoint['run'], auth: Endpoint['auth'] = 'session'): Endpoint => ({ method: 'GET', input: 'none', auth, run })
const upload: Endpoint = { method: 'POST', input: 'multipart', auth: 'session', run: uploadImage as Endpoint['run'] }
const wechat: Endpoint = { method: 'POST', input: 'none', auth: 'none', run: service.wechatNotConfigured }

export const USER_ENDPOINTS: Record<string, Endpoint> = {
  // SMS codes (types log / res / reg), each after the slider captcha.
  '/public/message': { method: 'POST', input: 'query', schema: schemas.sendCodeQuerySchema, auth: 'none', run: service.sendCode as Endpoint['run'] },
  '/public/sendMessageV2': body(schemas.sendCodeSchema, service.sendCode as Endpoint['run']),
  '/public/sendMessageV3': body(schemas.sendCodeSchema, service.sendCode as Endpoint['run']),
  '/user/hasUserSendMessageV2': body(schemas.hasUserSendSchema, service.hasUserSendMessage as Endpoint['run']),
  '/user/hasUserByMobile': { method: 'GET', input: 'query', schema: schemas.hasUserByMobileSchema, auth: 'none', run: service.hasUserByMobile as Endpoint['run'] },
  // Captcha: which provider the browser shows; the local slider's challenge (ours: verifyLocal).
  '/captcha/getUserSessionId': { method: 'POST', input: 'none', auth: 'none', run: service.captchaSession },
  '/captcha/verifyLocal': body(schemas.localCaptchaSchema, service.solveLocalCaptcha as Endpoint['run']),
  // Login → credential → session; registration; password reset; logout (ours).
  '/user/loginQbt3AccountV2': body(schemas.loginSchema, service.login as Endpoint['run']),
  '/user/loginQbt3AccountPc': body(schemas.loginSchema, service.login as Endpoint['run']),
  '/user/createQbt3AccessTokenV2': body(schemas.createTokenSchema, service.createAccessToken as Endpoint['run']),
  '/user/registerUserV2': body(schemas.registerSchema, service.register as Endpoint['run']),
  '/public/resetPassword': body(schemas.resetPasswordSchema, service.resetPassword as Endpoint['run'], 'optional'),
  '/user/logout': { method: 'POST', input: 'none', auth: 'optional', run: service.logout },
  // The signed-in seller (ours: /user/info) and the reload sequence after login.
  '/user/info': read(service.userInfo),
  '/user/channelUserInfo': { method: 'POST', input: 'none', auth: 'session', run: service.channelUserInfo },
  '/user/queryFollowServiceInfo': read(service.followServiceInfo, 'none'),
  '/user-account/giveAway': { ...read(service.giveAway), writes: true },
  '/qbt4-user-window/isOpenWindowV2': read(service.openWindowConfig),
  '/qbt4-user-window/userGivTrialVipWindow': { ...read(service.trialWindowShown), writes: true },
  '/user/promoteType': read(service.promoteType),
  '/user-account/userCategoryList': { method: 'POST', input: 'none', auth: 'session', run: service.categoryList },
  '/user-account/getUserProductAndPolicy': { method: 'POST', input: 'none', auth: 'session', run: service.productAndPolicy },
  '/user-back/userFeedback': { method: 'GET', input: 'query', schema: schemas.feedbackSchema, auth: 'session', writes: true, run: service.feedback as Endpoint['run'] },
  // Images (feedback screenshots); the two /file paths are older names of the same call.
  '/public/uploadImg': upload,
  '/file/imgeUpload': upload,
  '/file/imageUploadNoResize': upload,
  // Token introspection for the workbench (ours), with INTROSPECTION_SECRET.
  '/user/introspect': { method: 'POST', input: 'body', schema: schemas.introspectSchema, auth: 'none', internal: true, run: service.introspect as Endpoint['run'] },
  // WeChat QR login / binding: "not configured" until WeChat credentials exist.
  '/wechat/createLoginQrcode': wechat,
  '/user/addWeiXinBind': wechat,
  '/user/createUserAndBindWxV2': wechat,
  '/user/identity/verify': wechat,
  '/user/auth/passport': { ...wechat, method: 'GET' },
}
