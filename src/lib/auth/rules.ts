/**
 * Login and registration rules of spec section 5 for the browser forms: plain functions, no zod,
 * so that the login sheet's first open loads and evaluates little. The API routes check the same
 * rules with the zod schemas of `./validation.ts`; tests/unit/validation.test.ts runs both on the
 * same inputs. Errors are i18n keys in the `auth` namespace; forms translate them with t(key).
 */
import { callingCodeOf, HOME_COUNTRY, type PhoneCountry } from '@/lib/phone/countries'

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

// Optional +86 / 0086 country prefix, then a mainland mobile number: 1 and ten digits (the spec's rule).
export const PHONE_PATTERN = /^(?:\+86|0086)?(1\d{10})$/
/** Typed with China's calling code: the spec's rule decides, not the phone library. */
const MAINLAND_PREFIX = /^(?:\+|00)86/
/** Typed with another calling code (+7 …, 007 …). */
const INTERNATIONAL_PREFIX = /^(?:\+|00)/
export const SMS_CODE_PATTERN = /^\d{6}$/
// 6-16 characters, letters and digits only, at least one of each.
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/


export function stripWhitespace(value: string): string {
  return value.replace(/\s+/g, '')
}

/**
 * A number outside mainland China, checked by libphonenumber-js's mobile metadata
 * (`@/lib/phone/mobile-number`): its E.164 form, or null. Passed in
 * so that the sheet loads the library only for such a number.
 */
export type InternationalParser = (raw: string, country: PhoneCountry) => string | null

/** Whether `raw` with the selector on `country` is a number for the phone library (not the spec's mainland rule). */
export function needsPhoneLibrary(raw: string, country: PhoneCountry = HOME_COUNTRY): boolean {
  const phone = stripWhitespace(raw)
  if (MAINLAND_PREFIX.test(phone)) return false
  return country !== HOME_COUNTRY || INTERNATIONAL_PREFIX.test(phone)
}

/**
 * What a seller's account is called in the spec's API (`account`, `mainAccount`, `mobilePhone`):
 * a mainland number's 11 digits, as the spec has them; any other number in E.164 (+79161234567).
 */
export function accountOf(e164: string): string {
  const mainland = /^\+86(1\d{10})$/.exec(e164)
  return mainland ? mainland[1] : e164
}

/**
 * For display: 138****8000 for a mainland number, +7 916****567 for others (the calling code, the
 * first three and last three digits).
 */
export function maskPhone(raw: string | null | undefined): string {
  const phone = stripWhitespace(raw ?? '')
  const mainland = PHONE_PATTERN.exec(phone)?.[1]
  if (mainland) return `${mainland.slice(0, 3)}****${mainland.slice(-4)}`
  const code = callingCodeOf(phone)
  const national = code ? phone.slice(1 + code.length) : ''
  if (code && national.length > 6) return `+${code} ${national.slice(0, 3)}****${national.slice(-3)}`
  return phone.length <= 7 ? phone : `${phone.slice(0, 3)}****${phone.slice(-4)}`
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

/**
 * A mobile number in E.164 (+8613800138000, +79161234567). With the selector on China (or typed
 * with +86 / 0086) the spec's rule and messages apply: 1 and ten digits, spaces ignored. Other
 * countries' numbers, or one typed with another calling code, go to `parseInternational`; without
 * it such a number is refused (the caller has not loaded the library).
 */
export function phoneRule(raw: unknown, country: PhoneCountry = HOME_COUNTRY, parseInternational?: InternationalParser): RuleResult<string> {
  if (typeof raw !== 'string') return fail(VALIDATION_KEYS.phoneRequired)
  const phone = stripWhitespace(raw)
  if (phone.length === 0) return fail(VALIDATION_KEYS.phoneRequired)
  if (!needsPhoneLibrary(phone, country)) {
    const mainland = PHONE_PATTERN.exec(phone)
    return mainland ? { value: `+86${mainland[1]}`, error: null } : fail(VALIDATION_KEYS.phoneInvalid)
  }
  const parsed = parseInternational?.(raw.trim(), country)
  // A +86 number reached through another country's selector still has to pass the spec's rule.
  if (parsed && !parsed.startsWith('+86')) return { value: parsed, error: null }
  // The selector on +7 (a Russian page) and a mainland number typed as sellers in China always
  // have (or filled in by a password manager): no number of the other country, so it is theirs.
  const mainland = PHONE_PATTERN.exec(phone)
  if (mainland && !INTERNATIONAL_PREFIX.test(phone)) return { value: `+86${mainland[1]}`, error: null }
  return fail(VALIDATION_KEYS.phoneInvalid)
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
