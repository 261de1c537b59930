/**
 * Login and registration rules of spec section 5 for the browser forms: plain functions, no zod,
 * so that the login sheet's first open loads and evaluates little. The API routes check the same
 * rules with the zod schemas of `./validation.ts`; tests/unit/validation.test.ts runs both on the
 * same inputs. Errors are i18n keys in the `auth` namespace; forms translate them with t(key).
 */
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
export const PHONE_PATTERN = /^(?:\+86|0086)?(1\d{10})$/
export const SMS_CODE_PATTERN = /^\d{6}$/
// 6-16 characters, letters and digits only, at least one of each.
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/


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

/**
 * The supplementary password (`passwordSupple`, spec sections 3 and 5: "Supplementary password
 * required"): the login sheet's reset / set-password view asks for the new password a second
 * time. It is required and must equal the new password exactly (not stripped, like the password).
 */
export function passwordSuppleError(password: string, passwordSupple: string | null | undefined): ValidationKey | null {
  if (!passwordSupple) return VALIDATION_KEYS.passwordSuppleRequired
  return passwordSupple === password ? null : VALIDATION_KEYS.passwordMismatch
}

/** SMS code purposes: log = login, res = reset password, reg = register. */
export type SendType = 'log' | 'res' | 'reg'

/** A rule's cleaned value, or the i18n key of the first thing wrong with it. */
export type RuleResult<T> = { value: T; error: null } | { value: null; error: ValidationKey }

const fail = (error: ValidationKey): RuleResult<never> => ({ value: null, error })

/** A mainland mobile number (+86 / 0086 allowed, spaces ignored): its 11 digits. */
export function phoneRule(raw: unknown): RuleResult<string> {
  if (typeof raw !== 'string') return fail(VALIDATION_KEYS.phoneRequired)
  const phone = stripWhitespace(raw)
  if (phone.length === 0) return fail(VALIDATION_KEYS.phoneRequired)
  if (!PHONE_PATTERN.test(phone)) return fail(VALIDATION_KEYS.phoneInvalid)
  return { value: phone.slice(-PHONE_LENGTH), error: null }
}

/** Six digits (spaces ignored). */
export function smsCodeRule(raw: unknown): RuleResult<string> {
  if (typeof raw !== 'string') return fail(VALIDATION_KEYS.smsCode)
  const code = stripWhitespace(raw)
  return SMS_CODE_PATTERN.test(code) ? { value: code, error: null } : fail(VALIDATION_KEYS.smsCode)
}

/** 6-16 letters and digits, at least one of each; a space is not allowed (not stripped). */
export function newPasswordRule(raw: unknown): RuleResult<string> {
  if (typeof raw !== 'string' || !NEW_PASSWORD_PATTERN.test(raw)) return fail(VALIDATION_KEYS.newPassword)
  return { value: raw, error: null }
}

/** Any password up to 32 characters (spaces ignored), not empty. */
export function loginPasswordRule(raw: unknown): RuleResult<string> {
  if (typeof raw !== 'string') return fail(VALIDATION_KEYS.loginPasswordRequired)
  const password = stripWhitespace(raw)
  if (password.length === 0) return fail(VALIDATION_KEYS.loginPasswordRequired)
  if (password.length > LOGIN_PASSWORD_MAX) return fail(VALIDATION_KEYS.loginPasswordTooLong)
  return { value: password, error: null }
}
