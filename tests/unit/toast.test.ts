import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { clearTransientToasts, dismissToast, NOTIFICATION_KEYS, showToast, TOAST_DURATION_MS, useToastStore, warnResponseMessage } from '@/lib/toast'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  dismissToast()
  vi.useRealTimers()
})

describe('toast queue', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    showToast('info', 'first')
    showToast('error', 'second')
    expect(useToastStore.getState().toast).toMatchObject({ kind: 'error', message: 'second', persistent: false })
  })

  it('dismisses after 3 s unless persistent', () => {
    showToast('success', 'saved')
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    expect(useToastStore.getState().toast).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(useToastStore.getState().toast).toBeNull()

    showToast('warning', 'sync your clock', { persistent: true, title: 'Reminder' })
    vi.advanceTimersByTime(60_000)
    expect(useToastStore.getState().toast).toMatchObject({ title: 'Reminder', persistent: true })
  })

  it("an old toast's timer does not close its replacement", () => {
    showToast('info', 'first')
    vi.advanceTimersByTime(2000)
    const id = showToast('info', 'second')
    vi.advanceTimersByTime(2000)
    expect(useToastStore.getState().toast?.message).toBe('second')
    dismissToast(id + 1)
    expect(useToastStore.getState().toast?.message).toBe('second')
    dismissToast(id)
    expect(useToastStore.getState().toast).toBeNull()
  })

  it('notification keys of spec section 9: illegalDate (clock reminder) and response_message (the service says no)', () => {
    expect(NOTIFICATION_KEYS).toEqual({ illegalDate: 'illegalDate', responseMessage: 'response_message' })
    showToast('warning', 'sync your clock', { persistent: true, key: NOTIFICATION_KEYS.illegalDate })
    expect(useToastStore.getState().toast).toMatchObject({ key: 'illegalDate' })
    dismissToast(NOTIFICATION_KEYS.responseMessage)
    expect(useToastStore.getState().toast?.key).toBe('illegalDate')
    dismissToast(NOTIFICATION_KEYS.illegalDate)
    expect(useToastStore.getState().toast).toBeNull()

    warnResponseMessage('该手机号已注册')
    expect(useToastStore.getState().toast).toMatchObject({ kind: 'warning', message: '该手机号已注册', key: 'response_message', persistent: false })
  })

  it('a route change clears the transient toast ("SMS sent") but keeps persistent and navigation-result ones', () => {
    showToast('success', 'SMS sent')
    clearTransientToasts()
    expect(useToastStore.getState().toast).toBeNull()

    showToast('warning', 'sync your clock', { persistent: true, key: NOTIFICATION_KEYS.illegalDate })
    clearTransientToasts()
    expect(useToastStore.getState().toast).toMatchObject({ key: 'illegalDate', persistent: true })

    showToast('success', 'welcome', { keepOnNavigation: true })
    clearTransientToasts()
    expect(useToastStore.getState().toast?.message).toBe('welcome')
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(useToastStore.getState().toast).toBeNull()
  })
})
