import { describe, expect, it } from 'vitest'

import { resetPasswordSchema, sendCodeQuerySchema, sendCodeSchema } from '@/server/user/schemas'

const captcha = { ticket: 'ticket-1', randstr: 'rand-1' }

describe('SMS code request bodies (spec section 7)', () => {
  it('reads the sendMessageV2 names, sendType and mobilePhone', () => {
    expect(sendCodeSchema.parse({ appName: 'ozon', sendType: 'log', mobilePhone: '138 0013 8000', ...captcha })).toEqual({
      appName: 'ozon',
      sendType: 'log',
      mobilePhone: '+8613800138000',
      ...captcha,
    })
  })

  it('reads the sendTencentMessage names, type and mobile, as the same shape', () => {
    const parsed = sendCodeSchema.parse({ type: 'reg', mobile: '+8613800138000', ...captcha })
    expect(parsed).toEqual({ sendType: 'reg', mobilePhone: '+8613800138000', ...captcha })
    expect(parsed).not.toHaveProperty('type')
    expect(parsed).not.toHaveProperty('mobile')
  })

  it('mixes the two naming styles; where both name a field, sendType / mobilePhone win', () => {
    expect(sendCodeSchema.parse({ sendType: 'res', mobile: '13800138000', ...captcha })).toMatchObject({ sendType: 'res', mobilePhone: '+8613800138000' })
    expect(sendCodeSchema.parse({ type: 'res', mobilePhone: '+8613800138000', ...captcha })).toMatchObject({ sendType: 'res', mobilePhone: '+8613800138000' })
    expect(sendCodeSchema.parse({ sendType: 'log', type: 'reg', mobilePhone: '+8613800138000', mobile: '13900139000', ...captcha })).toMatchObject({
      sendType: 'log',
      mobilePhone: '+8613800138000',
    })
  })

  it('validates the spec names with the same rules (phone, purpose, captcha)', () => {
    const issue = (input: unknown) => {
      const result = sendCodeSchema.safeParse(input)
      return result.success ? null : result.error.issues[0]
    }
    expect(issue({ type: 'log', mobile: '12345', ...captcha })).toMatchObject({ path: ['mobilePhone'], message: 'validation.phoneInvalid' })
    expect(issue({ type: 'log', mobile: '', ...captcha })).toMatchObject({ path: ['mobilePhone'], message: 'validation.phoneRequired' })
    expect(issue({ type: 'login', mobile: '13800138000', ...captcha })).toMatchObject({ path: ['sendType'] })
    expect(issue({ mobile: '13800138000', ...captcha })).toMatchObject({ path: ['sendType'] })
    expect(issue({ type: 'log', mobile: '13800138000', ticket: '', randstr: 'r' })).toMatchObject({ message: 'captchaRequired' })
    expect(issue(null)).not.toBeNull()
    expect(issue(['log'])).not.toBeNull()
  })

  it('the query form (/public/message) takes both too, plus userIp', () => {
    expect(sendCodeQuerySchema.parse({ type: 'log', mobile: '13800138000', userIp: '10.0.0.1', ...captcha })).toEqual({
      sendType: 'log',
      mobilePhone: '+8613800138000',
      userIp: '10.0.0.1',
      ...captcha,
    })
  })
})

describe('password reset: the supplementary password (confirmPassword)', () => {
  const reset = { phone: '13800138000', code: '123456', password: 'abc123' }
  const issue = (input: unknown) => {
    const result = resetPasswordSchema.safeParse(input)
    return result.success ? null : result.error.issues[0]?.message
  }

  it('is required, then must match', () => {
    expect(issue(reset)).toBe('validation.passwordSuppleRequired')
    expect(issue({ ...reset, confirmPassword: '' })).toBe('validation.passwordSuppleRequired')
    expect(issue({ ...reset, confirmPassword: 'abc124' })).toBe('passwordMismatch')
    expect(issue({ ...reset, confirmPassword: 'abc123' })).toBeNull()
  })
})
