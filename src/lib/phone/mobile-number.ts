/**
 * Numbers outside mainland China, checked with libphonenumber-js's "mobile" metadata (valid means
 * a mobile number: an SMS code can reach it). About 34 KB gzipped: the server imports it, the
 * login sheet only when a visitor chooses another country or types another calling code.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile'

import { type InternationalParser, phoneRule } from '@/lib/auth/rules'

import { HOME_COUNTRY, type PhoneCountry } from './countries'

export const parseInternational: InternationalParser = (raw, country) => {
  const parsed = parsePhoneNumberFromString(raw, country)
  return parsed?.isValid() && parsed.country ? parsed.number : null
}

/** The rule of the sheet and the API: E.164, or the i18n key of what is wrong. */
export function mobileNumberRule(raw: unknown, country: PhoneCountry = HOME_COUNTRY) {
  return phoneRule(raw, country, parseInternational)
}

/** The E.164 form of any accepted way of writing a number (bare 11 digits are mainland China), or null. */
export function normalizePhone(raw: string | null | undefined): string | null {
  return mobileNumberRule(raw ?? '').value
}

/** The country an E.164 number belongs to (+7 7xx… is Kazakhstan, +7 9xx… Russia), or null. */
export function countryOfNumber(e164: string): string | null {
  if (/^\+861\d{10}$/.test(e164)) return HOME_COUNTRY
  return parsePhoneNumberFromString(e164)?.country ?? null
}
