/** Issue 16: when a campaign runs, which day a daily chance belongs to, and the delivery form's rules. */
import { describe, expect, it } from 'vitest'

import { campaignPhase } from '@/server/lottery/campaigns'
import { dayKey } from '@/server/lottery/chances'
import { claimSchema, drawSchema } from '@/server/lottery/schemas'

describe('campaignPhase', () => {
  const campaign = { startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-31T16:00:00.000Z' }

  it('is upcoming before the start, running from the start to the end inclusive, ended after', () => {
    expect(campaignPhase(campaign, new Date('2026-11-30T23:59:59.999Z'))).toBe('upcoming')
    expect(campaignPhase(campaign, new Date('2026-12-01T00:00:00.000Z'))).toBe('running')
    expect(campaignPhase(campaign, new Date('2026-12-31T16:00:00.000Z'))).toBe('running')
    expect(campaignPhase(campaign, new Date('2026-12-31T16:00:00.001Z'))).toBe('ended')
  })
})

describe('dayKey', () => {
  it('follows the sellers’ calendar day, not UTC’s', () => {
    expect(dayKey(new Date('2026-11-24T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-24')
    expect(dayKey(new Date('2026-11-24T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-11-25')
    expect(dayKey(new Date('2026-11-24T16:00:00Z'), 'Europe/Moscow')).toBe('2026-11-24')
  })
})

describe('request schemas', () => {
  it('takes the default activity (4) when none is named, and refuses a malformed request id', () => {
    expect(drawSchema.parse({ requestId: 'abcdefgh' })).toEqual({ actId: 4, requestId: 'abcdefgh' })
    for (const requestId of ['short', 'x'.repeat(65), 'with space!', '']) {
      expect(drawSchema.safeParse({ requestId }).error?.issues[0]?.message).toBe('invalidRequestId')
    }
    expect(drawSchema.safeParse({ actId: 0, requestId: 'abcdefgh' }).error?.issues[0]?.message).toBe('invalidActivity')
  })

  it('checks delivery details the way the form does: trimmed name, the site’s phone rule, a usable address', () => {
    const good = claimSchema.parse({ drawId: '7', recipientName: '  李雷 ', recipientPhone: '138 0013 8000', address: '深圳市南山区科技路 1 号' })
    expect(good).toEqual({ drawId: 7, recipientName: '李雷', recipientPhone: '+8613800138000', address: '深圳市南山区科技路 1 号' })
    const message = (input: Record<string, unknown>) => claimSchema.safeParse({ drawId: 7, recipientName: '李雷', recipientPhone: '13800138000', address: '深圳市南山区科技路', ...input }).error?.issues[0]?.message
    expect(message({ recipientName: '   ' })).toBe('recipientNameRequired')
    expect(message({ recipientName: 'x'.repeat(31) })).toBe('recipientNameTooLong')
    expect(message({ recipientPhone: '12345' })).toBe('validation.phoneInvalid')
    expect(message({ address: '' })).toBe('addressRequired')
    expect(message({ address: '深圳' })).toBe('addressTooShort')
    expect(message({ address: 'x'.repeat(301) })).toBe('addressTooLong')
    expect(message({ drawId: 'abc' })).toBe('prizeNotFound')
  })
})
