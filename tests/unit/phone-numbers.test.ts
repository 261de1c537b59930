import { getCountryCallingCode } from 'libphonenumber-js/mobile'
import { describe, expect, it } from 'vitest'

import { accountOf, phoneRule, VALIDATION_KEYS } from '@/lib/auth/rules'
import { callingCodeOf, countryName, DEFAULT_PHONE_COUNTRIES, defaultPhoneCountry, enabledPhoneCountries, PHONE_COUNTRIES, PHONE_COUNTRY_CODES } from '@/lib/phone/countries'
import { countryOfNumber, mobileNumberRule, parseInternational } from '@/lib/phone/mobile-number'

describe('the country list', () => {
  it('has the calling codes libphonenumber-js has', () => {
    for (const country of PHONE_COUNTRY_CODES) expect(PHONE_COUNTRIES[country], country).toBe(getCountryCallingCode(country))
  })

  it('names each country in zh, en and ru', () => {
    expect(countryName('RU', 'ru')).toBe('Россия')
    expect(countryName('KZ', 'zh')).toBe('哈萨克斯坦')
    expect(countryName('BY', 'en')).toBe('Belarus')
  })

  it('keeps the admin\'s order, drops unknown and repeated codes, defaults when unset, always has China', () => {
    expect(enabledPhoneCountries(['RU', 'CN', 'XX', 'RU', 7])).toEqual(['RU', 'CN'])
    expect(enabledPhoneCountries(['KZ', 'RU'])).toEqual(['KZ', 'RU', 'CN'])
    expect(enabledPhoneCountries(null)).toEqual([...DEFAULT_PHONE_COUNTRIES])
    expect(enabledPhoneCountries([])).toEqual(['CN'])
    expect(countryName('TW', 'zh')).toBe('中国台湾')
  })

  it('starts the selector at the page language\'s country, English pages at the visitor\'s region when enabled', () => {
    expect(defaultPhoneCountry('zh', DEFAULT_PHONE_COUNTRIES)).toBe('CN')
    expect(defaultPhoneCountry('ru', DEFAULT_PHONE_COUNTRIES)).toBe('RU')
    expect(defaultPhoneCountry('ru', ['CN', 'KZ'])).toBe('CN')
    expect(defaultPhoneCountry('en', DEFAULT_PHONE_COUNTRIES, ['en-KZ', 'en'])).toBe('KZ')
    expect(defaultPhoneCountry('en', DEFAULT_PHONE_COUNTRIES, ['en-US'])).toBe('CN')
    expect(defaultPhoneCountry('en', ['RU'], ['en-US'])).toBe('RU')
  })

  it('finds the calling code an E.164 number starts with', () => {
    expect(callingCodeOf('+79161234567')).toBe('7')
    expect(callingCodeOf('+998901234567')).toBe('998')
    expect(callingCodeOf('13800138000')).toBeNull()
  })
})

describe('numbers as the selector and the typed text give them', () => {
  const rule = (raw: string, country: Parameters<typeof phoneRule>[1]) => mobileNumberRule(raw, country)

  it('reads a country\'s own ways of writing its mobile numbers', () => {
    expect(rule('8 916 123-45-67', 'RU').value).toBe('+79161234567')
    expect(rule('(916) 123 45 67', 'RU').value).toBe('+79161234567')
    expect(rule('87011234567', 'KZ').value).toBe('+77011234567')
    expect(rule('29 123 45 67', 'BY').value).toBe('+375291234567')
    expect(rule('90 123 45 67', 'UZ').value).toBe('+998901234567')
  })

  it('refuses landlines and numbers of the wrong length with the spec\'s message', () => {
    expect(rule('8 495 123-45-67', 'RU').error).toBe(VALIDATION_KEYS.phoneInvalid)
    expect(rule('916123456', 'RU').error).toBe(VALIDATION_KEYS.phoneInvalid)
    expect(rule('', 'RU').error).toBe(VALIDATION_KEYS.phoneRequired)
  })

  it('takes a mainland number typed with another country chosen (a Chinese seller on a Russian page) when it is no number of that country', () => {
    expect(rule('13800138000', 'RU').value).toBe('+8613800138000')
    expect(rule('138 0013 8000', 'KZ').value).toBe('+8613800138000')
    // 8 916 … is a Russian number, never read as a mainland one.
    expect(rule('89161234567', 'RU').value).toBe('+79161234567')
    expect(phoneRule('13800138000', 'RU').value).toBe('+8613800138000')
  })

  it('lets a typed calling code win over the selector; a +86 number keeps the spec\'s rule', () => {
    expect(rule('+7 916 123 45 67', 'CN').value).toBe('+79161234567')
    expect(rule('+86 138 0013 8000', 'RU').value).toBe('+8613800138000')
    expect(rule('+86 238 0013 8000', 'RU').error).toBe(VALIDATION_KEYS.phoneInvalid)
  })

  it('refuses another country\'s number when the library was not given (the sheet loads it first)', () => {
    expect(phoneRule('+79161234567', 'CN').error).toBe(VALIDATION_KEYS.phoneInvalid)
    expect(phoneRule('9161234567', 'RU', parseInternational).value).toBe('+79161234567')
  })

  it('names the account as the spec\'s API does: 11 digits in mainland China, E.164 elsewhere', () => {
    expect(accountOf('+8613800138000')).toBe('13800138000')
    expect(accountOf('+79161234567')).toBe('+79161234567')
  })

  it('tells Russia from Kazakhstan under +7', () => {
    expect(countryOfNumber('+79161234567')).toBe('RU')
    expect(countryOfNumber('+77011234567')).toBe('KZ')
    expect(countryOfNumber('+8613800138000')).toBe('CN')
    expect(countryOfNumber('+8610000000000')).toBe('CN')
  })
})
