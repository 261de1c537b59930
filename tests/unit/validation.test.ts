import { describe, expect, it } from 'vitest'

import {
  loginPasswordSchema,
  maskPhone,
  newPasswordSchema,
  normalizePhone,
  phoneSchema,
  sendTypeSchema,
  smsCodeSchema,
  VALIDATION_KEYS,
  validationError,
} from '@/lib/auth/validation'

describe('phone', () => {
  it('accepts 11 digits starting with 1, with an optional +86 / 0086 prefix and spaces', () => {
    expect(phoneSchema.parse('13800138000')).toBe('13800138000')
    expect(phoneSchema.parse(' 138 0013 8000 ')).toBe('13800138000')
    expect(phoneSchema.parse('+8613800138000')).toBe('13800138000')
    expect(phoneSchema.parse('0086 13800138000')).toBe('13800138000')
  })

  it('asks for a number when empty, and for a correct one otherwise', () => {
    expect(validationError(phoneSchema, '')).toBe(VALIDATION_KEYS.phoneRequired)
    expect(validationError(phoneSchema, '   ')).toBe(VALIDATION_KEYS.phoneRequired)
    expect(validationError(phoneSchema, undefined)).toBe(VALIDATION_KEYS.phoneRequired)
    for (const bad of ['23800138000', '1380013800', '138001380001', '+8713800138000', '86138001380000', '1380013800a']) {
      expect(validationError(phoneSchema, bad)).toBe(VALIDATION_KEYS.phoneInvalid)
    }
    expect(validationError(phoneSchema, '13800138000')).toBeNull()
  })

  it('normalizes to the 11 digits, or null', () => {
    expect(normalizePhone('+86 138 0013 8000')).toBe('13800138000')
    expect(normalizePhone('12345')).toBeNull()
    expect(normalizePhone(null)).toBeNull()
  })

  it('masks the middle four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
    expect(maskPhone('+8613800138000')).toBe('138****8000')
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
