import { describe, expect, it } from 'vitest'

import { loginPasswordRule, newPasswordRule, smsCodeRule } from '@/lib/auth/rules'
import { mobileNumberRule } from '@/lib/phone/mobile-number'

import {
  alphanumericSchema,
  chineseSchema,
  digitsSchema,
  emailSchema,
  isAlphanumeric,
  isChinese,
  isDigits,
  isEmail,
  loginPasswordSchema,
  maskPhone,
  newPasswordSchema,
  normalizePhone,
  passwordSuppleError,
  phoneSchema,
  sendTypeSchema,
  smsCodeSchema,
  VALIDATION_KEYS,
  validationError,
} from '@/lib/auth/validation'

describe('phone', () => {
  it('accepts 11 digits starting with 1, with an optional +86 / 0086 prefix and spaces, out in E.164', () => {
    expect(phoneSchema.parse('13800138000')).toBe('+8613800138000')
    expect(phoneSchema.parse(' 138 0013 8000 ')).toBe('+8613800138000')
    expect(phoneSchema.parse('+8613800138000')).toBe('+8613800138000')
    expect(phoneSchema.parse('0086 13800138000')).toBe('+8613800138000')
  })

  it('accepts other countries\' mobile numbers written with their calling code', () => {
    expect(phoneSchema.parse('+7 916 123-45-67')).toBe('+79161234567')
    expect(phoneSchema.parse('+77011234567')).toBe('+77011234567')
    expect(phoneSchema.parse('00375 29 123 45 67')).toBe('+375291234567')
    // A Moscow landline cannot receive a code; nor can a number too short for its country.
    expect(validationError(phoneSchema, '+74951234567')).toBe(VALIDATION_KEYS.phoneInvalid)
    expect(validationError(phoneSchema, '+7916123456')).toBe(VALIDATION_KEYS.phoneInvalid)
  })

  it('asks for a number when empty, and for a correct one otherwise', () => {
    expect(validationError(phoneSchema, '')).toBe(VALIDATION_KEYS.phoneRequired)
    expect(validationError(phoneSchema, '   ')).toBe(VALIDATION_KEYS.phoneRequired)
    expect(validationError(phoneSchema, undefined)).toBe(VALIDATION_KEYS.phoneRequired)
    for (const bad of ['23800138000', '1380013800', '138001380001', '+8713800138000', '86138001380000', '1380013800a', '+8620123456789', '+86', '+']) {
      expect(validationError(phoneSchema, bad)).toBe(VALIDATION_KEYS.phoneInvalid)
    }
    expect(validationError(phoneSchema, '13800138000')).toBeNull()
  })

  it('normalizes to E.164, or null', () => {
    expect(normalizePhone('+86 138 0013 8000')).toBe('+8613800138000')
    expect(normalizePhone('13800138000')).toBe('+8613800138000')
    expect(normalizePhone('+7 (916) 123-45-67')).toBe('+79161234567')
    expect(normalizePhone('12345')).toBeNull()
    expect(normalizePhone(null)).toBeNull()
  })

  it('masks the middle digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
    expect(maskPhone('+8613800138000')).toBe('138****8000')
    expect(maskPhone('+79161234567')).toBe('+7 916****567')
    expect(maskPhone('+998901234567')).toBe('+998 901****567')
    expect(maskPhone('')).toBe('')
  })
})

describe('SMS code', () => {
  it('is exactly 6 digits, whitespace stripped', () => {
    expect(smsCodeSchema.parse(' 123 456 ')).toBe('123456')
    for (const bad of ['', '12345', '1234567', '12345a', undefined]) {
      expect(validationError(smsCodeSchema, bad)).toBe(VALIDATION_KEYS.smsCode)
    }
  })
})

describe('passwords', () => {
  it('a new password is 6-16 letters and digits, both present', () => {
    for (const good of ['abc123', 'ABCdef1234567890', 'A1b2C3']) expect(validationError(newPasswordSchema, good)).toBeNull()
    for (const bad of ['', 'ab12', 'abcdefgh', '12345678', 'abc123!', 'abc 123', 'a1b2c3d4e5f6g7h8i']) {
      expect(validationError(newPasswordSchema, bad)).toBe(VALIDATION_KEYS.newPassword)
    }
  })

  it('a login password is required, whitespace stripped, at most 32', () => {
    expect(loginPasswordSchema.parse(' pass word ')).toBe('password')
    expect(validationError(loginPasswordSchema, '  ')).toBe(VALIDATION_KEYS.loginPasswordRequired)
    expect(validationError(loginPasswordSchema, 'x'.repeat(32))).toBeNull()
    expect(validationError(loginPasswordSchema, 'x'.repeat(33))).toBe(VALIDATION_KEYS.loginPasswordTooLong)
  })
})

