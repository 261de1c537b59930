/**
 * Login and registration rules (spec section 5) as zod schemas, for the API routes. The browser
 * forms check the same rules with `./rules.ts` (no zod: the login sheet stays small); a unit test
 * keeps both in agreement. Error messages are i18n keys in the `auth` namespace.
 */
import { z } from 'zod'

import { mobileNumberRule } from '@/lib/phone/mobile-number'

import { PATTERNS } from './patterns'
import { LOGIN_PASSWORD_MAX, NEW_PASSWORD_PATTERN, SMS_CODE_PATTERN, stripWhitespace, VALIDATION_KEYS } from './rules'

export { isAlphanumeric, isChinese, isDigits, isEmail, PATTERNS } from './patterns'
export * from './rules'
export { countryOfNumber, normalizePhone } from '@/lib/phone/mobile-number'

/**
 * A mobile number, out in E.164: the spec's mainland rule (bare 11 digits, +86, 0086) or any
 * other country's mobile number written with its calling code (+7 916 123-45-67). Which
 * countries may receive a code is the SMS service's business (src/server/auth/sms-codes.ts).
 */
export const phoneSchema = z.string({ error: VALIDATION_KEYS.phoneRequired }).transform((raw, ctx) => {
  const result = mobileNumberRule(raw)
  if (result.error === null) return result.value
  ctx.addIssue({ code: 'custom', message: result.error })
  return z.NEVER
})

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

export const emailSchema = z.string({ error: VALIDATION_KEYS.email }).trim().regex(PATTERNS.email, { error: VALIDATION_KEYS.email })
export const chineseSchema = z.string({ error: VALIDATION_KEYS.chinese }).trim().regex(PATTERNS.chinese, { error: VALIDATION_KEYS.chinese })
export const digitsSchema = z.string({ error: VALIDATION_KEYS.digits }).transform(stripWhitespace).pipe(z.string().regex(PATTERNS.digits, { error: VALIDATION_KEYS.digits }))
export const alphanumericSchema = z.string({ error: VALIDATION_KEYS.alphanumeric }).trim().regex(PATTERNS.alphanumeric, { error: VALIDATION_KEYS.alphanumeric })

/** SMS code purposes: log = login, res = reset password, reg = register. */
export const sendTypeSchema = z.enum(['log', 'res', 'reg'])

/** The first error's i18n key, or null when `value` passes (handy for per-field form errors). */
export function validationError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? null)
}
