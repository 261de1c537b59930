import { useTranslation } from 'next-i18next/pages'
import { type RefObject, useCallback, useEffect, useState } from 'react'

import { formOpened } from '@/lib/bot-signal/browser'

import { isSuccessCode } from '@/lib/http/client'
import type { PhoneCountry } from '@/lib/phone/countries'
import { showToast } from '@/lib/toast'

import type { CaptchaResult } from './SliderCaptcha'
import { type ApiBody, apiFailure, type CaptchaAnswer, sendSmsCode } from './api'
import type { LoginTab, SheetVariant, SheetView } from './auth-ui'
import type { CodeRequestResult } from './fields'

/** What every form of the sheet gets from the panel around it. */
export type PasswordMode = 'optional' | 'required' | 'hidden'

export type FormProps = {
  /** The phone number is shared by the views (switching keeps it). */
  phone: string
  onPhone(value: string): void
  /** The phone's country, shared the same way. */
  country: PhoneCountry
  onCountry(country: PhoneCountry): void
  captcha(): Promise<CaptchaResult>
  variant: SheetVariant
  /** The activity variant's lottery (actId). */
  activityId?: number
  /** Where a (non-activity) registration goes on to; default /promote/mobile/success. */
  successPath?: string
  /** The register form's password field: optional (default), required, or not shown (SMS code only). */
  password?: PasswordMode
  navigate(view: SheetView, options?: { tab?: LoginTab }): void
  /** Logged in or registered: the sheet closes. */
  onFinished(): void
}

/** Busy flag and the form-level error (announced), with a runner that sets both. */
export function useSubmitState() {
  const { t } = useTranslation('auth')
  // The anti-bot signal's "since the form opened" starts with the first form shown.
  useEffect(() => formOpened(), [])
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)

  /** The service's (translated) message for a failed call, else a generic one. */
  const failureMessage = useCallback((error: unknown) => apiFailure(error).message ?? t('message.requestFailed'), [t])

  const run = useCallback(
    async (task: () => Promise<void>) => {
      setBusy(true)
      setFormError(null)
      try {
        await task()
      } catch (error) {
        setFormError(failureMessage(error))
      } finally {
        setBusy(false)
      }
    },
    [failureMessage],
  )

  return { busy, formError, setFormError, run, failureMessage }
}

/** Field errors: i18n keys (or null) by field name. */
export type FieldErrors<K extends string> = Partial<Record<K, string | null>>

/** A form's field errors: `edit`/`clear` as the fields change, `show` for a submit's validation. */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<FieldErrors<K>>({})
  const setError = (key: K, error: string | null) => setErrors((current) => ({ ...current, [key]: error }))
  const clear = (key: K) => setError(key, null)
  /** An input's onChange: sets the value and clears the field's error. */
  const edit = (key: K, set: (value: string) => void) => (value: string) => {
    set(value)
    clear(key)
  }
  /** Replaces the errors with `next` and focuses the first field (in `refs` order) that has one. */
  const show = (next: FieldErrors<K>, refs: Partial<Record<K, RefObject<HTMLInputElement | null>>>) => {
    setErrors(next)
    const first = (Object.keys(refs) as K[]).find((key) => next[key])
    if (first) refs[first]?.current?.focus()
  }
  return { errors, setError, clear, edit, show }
}

/**
 * A code request refused as too soon (429): the service's message (it names the seconds) as the
 * toast, and the wait for the get-code button's countdown. Null for any other failure, or a 429
 * that says no wait.
 */
export function tooSoon(error: unknown, fallbackMessage: string): { retryAfter: number } | null {
  const failure = apiFailure(error)
  if (failure.status !== 429 || failure.retryAfter === null) return null
  showToast('warning', failure.message ?? fallbackMessage)
  return { retryAfter: failure.retryAfter }
}

/**
 * An SMS code request behind the captcha: `send` is the call (which code, to which phone); the
 * toast says the service's message, a refusal goes to the form. True when a code went out (the
 * get-code button then counts down); a 429's wait when asked too soon (the button counts that down).
 */
export function useCodeRequest(
  send: (phone: string, answer: CaptchaAnswer) => Promise<ApiBody>,
  captcha: FormProps['captcha'],
  setFormError: (message: string | null) => void,
  failureMessage: (error: unknown) => string,
) {
  const { t } = useTranslation('auth')
  return async (phone: string): Promise<CodeRequestResult> => {
    const answer = await captcha()
    if (!answer) return false
    setFormError(null)
    try {
      const response = await send(phone, answer)
      if (!isSuccessCode(response.code)) {
        setFormError(response.message || t('message.requestFailed'))
        return false
      }
      showToast('success', response.message || t('message.smsSent'))
      return true
    } catch (error) {
      const wait = tooSoon(error, t('http.tooMany'))
      if (wait) return wait
      setFormError(failureMessage(error))
      return false
    }
  }
}

/** A code of `sendType` to the phone typed in the form. */
export function useSendCode(sendType: 'log' | 'res', captcha: FormProps['captcha'], setFormError: (message: string | null) => void, failureMessage: (error: unknown) => string) {
  return useCodeRequest((phone, answer) => sendSmsCode(sendType, phone, answer), captcha, setFormError, failureMessage)
}
