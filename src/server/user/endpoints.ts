/**
 * The user service's surface: /api/ram/ddqbt/v1 + path → handler, input and rules. Reads like
 * spec section 7. `auth: 'session'` needs the userToken cookie; such POSTs also need the
 * Control-T header (anti-forgery). Paths marked "ours" are not in the spec.
 */
import type { z } from 'zod'

import type { AnswerOf } from '@/server/http/answers'
import type { GuardedEndpoint } from '@/server/http/pipeline'
import * as likes from '@/server/community/likes'
import * as posts from '@/server/community/posts'
import * as records from '@/server/community/records'
import * as communitySchemas from '@/server/community/schemas'
import * as lotterySchemas from '@/server/lottery/schemas'
import * as lottery from '@/server/lottery/service'
import * as identity from '@/server/identity/identity'
import * as identitySchemas from '@/server/identity/schemas'
import * as shopSchemas from '@/server/shops/schemas'
import * as shops from '@/server/shops/service'
import * as schemas from './schemas'
import * as service from './service'
import type { RequestContext, SellerContext, ServiceResult } from '@/server/http/context'
import { uploadImage } from '@/server/uploads/upload'
import * as wechat from '@/server/identity/wechat'

type Run<Input, R extends ServiceResult = ServiceResult> = (ctx: RequestContext, input: Input) => Promise<R>
/** A seller's row: the pipeline found the session, so the handler's context says so in its type. */
type SellerRun<Input, R extends ServiceResult = ServiceResult> = (ctx: SellerContext, input: Input) => Promise<R>

/**
 * A row of the table: the pipeline's guards (src/server/http/pipeline.ts), where its input comes
 * from, its handler. `R`: what the handler answers, kept for the browser's types (answers.ts).
 */
export type Endpoint<R extends ServiceResult = ServiceResult> = GuardedEndpoint & {
  /** Where the input comes from. */
  input: 'body' | 'query' | 'none' | 'multipart'
  /** Stored with its input type erased; the builders below tie it to the schema's output. */
  run: Run<never, R>
}

type Options = Partial<Pick<Endpoint, 'auth' | 'writes' | 'internal'>>
/** A row guests may call: its handler must cope without a session. */
type OpenOptions = Options & { auth: 'none' | 'optional' }
/** A seller's row (the default). */
type SellerOptions = Omit<Options, 'auth'> & { auth?: 'session' }

/** Deny by default: a row is a signed-in seller's unless it says `auth: 'none'` or `'optional'`. */
export const PUBLIC = { auth: 'none' } as const

