/**
 * Which countries' numbers may sign up (site settings, through the page's chrome), for the phone
 * fields. Only the context: _app provides it on every page, so it carries nothing else (the
 * fields read it with usePhoneCountries in ./phone, loaded with the sheet).
 */
import { createContext } from 'react'

import type { PhoneCountry } from '@/lib/phone/countries'

/** null: the page has no chrome (the defaults apply). */
export const PhoneCountriesContext = createContext<readonly PhoneCountry[] | null>(null)
