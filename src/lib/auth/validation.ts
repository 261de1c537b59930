/**
 * Login and registration rules (spec section 5), shared by the browser forms and the API routes,
 * so this file must stay free of browser-only and Node-only APIs. Error messages are i18n keys in
 * the `auth` namespace; forms translate them with t(key).
 */
import { z } from 'zod'

import { PATTERNS } from './patterns'

export { isAlphanumeric, isChinese, isDigits, isEmail, PATTERNS } from './patterns'

export const VALIDATION_KEYS = {
  phoneRequired: 'validation.phoneRequired',
  phoneInvalid: 'validation.phoneInvalid',
  smsCode: 'validation.smsCode',
  newPassword: 'validation.newPassword',
  loginPasswordRequired: 'validation.loginPasswordRequired',
  loginPasswordTooLong: 'validation.loginPasswordTooLong',
  passwordSuppleRequired: 'validation.passwordSuppleRequired',
  passwordMismatch: 'validation.passwordMismatch',
  email: 'validation.email',
  chinese: 'validation.chinese',
  digits: 'validation.digits',
  alphanumeric: 'validation.alphanumeric',
} as const
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS]

export const PHONE_LENGTH = 11
export const SMS_CODE_LENGTH = 6
export const NEW_PASSWORD_MIN = 6
export const NEW_PASSWORD_MAX = 16
export const LOGIN_PASSWORD_MAX = 32

// Optional +86 / 0086 country prefix, then a mainland mobile number: 1 and ten digits.
const PHONE_PATTERN = /^(?:\+86|0086)?(1\d{10})$/
const SMS_CODE_PATTERN = /^\d{6}$/
// 6-16 characters, letters and digits only, at least one of each.
const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/


export function stripWhitespace(value: string): string {
  return value.replace(/\s+/g, '')
}

/** The 11-digit mobile number, or null when `raw` is not a valid mainland mobile number. */
export function normalizePhone(raw: string | null | undefined): string | null {
  const match = PHONE_PATTERN.exec(stripWhitespace(raw ?? ''))
  return match ? match[1] : null
}

/** 13800138000 -> 138****8000 (for display only). */
export function maskPhone(raw: string | null | undefined): string {
  const phone = normalizePhone(raw) ?? stripWhitespace(raw ?? '')
  if (phone.length <= 7) return phone
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`
}

// `abort: true` stops at the first failed check, so an empty field reports "required" only.
export const phoneSchema = z
  .string({ error: VALIDATION_KEYS.phoneRequired })
  .transform(stripWhitespace)
  .pipe(
    z
      .string()
      .min(1, { error: VALIDATION_KEYS.phoneRequired, abort: true })
      .regex(PHONE_PATTERN, { error: VALIDATION_KEYS.phoneInvalid }),
  )
  .transform((phone) => phone.slice(-PHONE_LENGTH))

export const smsCodeSchema = z
  .string({ error: VALIDATION_KEYS.smsCode })
  .transform(stripWhitespace)
  .pipe(z.string().regex(SMS_CODE_PATTERN, { error: VALIDATION_KEYS.smsCode }))

// Not stripped: a space is simply not allowed in a new password.
export const newPasswordSchema = z
  .string({ error: VALIDATION_KEYS.newPassword })
  .regex(NEW_PASSWORD_PATTERN, { error: VALIDATION_KEYS.newPassword })

export const loginPasswordSchema = z
  .string({ error: VALIDATION_KEYS.loginPasswordRequired })
  .transform(stripWhitespace)
  .pipe(
    z
      .string()
      .min(1, { error: VALIDATION_KEYS.loginPasswordRequired, abort: true })
      .max(LOGIN_PASSWORD_MAX, { error: VALIDATION_KEYS.loginPasswordTooLong }),
  )

/**
 * The supplementary password (`passwordSupple`, spec sections 3 and 5: "Supplementary password
 * required"): the login sheet's reset / set-password view asks for the new password a second
 * time. It is required and must equal the new password exactly (not stripped, like the password).
 */
export function passwordSuppleError(password: string, passwordSupple: string | null | undefined): ValidationKey | null {
  if (!passwordSupple) return VALIDATION_KEYS.passwordSuppleRequired
  return passwordSupple === password ? null : VALIDATION_KEYS.passwordMismatch
}

export const emailSchema = z.string({ error: VALIDATION_KEYS.email }).trim().regex(PATTERNS.email, { error: VALIDATION_KEYS.email })
export const chineseSchema = z.string({ error: VALIDATION_KEYS.chinese }).trim().regex(PATTERNS.chinese, { error: VALIDATION_KEYS.chinese })
export const digitsSchema = z.string({ error: VALIDATION_KEYS.digits }).transform(stripWhitespace).pipe(z.string().regex(PATTERNS.digits, { error: VALIDATION_KEYS.digits }))
export const alphanumericSchema = z.string({ error: VALIDATION_KEYS.alphanumeric }).trim().regex(PATTERNS.alphanumeric, { error: VALIDATION_KEYS.alphanumeric })

/** SMS code purposes: log = login, res = reset password, reg = register. */
export const sendTypeSchema = z.enum(['log', 'res', 'reg'])
export type SendType = z.infer<typeof sendTypeSchema>

/** The first error's i18n key, or null when `value` passes (handy for per-field form errors). */
export function validationError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? null)
}