it('send types are log, res and reg', () => {
  expect(sendTypeSchema.options).toEqual(['log', 'res', 'reg'])
  expect(sendTypeSchema.safeParse('login').success).toBe(false)
})

describe('supplementary password (passwordSupple: the new password a second time)', () => {
  it('is required', () => {
    for (const empty of ['', null, undefined]) expect(passwordSuppleError('abc123', empty)).toBe(VALIDATION_KEYS.passwordSuppleRequired)
  })

  it('must equal the new password exactly (case and spaces count)', () => {
    expect(passwordSuppleError('abc123', 'abc123')).toBeNull()
    expect(passwordSuppleError('abc123', 'ABC123')).toBe(VALIDATION_KEYS.passwordMismatch)
    expect(passwordSuppleError('abc123', ' abc123')).toBe(VALIDATION_KEYS.passwordMismatch)
  })
})

describe('the other patterns of section 5', () => {
  it('email', () => {
    for (const good of ['a@b.co', 'service@example.com', 'first.last+tag@mail.example.cn']) expect(isEmail(good), good).toBe(true)
    for (const bad of ['', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b..co', 'a@b.co.', 'ab.co']) expect(isEmail(bad), bad).toBe(false)
    expect(emailSchema.parse(' a@b.co ')).toBe('a@b.co')
    expect(validationError(emailSchema, 'nope')).toBe(VALIDATION_KEYS.email)
  })

  it('Chinese characters only', () => {
    for (const good of ['中文', '跨境数据分析', '㐀']) expect(isChinese(good), good).toBe(true)
    for (const bad of ['', 'abc', '中文a', '中 文', '中文，', '１']) expect(isChinese(bad), bad).toBe(false)
    expect(validationError(chineseSchema, '张三')).toBeNull()
    expect(validationError(chineseSchema, 'Zhang')).toBe(VALIDATION_KEYS.chinese)
  })

  it('digits only (whitespace stripped by the schema)', () => {
    for (const good of ['0', '123456', '0086']) expect(isDigits(good), good).toBe(true)
    for (const bad of ['', '12a', '1.5', '-1', '１２']) expect(isDigits(bad), bad).toBe(false)
    expect(digitsSchema.parse(' 12 34 ')).toBe('1234')
    expect(validationError(digitsSchema, '12a')).toBe(VALIDATION_KEYS.digits)
  })

  it('letters and digits only', () => {
    for (const good of ['abc', 'ABC123', '42']) expect(isAlphanumeric(good), good).toBe(true)
    for (const bad of ['', 'abc_1', 'ab c', 'пароль', '密码1']) expect(isAlphanumeric(bad), bad).toBe(false)
    expect(validationError(alphanumericSchema, 'abc-1')).toBe(VALIDATION_KEYS.alphanumeric)
  })

  it('every message key exists in the auth strings of each language', async () => {
    const { readFileSync } = await import('node:fs')
    for (const locale of ['zh', 'en', 'ru']) {
      const auth = JSON.parse(readFileSync(`locales/${locale}/auth.json`, 'utf8')) as Record<string, Record<string, string>>
      for (const key of Object.values(VALIDATION_KEYS)) {
        const [group, name] = key.split('.')
        expect(auth[group]?.[name], `${locale} ${key}`).toBeTruthy()
      }
    }
  })
})

describe('the browser forms check the same rules as the API (rules.ts without zod, validation.ts with it)', () => {
  const inputs: unknown[] = [
    undefined, null, 123, {}, '', ' ', '13800138000', ' 138 0013 8000 ', '+8613800138000', '008613800138000', '+86 138-0013-8000',
    '+79161234567', '+7 916 123-45-67', '+74951234567', '0079161234567', '+77011234567', '+375291234567', '+998901234567', '+8620123456789', '+1',
    '23800138000', '1380013800', '138001380001', '123456', '12345', '1234567', ' 12 34 56 ', 'abcdef', 'abc123', 'ABC12345', 'abc 123',
    'a1', 'abcdefghij1234567', 'abcdefghij123456', '中文密码1a', 'x'.repeat(32), 'x'.repeat(33), ' '.repeat(40) + 'p', 'pass word',
  ]
  const pairs = [
    // The sheet's check (checkPhoneNumber) is this rule with the library it loads for such numbers.
    ['phone', (input: unknown) => mobileNumberRule(input), phoneSchema],
    ['SMS code', smsCodeRule, smsCodeSchema],
    ['new password', newPasswordRule, newPasswordSchema],
    ['login password', loginPasswordRule, loginPasswordSchema],
  ] as const

  it.each(pairs)('%s', (_name, rule, schema) => {
    for (const input of inputs) {
      const parsed = schema.safeParse(input)
      const expected = parsed.success ? { value: parsed.data, error: null } : { value: null, error: parsed.error.issues[0]?.message }
      expect(rule(input), JSON.stringify(input)).toEqual(expected)
    }
  })
})
