/**
 * Every error the user service answers, once: the message key (locales/<lang>/service.json,
 * translated into the caller's language) → HTTP status and the body code the front end switches
 * on. Code raises them by name: `throw fail('captchaFailed')`.
 */
import { SERVICE_CODES as CODES } from '@/lib/auth/codes'
import type { Locale } from '@/lib/i18n/locales'
import { translate } from './messages'

type ErrorSpec = { status: number; code: number | string }

const bad = { status: 400, code: CODES.badRequest }

export const ERRORS = {
  // The request itself
  badRequest: bad,
  badJson: bad,
  riskMissing: bad,
  clockSkew: bad,
  invalidText: bad,
  uploadMissing: bad,
  uploadEmpty: bad,
  uploadNotImage: bad,
  uploadDimensions: bad,
  badReportQuery: bad,
  invalidClaimStatus: bad,
  invalidTopUpFilter: bad,
  unsupportedMediaType: { status: 415, code: CODES.badRequest },
  tooLarge: { status: 413, code: CODES.badRequest },
  uploadTooLarge: { status: 413, code: CODES.badRequest },
  notFound: { status: 404, code: CODES.notFound },
  /** Another product's API base (spec section 7's defaults): not served here; says where this site's is. */
  siblingApi: { status: 404, code: CODES.notFound },
  /** This site's own promotion base: no call of the spec is listed under it; says where they are. */
  promoteApiElsewhere: { status: 404, code: CODES.notFound },
  methodNotAllowed: { status: 405, code: 405 },
  // Who is calling
  unauthorized: { status: 401, code: CODES.unauthorized },
  /** A guest (no session cookie) on a seller's call: the general "log in to see more" (spec section 8). */
  loginRequired: { status: 401, code: CODES.unauthorized },
  /** A guest applying from the top-up dialog (spec section 2): "log in to apply for supplementary data". */
  topUpLoginRequired: { status: 401, code: CODES.unauthorized },
  restricted: { status: 403, code: CODES.restricted },
  /** The admin's exports: no CMS login, or not a role the export is for. */
  staffLoginRequired: { status: 401, code: CODES.unauthorized },
  /** The admin's preview link without its collection, id or language. */
  previewInvalid: bad,
  /** The CMS's regeneration call with a scope other than site or paths. */
  revalidateScopeInvalid: bad,
  staffRoleRequired: { status: 403, code: CODES.forbidden },
  forgery: { status: 403, code: CODES.forgery },
  // Limits
  tooMany: { status: 429, code: CODES.tooMany },
  locked: { status: 429, code: CODES.tooMany },
  busy: { status: 429, code: CODES.tooMany },
  /** The collector's per-address budgets (its own words: recording resumes later). */
  collectTooMany: { status: 429, code: CODES.tooMany },
  // Login, codes and accounts
  captchaFailed: { status: 400, code: CODES.captchaFailed },
  botSignalMissing: { status: 400, code: CODES.botSignalMissing },
  botSignalStale: { status: 400, code: CODES.botSignalStale },
  /** The page was opened over plain http: the browser cannot seal the signal. */
  botSignalInsecure: { status: 400, code: CODES.botSignalMissing },
  automationRefused: { status: 403, code: CODES.automationRefused },
  wrongCredentials: { status: 400, code: CODES.wrongCredentials },
  codeInvalid: { status: 400, code: CODES.codeInvalid },
  codeTooManyTries: { status: 400, code: CODES.codeTooManyTries },
  credentialInvalid: { status: 400, code: CODES.credentialInvalid },
  phoneRegistered: { status: 409, code: CODES.phoneRegistered },
  phoneCountry: { status: 400, code: CODES.phoneCountry },
  noAccount: { status: 404, code: CODES.notFound },
  // Sub-accounts (account_select)
  subAccountSelf: bad,
  subAccountNotRegistered: { status: 404, code: CODES.notFound },
  subAccountExists: { status: 409, code: CODES.badRequest },
  subAccountLimit: { status: 409, code: CODES.badRequest },
  subAccountInvitationsFull: { status: 409, code: CODES.badRequest },
  subAccountUnknown: { status: 404, code: CODES.notFound },
  subAccountLabelTooLong: bad,
  subAccountTeamSession: { status: 403, code: CODES.forbidden },
  /** The team chosen at login is not (or no longer) one of the seller's: the credential is kept. */
  subAccountUnavailable: { status: 400, code: CODES.badRequest },
  // Lottery
  activityNotFound: { status: 404, code: CODES.notFound },
  activityNotStarted: { status: 409, code: CODES.activityNotStarted },
  activityEnded: { status: 409, code: CODES.activityEnded },
  noChance: { status: 409, code: CODES.noChance },
  prizeNotFound: { status: 404, code: CODES.notFound },
  prizeNeedsNoDelivery: { status: 409, code: CODES.badRequest },
  prizeShipped: { status: 409, code: CODES.prizeShipped },
  // Distribution
  channelNotFound: { status: 404, code: CODES.notFound },
  couponNotFound: { status: 404, code: CODES.notFound },
  // QA community
  questionNotFound: { status: 404, code: CODES.notFound },
  answerNotFound: { status: 404, code: CODES.notFound },
  postNotFound: { status: 404, code: CODES.notFound },
  postNotEditable: { status: 409, code: CODES.postNotEditable },
  categoryNotFound: { status: 400, code: CODES.badRequest },
  imageNotYours: { status: 400, code: CODES.badRequest },
  likeTargetNotFound: { status: 404, code: CODES.notFound },
  // WeChat login and binding, risk verification, passport
  wechatStateMismatch: { status: 400, code: CODES.wechatState },
  wechatStateExpired: { status: 400, code: CODES.wechatState },
  wechatDeclined: { status: 400, code: CODES.wechatDeclined },
  wechatCodeInvalid: { status: 400, code: CODES.wechatCode },
  wechatBindExpired: { status: 400, code: CODES.wechatState },
  wechatBoundElsewhere: { status: 409, code: CODES.wechatBoundElsewhere },
  phoneHasOtherWechat: { status: 409, code: CODES.wechatBoundElsewhere },
  wechatMismatch: { status: 400, code: CODES.wechatMismatch },
  wechatNameRequired: bad,
  wechatNameTooLong: bad,
  riskTicketInvalid: { status: 400, code: CODES.credentialInvalid },
  riskModeRefused: { status: 400, code: CODES.badRequest },
  passportClientUnknown: bad,
  // Shop authorization
  shopKeyRejected: { status: 400, code: CODES.shopKeyRejected },
  shopLimit: { status: 409, code: CODES.shopLimit },
  shopNotFound: { status: 404, code: CODES.notFound },
  shopsNotConfigured: { status: 501, code: CODES.notConfigured },
  // Profit calculator
  invalidCalculatorDate: bad,
  tariffVersionNotFound: { status: 404, code: CODES.notFound },
  calculationInvalid: bad,
  calculationNoTariffs: bad,
  calculationLimit: { status: 409, code: CODES.calculationLimit },
  calculationNotFound: { status: 404, code: CODES.notFound },
  // Outside the service
  wechatUnavailable: { status: 502, code: CODES.wechatCode },
  translateUnavailable: { status: 502, code: CODES.translateFailed },
  invalidImageUrl: bad,
  imageUnavailable: { status: 502, code: 502 },
  smsFailed: { status: 502, code: CODES.smsFailed },
  wechatNotConfigured: { status: 501, code: CODES.notConfigured },
  introspectionDisabled: { status: 501, code: CODES.notConfigured },
  /** The database cannot be reached right now (src/server/db/unavailable.ts): try again. */
  unavailable: { status: 503, code: 503 },
  serverError: { status: 500, code: 500 },
} as const satisfies Record<string, ErrorSpec>

