import { describe, expect, it } from 'vitest'

import { SERVICE_CODES } from '@/lib/auth/codes'
import { validateDelivery } from '@/features/lottery/delivery'
import { inviteLink } from '@/features/lottery/invite'
import { drawRefusal, phaseAt, pressAction } from '@/features/lottery/outcome'
import { nextStep, wonOnly } from '@/features/lottery/prize-state'
import { isRequestId, newRequestId } from '@/features/lottery/request-id'

describe('the invite link', () => {
  it('is /lottery?aic= in the page language, with actId only for another lottery', () => {
    expect(inviteLink('https://example.com', 'zh', 'AB12', 4)).toBe('https://example.com/lottery?aic=AB12')
    expect(inviteLink('https://example.com/', 'en', 'AB12', 4)).toBe('https://example.com/en/lottery?aic=AB12')
    expect(inviteLink('http://localhost:3000', 'ru', 'a b&c', 7)).toBe('http://localhost:3000/ru/lottery?aic=a+b%26c&actId=7')
  })
})

describe('the request id of a draw', () => {
  it('matches the service rule, with or without randomUUID', () => {
    expect(isRequestId(newRequestId())).toBe(true)
    const fallback = newRequestId({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => array })
    expect(fallback).toMatch(/^[0-9a-f]{32}$/)
    expect(isRequestId(fallback)).toBe(true)
    expect(isRequestId('short')).toBe(false)
    expect(isRequestId('has space in it')).toBe(false)
  })

  it('differs from press to press', () => {
    expect(newRequestId()).not.toBe(newRequestId())
  })
})

describe('pressing Draw', () => {
  const now = new Date('2026-06-01T00:00:00Z')

  it('reads the phase as the service does', () => {
    expect(phaseAt('2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z', now)).toBe('upcoming')
    expect(phaseAt('2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z', now)).toBe('running')
    expect(phaseAt('2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z', now)).toBe('ended')
  })

  it('says ended first, then asks a guest to register, then checks the start and the chances', () => {
    expect(pressAction({ phase: 'ended', loggedIn: false, chances: null })).toBe('ended')
    expect(pressAction({ phase: 'ended', loggedIn: true, chances: 3 })).toBe('ended')
    expect(pressAction({ phase: 'running', loggedIn: false, chances: null })).toBe('login')
    expect(pressAction({ phase: 'upcoming', loggedIn: false, chances: null })).toBe('login')
    expect(pressAction({ phase: 'upcoming', loggedIn: true, chances: 0 })).toBe('upcoming')
    expect(pressAction({ phase: 'running', loggedIn: true, chances: 0 })).toBe('noChance')
    expect(pressAction({ phase: 'running', loggedIn: true, chances: 2 })).toBe('draw')
    // Status not read yet: the service decides.
    expect(pressAction({ phase: 'running', loggedIn: true, chances: undefined })).toBe('draw')
  })

  it('maps the service refusals', () => {
    expect(drawRefusal({ status: null, code: null })).toBe('network')
    expect(drawRefusal({ status: 401, code: 401 })).toBe('login')
    expect(drawRefusal({ status: 409, code: SERVICE_CODES.activityNotStarted })).toBe('upcoming')
    expect(drawRefusal({ status: 409, code: SERVICE_CODES.activityEnded })).toBe('ended')
    expect(drawRefusal({ status: 409, code: SERVICE_CODES.noChance })).toBe('noChance')
    expect(drawRefusal({ status: 404, code: 404 })).toBe('notFound')
    expect(drawRefusal({ status: 400, code: 400 })).toBe('other')
    expect(drawRefusal({ status: 500, code: 500 })).toBe('other')
  })
})

describe('what a won prize needs next', () => {
  it('per kind and delivery state', () => {
    expect(nextStep({ kind: 'membership', membershipDays: 7, couponCode: null }, null)).toEqual({ kind: 'membership', days: 7 })
    expect(nextStep({ kind: 'membership', membershipDays: 0, couponCode: null }, null)).toEqual({ kind: 'membership', days: null })
    expect(nextStep({ kind: 'coupon', membershipDays: null, couponCode: 'SAVE10' }, null)).toEqual({ kind: 'coupon', code: 'SAVE10' })
    expect(nextStep({ kind: 'coupon', membershipDays: null, couponCode: '' }, null)).toEqual({ kind: 'coupon', code: null })
    const physical = { kind: 'physical' as const, membershipDays: null, couponCode: null }
    expect(nextStep(physical, null)).toEqual({ kind: 'physical', state: 'fill' })
    expect(nextStep(physical, { status: 'pending', trackingNumber: null })).toEqual({ kind: 'physical', state: 'pending' })
    expect(nextStep(physical, { status: 'shipped', trackingNumber: 'SF123' })).toEqual({ kind: 'physical', state: 'shipped', trackingNumber: 'SF123' })
  })

  it('lists only the draws that won', () => {
    const records = [
      { drawId: 3, prize: { name: 'Mug' } },
      { drawId: 2, prize: null },
      { drawId: 1, prize: { name: 'VIP' } },
    ]
    expect(wonOnly(records).map((record) => record.drawId)).toEqual([3, 1])
  })
})

describe('delivery details', () => {
  const good = { recipientName: ' 张三 ', recipientPhone: '+86 138 0013 8000', address: '  上海市浦东新区世纪大道 100 号 ' }

  it('accepts good details, trimmed and with the phone normalised', () => {
    expect(validateDelivery(good)).toEqual({ value: { recipientName: '张三', recipientPhone: '13800138000', address: '上海市浦东新区世纪大道 100 号' }, errors: null })
  })

  it('names each bad field with an i18n key of its namespace', () => {
    expect(validateDelivery({ recipientName: ' ', recipientPhone: '', address: '' }).errors).toEqual({
      recipientName: 'lottery:delivery.errors.nameRequired',
      recipientPhone: 'auth:validation.phoneRequired',
      address: 'lottery:delivery.errors.addressRequired',
    })
    expect(validateDelivery({ recipientName: 'x'.repeat(31), recipientPhone: '12345', address: 'abcd' }).errors).toEqual({
      recipientName: 'lottery:delivery.errors.nameTooLong',
      recipientPhone: 'auth:validation.phoneInvalid',
      address: 'lottery:delivery.errors.addressTooShort',
    })
    expect(validateDelivery({ ...good, address: 'a'.repeat(301) }).errors).toEqual({ address: 'lottery:delivery.errors.addressTooLong' })
    expect(validateDelivery({ ...good, recipientName: 'x'.repeat(30), address: 'a'.repeat(300) }).errors).toBeNull()
  })
})
