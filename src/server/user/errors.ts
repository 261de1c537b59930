/**
 * Errors of the user service. `code` is the body code the front end switches on; `messageKey`
 * is a key of locales/<lang>/service.json, translated into the caller's language.
 */
import { SERVICE_CODES as CODES } from '@/lib/auth/codes'

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

export { CODES }

export const tooMany = (retryAfterSeconds: number) =>
  new ServiceError(429, CODES.tooMany, 'tooMany', { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) })
export const badRequest = (messageKey = 'badRequest', params?: Record<string, string | number>) =>
  new ServiceError(400, CODES.badRequest, messageKey, params)
export const unauthorized = () => new ServiceError(401, CODES.unauthorized, 'unauthorized')
export const restricted = () => new ServiceError(403, CODES.restricted, 'restricted')
