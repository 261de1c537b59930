/**
 * Which countries' numbers may sign up (site settings, through the page's chrome), for the phone
 * fields. Its own small module: _app provides it on every page.
 */
import { createContext, useContext } from 'react'

import { DEFAULT_PHONE_COUNTRIES, type PhoneCountry } from '@/lib/phone/countries'

const PhoneCountries = createContext<readonly PhoneCountry[]>(DEFAULT_PHONE_COUNTRIES)

/** Given in _app from the page's chrome; pages without chrome get the defaults. */
export const PhoneCountriesProvider = PhoneCountries.Provider

export function usePhoneCountries(): readonly PhoneCountry[] {
  return useContext(PhoneCountries)
}
