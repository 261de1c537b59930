/**
 * Errors of the user service. `code` is the body code the front end switches on; `messageKey`
 * is a key of locales/<lang>/service.json, translated into the caller's language.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey)
    this.name = 'ServiceError'
  }
}

export const CODES = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooMany: 429,
  notConfigured: 501,
  wrongCredentials: 10001,
  codeInvalid: 10002,
  codeTooManyTries: 10003,
  phoneRegistered: 10004,
  captchaFailed: 10005,
  credentialInvalid: 10006,
  smsFailed: 10007,
  passwordNotSet: 10008,
  verifyOnPc: 10099,
  promoteNotBound: 30005,
  restricted: 'RESTRICT_LOGIN',
} as const

export const tooMany = (retryAfterSeconds: number) =>
  new ServiceError(429, CODES.tooMany, 'tooMany', { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) })
export const badRequest = (messageKey = 'badRequest', params?: Record<string, string | number>) =>
  new ServiceError(400, CODES.badRequest, messageKey, params)
export const unauthorized = () => new ServiceError(401, CODES.unauthorized, 'unauthorized')
export const restricted = () => new ServiceError(403, CODES.restricted, 'restricted')
