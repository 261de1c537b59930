/**
 * The user service's own rows (/api/ram/ddqbt/v1 + path; spec section 7): SMS codes, the captcha,
 * login, registration, passwords, the signed-in seller and the reload sequence after login, token
 * introspection. The other domains under the same base have tables of their own, merged in
 * src/server/services.ts. Paths marked "ours" are not in the spec.
 */
import { body, call, type Endpoint, PUBLIC, query, read } from '@/server/http/endpoint'

import * as schemas from './schemas'
import * as access from './login'
import * as profile from './profile'
import * as subAccounts from './sub-accounts'
import * as verification from './verification'

// Guests' rows the metrics count (service_events_total).
// Code and login requests carry the browser's anti-bot signal (src/server/bot-signal/).
const SMS_CODE = { ...PUBLIC, event: 'sms_code', botSignal: true } as const
const LOGIN = { ...PUBLIC, event: 'login', botSignal: true } as const

export const USER_ENDPOINTS = {
  // SMS codes (types log / res / reg), each after the slider captcha.
  '/public/message': query('POST', schemas.sendCodeQuerySchema, verification.sendCode, SMS_CODE),
  '/public/sendMessageV2': body(schemas.sendCodeSchema, verification.sendCode, SMS_CODE),
  '/public/sendMessageV3': body(schemas.sendCodeSchema, verification.sendCode, SMS_CODE),
  // sendTencentMessage (spec: body type, mobile, ticket, randstr; path not given): the same call.
  '/public/sendTencentMessage': body(schemas.sendCodeSchema, verification.sendCode, SMS_CODE),
  '/user/hasUserSendMessageV2': body(schemas.hasUserSendSchema, verification.hasUserSendMessage, { ...PUBLIC, botSignal: true }),
  '/user/hasUserByMobile': query('GET', schemas.hasUserByMobileSchema, verification.hasUserByMobile, PUBLIC),
  // The key the browser seals its anti-bot signal to (ours; rotates every 6 h).
  '/public/botSignalKey': read(verification.botSignalKey, PUBLIC),
  // Captcha: which provider the browser shows; the local slider's challenge (ours: verifyLocal).
  '/captcha/getUserSessionId': call('POST', verification.captchaSession, PUBLIC),
  '/captcha/verifyLocal': body(schemas.localCaptchaSchema, verification.solveLocalCaptcha, PUBLIC),
  // Login → credential → session; registration; password reset; logout (ours).
  '/user/loginQbt3AccountV2': body(schemas.loginSchema, access.login, LOGIN),
  '/user/loginQbt3AccountPc': body(schemas.loginSchema, access.login, LOGIN),
  '/user/createQbt3AccessTokenV2': body(schemas.createTokenSchema, access.createAccessToken, PUBLIC),
  '/user/registerUserV2': body(schemas.registerSchema, access.register, { ...PUBLIC, event: 'registration' }),
  '/public/resetPassword': body(schemas.resetPasswordSchema, access.resetPassword, { auth: 'optional' }),
  '/user/setPassword': body(schemas.setPasswordSchema, access.setPassword, { auth: 'session' }),
  '/user/logout': call('POST', access.logout, { auth: 'optional' }),
  // The signed-in seller (ours: /user/info) and the reload sequence after login.
  '/user/info': read(profile.userInfo),
  '/user/channelUserInfo': call('POST', profile.channelUserInfo),
  '/user/queryFollowServiceInfo': read(profile.followServiceInfo, PUBLIC),
  '/user-account/giveAway': read(profile.giveAway, { writes: true }),
  '/qbt4-user-window/isOpenWindowV2': read(profile.openWindowConfig),
  '/qbt4-user-window/userGivTrialVipWindow': read(profile.trialWindowShown, { writes: true }),
  '/user/promoteType': read(profile.promoteType),
  '/user-account/userCategoryList': call('POST', profile.categoryList),
  '/user-account/getUserProductAndPolicy': call('POST', profile.productAndPolicy),
  '/user-back/userFeedback': query('GET', schemas.feedbackSchema, profile.feedback, { auth: 'session', writes: true }),
  // Sub-accounts (ours): a main seller's team members, chosen at login (account_select).
  '/user/subAccounts': read(subAccounts.listSubAccounts),
  // Says whether a phone is registered: the same per-address budget as hasUserByMobile, and one per seller, against enumeration.
  '/user/subAccounts/add': body(schemas.addSubAccountSchema, subAccounts.addSubAccount, {
    writes: true,
    limits: [
      ['existencePerIpHour', 'ip'],
      ['subAccountAddsPerSellerDay', 'seller'],
    ],
  }),
  '/user/subAccounts/remove': body(schemas.subAccountMembershipSchema, subAccounts.removeSubAccount, { writes: true }),
  // The member's side: an invitation becomes a team only once accepted; leave declines or leaves.
  '/user/subAccounts/accept': body(schemas.subAccountMembershipSchema, subAccounts.acceptSubAccount, { writes: true }),
  '/user/subAccounts/leave': body(schemas.subAccountMembershipSchema, subAccounts.leaveSubAccount, { writes: true }),
  // Token introspection for the workbench (ours), with INTROSPECTION_SECRET.
  '/user/introspect': body(schemas.introspectSchema, access.introspect, { ...PUBLIC, internal: true }),
} satisfies Record<string, Endpoint>
