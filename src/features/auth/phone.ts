/** The phone number in the auth forms: the country a selector starts at and the check a form runs before it calls the service. */
import { useTranslation } from 'next-i18next/pages'
import { useCallback, useContext, useEffect, useRef, useState } from 'react'

import { accountOf, needsPhoneLibrary, phoneRule, type RuleResult } from '@/lib/auth/rules'
import { DEFAULT_PHONE_COUNTRIES, defaultPhoneCountry, type PhoneCountry } from '@/lib/phone/countries'

import { PhoneCountriesContext } from './phone-countries'

/** The admin's sign-up countries for this page (the defaults on a page without chrome). */
export function usePhoneCountries(): readonly PhoneCountry[] {
  return useContext(PhoneCountriesContext) ?? DEFAULT_PHONE_COUNTRIES
}

const loadPhoneLibrary = () => import('@/lib/phone/mobile-number')

/** Starts loading the phone library (a country other than China was chosen). */
export function preloadPhoneLibrary(): void {
  void loadPhoneLibrary()
}

/**
 * The number as the service's calls take it (a mainland number's 11 digits, others in E.164), or
 * the i18n key of what is wrong. Mainland numbers are checked by the spec's rule at once; others
 * by libphonenumber-js, loaded on first need.
 */
export async function checkPhoneNumber(raw: string, country: PhoneCountry): Promise<RuleResult<string>> {
  const parse = needsPhoneLibrary(raw, country) ? (await loadPhoneLibrary()).parseInternational : undefined
  const result = phoneRule(raw, country, parse)
  return result.error === null ? { value: accountOf(result.value), error: null } : result
}

/**
 * The country a form's selector starts at (Russian pages: Russia; Chinese: China), and its setter.
 * English pages start at China and move to the visitor's region after mounting, when it is
 * enabled (the server cannot know it, and the first render must match the server's).
 */
export function usePhoneCountry(): [PhoneCountry, (country: PhoneCountry) => void] {
  const enabled = usePhoneCountries()
  const { i18n } = useTranslation()
  const locale = i18n?.language ?? 'zh'
  const [country, setCountry] = useState<PhoneCountry>(() => defaultPhoneCountry(locale, enabled))
  const chosen = useRef(false)
  useEffect(() => {
    if (chosen.current || locale !== 'en') return
    setCountry(defaultPhoneCountry(locale, enabled, navigator.languages ?? []))
  }, [locale, enabled])
  const choose = useCallback((next: PhoneCountry) => {
    chosen.current = true
    setCountry(next)
  }, [])
  return [country, choose]
}