/** An endpoint whose input is validated by `schema`: `run` receives exactly the schema's output. */
function validated<R extends ServiceResult>(method: Endpoint['method'], input: 'body' | 'query', schema: z.ZodType, run: SellerRun<never, R> | Run<never, R>, options: Options = {}): Endpoint<R> {
  return { method, input, schema, auth: 'session', ...options, run: run as Run<never, R> }
}
function body<S extends z.ZodType, R extends ServiceResult>(schema: S, run: Run<z.output<S>, R>, options: OpenOptions): Endpoint<R>
function body<S extends z.ZodType, R extends ServiceResult>(schema: S, run: SellerRun<z.output<S>, R>, options?: SellerOptions): Endpoint<R>
function body<R extends ServiceResult>(schema: z.ZodType, run: SellerRun<never, R>, options?: Options): Endpoint<R> {
  return validated('POST', 'body', schema, run, options)
}
export function query<S extends z.ZodType, R extends ServiceResult>(method: Endpoint['method'], schema: S, run: Run<z.output<S>, R>, options: OpenOptions): Endpoint<R>
export function query<S extends z.ZodType, R extends ServiceResult>(method: Endpoint['method'], schema: S, run: SellerRun<z.output<S>, R>, options?: SellerOptions): Endpoint<R>
export function query<R extends ServiceResult>(method: Endpoint['method'], schema: z.ZodType, run: SellerRun<never, R>, options?: Options): Endpoint<R> {
  return validated(method, 'query', schema, run, options)
}
/** No input. */
export function call<R extends ServiceResult>(method: Endpoint['method'], run: Run<unknown, R>, options: OpenOptions): Endpoint<R>
export function call<R extends ServiceResult>(method: Endpoint['method'], run: SellerRun<unknown, R>, options?: SellerOptions): Endpoint<R>
export function call<R extends ServiceResult>(method: Endpoint['method'], run: SellerRun<unknown, R>, options: Options = {}): Endpoint<R> {
  return { method, input: 'none', auth: 'session', ...options, run: run as Run<never, R> }
}
export function read<R extends ServiceResult>(run: Run<unknown, R>, options: OpenOptions): Endpoint<R>
export function read<R extends ServiceResult>(run: SellerRun<unknown, R>, options?: SellerOptions): Endpoint<R>
export function read<R extends ServiceResult>(run: SellerRun<unknown, R>, options: Options = {}): Endpoint<R> {
  return { method: 'GET', input: 'none', auth: 'session', ...options, run: run as Run<never, R> }
}
const upload: Endpoint<Awaited<ReturnType<typeof uploadImage>>> = { method: 'POST', input: 'multipart', auth: 'session', run: uploadImage satisfies Run<File | null, ServiceResult> }

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
  // The QA community (spec section 6: these carry the token and Control-T): ask or edit a question,
  // answer or reply, my posts, withdraw a pending post (ours), like or unlike, like counts (ours).
  '/queAndAns/addOrUpdate': body(communitySchemas.questionSchema, posts.saveQuestion, { auth: 'session' }),
  '/queAndAns/replyQuestion': body(communitySchemas.replySchema, posts.saveReply, { auth: 'session' }),
  '/queAndAns/withdraw': body(communitySchemas.withdrawSchema, posts.withdrawPost, { auth: 'session' }),
  '/queAndAns/categories': read(posts.categories, PUBLIC),
  '/queAndAns/pubRecord': query('GET', communitySchemas.recordsSchema, records.myPosts, { auth: 'session' }),
  '/article/likeOrCancel': body(communitySchemas.likeSchema, likes.likeOrCancel, { auth: 'session' }),
  '/article/likeState': query('GET', communitySchemas.likeStateSchema, likes.likeState, { auth: 'optional' }),
  // Images (feedback screenshots, question images); the two /file paths are older names of the same call.
  '/public/uploadImg': upload,
  '/file/imgeUpload': upload,
  '/file/imageUploadNoResize': upload,
  // Token introspection for the workbench (ours), with INTROSPECTION_SECRET.
  '/user/introspect': body(schemas.introspectSchema, service.introspect, { ...PUBLIC, internal: true }),
  // WeChat QR login and binding (src/server/user/wechat.ts): start a scan (intent login / bind /
  // verify), finish it on /oauth (identity/verify wechatVerifyLogin), bind the scanned WeChat to a
  // phone (new or existing account) or, logged in, to this account; unbind (ours); the local
  // provider's simulated phone (ours; 404 with a real WeChat app).
  '/wechat/createLoginQrcode': query('POST', identitySchemas.createQrcodeSchema, wechat.createLoginQrcode, { auth: 'optional' }),
  '/user/createUserAndBindWxV2': body(identitySchemas.createUserAndBindSchema, wechat.createUserAndBindWx, PUBLIC),
  '/user/addWeiXinBind': query('POST', identitySchemas.addWechatBindSchema, wechat.addWechatBind, { auth: 'session' }),
  '/user/removeWeiXinBind': call('POST', wechat.removeWechatBind),
  '/wechat/localScan': body(identitySchemas.localScanSchema, wechat.localScan, PUBLIC),
  // Risk verification (spec section 8) and the passport (src/server/user/identity.ts).
  '/user/identity/verify': body(identitySchemas.identityVerifySchema, identity.identityVerify, { auth: 'optional' }),
  '/user/identity/sendCode': body(identitySchemas.identitySendCodeSchema, identity.sendRiskCode, PUBLIC),
  '/user/auth/passport': query('GET', identitySchemas.passportSchema, identity.passport, { auth: 'session' }),
  // /moreShopAuthorize (ours; the spec names the page, not its calls): my Ozon shops, connect one
  // (Client-Id + API key, checked with Ozon when configured, sealed at rest), remove one.
  '/user-shop/list': read(shops.listShops),
  '/user-shop/authorize': body(shopSchemas.authorizeShopSchema, shops.authorizeShop, { auth: 'session' }),
  '/user-shop/delete': body(shopSchemas.deleteShopSchema, shops.deleteShop, { auth: 'session' }),
  // The lottery (ours, issue 16): state and my chances, the draw, records, winners, invitations, prize claims.
  '/lottery/status': query('GET', lotterySchemas.activitySchema, lottery.status, { auth: 'optional' }),
  '/lottery/draw': body(lotterySchemas.drawSchema, lottery.draw, { auth: 'session' }),
  '/lottery/records': query('GET', lotterySchemas.activitySchema, lottery.records, { auth: 'session' }),
  '/lottery/prizes': read(lottery.prizes),
  '/lottery/winners': query('GET', lotterySchemas.activitySchema, lottery.winners, PUBLIC),
  '/lottery/invitations': query('GET', lotterySchemas.activitySchema, lottery.invitations, { auth: 'session' }),
  '/lottery/claim': query('GET', lotterySchemas.claimQuerySchema, lottery.claim, { auth: 'session' }),
  '/lottery/saveClaim': body(lotterySchemas.claimSchema, lottery.saveDelivery, { auth: 'session' }),
} satisfies Record<string, Endpoint>

/** What the browser gets from each path on success (error answers are `{ code, message }`). */
export type UserAnswers = { [P in keyof typeof USER_ENDPOINTS]: AnswerOf<(typeof USER_ENDPOINTS)[P]> }
export type UserAnswer<P extends keyof UserAnswers> = UserAnswers[P]
