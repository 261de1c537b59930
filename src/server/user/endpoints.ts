/**
 * The user service's own rows (/api/ram/ddqbt/v1 + path; spec section 7): SMS codes, the captcha,
 * login, registration, passwords, the signed-in seller and the reload sequence after login, token
 * introspection. The other domains under the same base have tables of their own, merged in
 * src/server/services.ts. Paths marked "ours" are not in the spec.
 */
import { body, call, type Endpoint, PUBLIC, query, read } from '@/server/http/endpoint'

import * as schemas from './schemas'
import * as service from './service'

export const USER_ENDPOINTS = {
  // SMS codes (types log / res / reg), each after the slider captcha.
  '/public/message': query('POST', schemas.sendCodeQuerySchema, service.sendCode, PUBLIC),
  '/public/sendMessageV2': body(schemas.sendCodeSchema, service.sendCode, PUBLIC),
  '/public/sendMessageV3': body(schemas.sendCodeSchema, service.sendCode, PUBLIC),
  // sendTencentMessage (spec: body type, mobile, ticket, randstr; path not given): the same call.
  '/public/sendTencentMessage': body(schemas.sendCodeSchema, service.sendCode, PUBLIC),
  '/user/hasUserSendMessageV2': body(schemas.hasUserSendSchema, service.hasUserSendMessage, PUBLIC),
  '/user/hasUserByMobile': query('GET', schemas.hasUserByMobileSchema, service.hasUserByMobile, PUBLIC),
  // Captcha: which provider the browser shows; the local slider's challenge (ours: verifyLocal).
  '/captcha/getUserSessionId': call('POST', service.captchaSession, PUBLIC),
  '/captcha/verifyLocal': body(schemas.localCaptchaSchema, service.solveLocalCaptcha, PUBLIC),
  // Login → credential → session; registration; password reset; logout (ours).
  '/user/loginQbt3AccountV2': body(schemas.loginSchema, service.login, PUBLIC),
  '/user/loginQbt3AccountPc': body(schemas.loginSchema, service.login, PUBLIC),
  '/user/createQbt3AccessTokenV2': body(schemas.createTokenSchema, service.createAccessToken, PUBLIC),
  '/user/registerUserV2': body(schemas.registerSchema, service.register, PUBLIC),
  '/public/resetPassword': body(schemas.resetPasswordSchema, service.resetPassword, { auth: 'optional' }),
  '/user/setPassword': body(schemas.setPasswordSchema, service.setPassword, { auth: 'session' }),
  '/user/logout': call('POST', service.logout, { auth: 'optional' }),
  // The signed-in seller (ours: /user/info) and the reload sequence after login.
  '/user/info': read(service.userInfo),
  '/user/channelUserInfo': call('POST', service.channelUserInfo),
  '/user/queryFollowServiceInfo': read(service.followServiceInfo, PUBLIC),
  '/user-account/giveAway': read(service.giveAway, { writes: true }),
  '/qbt4-user-window/isOpenWindowV2': read(service.openWindowConfig),
  '/qbt4-user-window/userGivTrialVipWindow': read(service.trialWindowShown, { writes: true }),
  '/user/promoteType': read(service.promoteType),
  '/user-account/userCategoryList': call('POST', service.categoryList),
  '/user-account/getUserProductAndPolicy': call('POST', service.productAndPolicy),
  '/user-back/userFeedback': query('GET', schemas.feedbackSchema, service.feedback, { auth: 'session', writes: true }),
  // Token introspection for the workbench (ours), with INTROSPECTION_SECRET.
  '/user/introspect': body(schemas.introspectSchema, service.introspect, { ...PUBLIC, internal: true }),
} satisfies Record<string, Endpoint>