export type ErrorName = keyof typeof ERRORS

export class ServiceError extends Error {
  readonly status: number
  readonly code: number | string

  constructor(
    /** A catalogue name, or (for input validation) a schema's message key answered as 400. */
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    spec: ErrorSpec = ERRORS[messageKey as ErrorName] ?? bad,
    /** Clear the session cookies with this answer (a stale or restricted session). */
    readonly clearSession = false,
  ) {
    super(messageKey)
    this.name = 'ServiceError'
    this.status = spec.status
    this.code = spec.code
  }
}

export { CODES }

export const fail = (name: ErrorName, params?: Record<string, string | number>) => new ServiceError(name, params)
/** Input that failed a schema: 400 with the schema's message key (auth `validation.*` or service keys). */
export const invalidInput = (messageKey: string) => new ServiceError(messageKey, {}, bad)
export const tooMany = (retryAfterSeconds: number) => fail('tooMany', { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) })
export const unauthorized = (clearSession = false) => new ServiceError('unauthorized', {}, ERRORS.unauthorized, clearSession)
export const restricted = (clearSession = false) => new ServiceError('restricted', {}, ERRORS.restricted, clearSession)

/** What every API answers for an error: its code, the message in the caller's language, the request's id. */
export function errorBody(error: ServiceError, locale: Locale, requestId: string | undefined) {
  return { code: error.code, message: translate(locale, error.messageKey, error.params), requestId }
}
