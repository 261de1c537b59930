/**
 * The countries whose mobile numbers may sign up. The operator enables them in the admin (site
 * settings → "Sign-up countries") from this list: where Ozon sellers come from and sell to. The
 * calling codes are written out so that the country selector needs no phone library; a unit test
 * checks each against libphonenumber-js.
 */
export const PHONE_COUNTRIES = {
  CN: '86',
  HK: '852',
  MO: '853',
  TW: '886',
  RU: '7',
  KZ: '7',
  BY: '375',
  UZ: '998',
  KG: '996',
  TJ: '992',
  TM: '993',
  AM: '374',
  AZ: '994',
  GE: '995',
  MD: '373',
  MN: '976',
  TR: '90',
  KR: '82',
  JP: '81',
  VN: '84',
  TH: '66',
  MY: '60',
  SG: '65',
  ID: '62',
  IN: '91',
  AE: '971',
  US: '1',
  GB: '44',
  DE: '49',
} as const

export type PhoneCountry = keyof typeof PHONE_COUNTRIES

// Pure: pages that need only the defaults (every page, through _app) do not carry the table.
export const PHONE_COUNTRY_CODES = /* @__PURE__ */ Object.keys(PHONE_COUNTRIES) as PhoneCountry[]

/** Enabled when the operator has not chosen: China, and the countries of Ozon's own markets. */
export const DEFAULT_PHONE_COUNTRIES: readonly PhoneCountry[] = ['CN', 'RU', 'KZ', 'BY', 'UZ']

export const HOME_COUNTRY: PhoneCountry = 'CN'

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && Object.hasOwn(PHONE_COUNTRIES, value)
}

/**
 * The operator's list, in its order, without unknown or repeated codes: the defaults when the
 * setting is missing (settings saved before it existed, the seed's chrome). China is always in it
 * (last, when the list left it out): most of the site's sellers are there.
 */
export function enabledPhoneCountries(raw: readonly unknown[] | null | undefined): PhoneCountry[] {
  if (raw == null) return [...DEFAULT_PHONE_COUNTRIES]
  const list = [...new Set(raw.filter(isPhoneCountry))]
  return list.includes(HOME_COUNTRY) ? list : [...list, HOME_COUNTRY]
}

/**
 * The selector's first choice: Russian pages start at Russia, Chinese ones at China; English ones
 * at the visitor's region (from the browser's languages, en-KZ → Kazakhstan) when it is enabled,
 * else China. Always one of `enabled`.
 */
export function defaultPhoneCountry(locale: string, enabled: readonly PhoneCountry[], browserLanguages: readonly string[] = []): PhoneCountry {
  const wanted: string[] = locale === 'ru' ? ['RU'] : locale === 'en' ? browserLanguages.map((tag) => tag.split('-')[1]?.toUpperCase() ?? '') : []
  wanted.push(HOME_COUNTRY)
  return (wanted.find((code) => enabled.includes(code as PhoneCountry)) as PhoneCountry | undefined) ?? enabled[0] ?? HOME_COUNTRY
}

/** The calling code an E.164 number starts with, when it is one of the list's (longest match). */
export function callingCodeOf(e164: string): string | null {
  const digits = e164.startsWith('+') ? e164.slice(1) : ''
  let best: string | null = null
  for (const code of Object.values(PHONE_COUNTRIES)) {
    if (digits.startsWith(code) && (!best || code.length > best.length)) best = code
  }
  return best
}

/** Names a Chinese site writes its own way (ICU's are longer or differ). */
const ZH_NAMES: Partial<Record<PhoneCountry, string>> = { HK: '中国香港', MO: '中国澳门', TW: '中国台湾' }

/** The country's name in the page's language ("Россия", "哈萨克斯坦"), from the browser's or Node's ICU. */
export function countryName(country: PhoneCountry, locale: string): string {
  if (locale === 'zh' && ZH_NAMES[country]) return ZH_NAMES[country]
  try {
    return new Intl.DisplayNames([locale === 'zh' ? 'zh-CN' : locale], { type: 'region' }).of(country) ?? country
  } catch {
    return country
  }
}
