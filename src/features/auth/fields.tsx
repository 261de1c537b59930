import { useTranslation } from 'next-i18next/pages'
import { type InputHTMLAttributes, type ReactNode, type Ref, type RefObject, useEffect, useLayoutEffect, useState } from 'react'
import type { z } from 'zod'

import { Button } from '@/components/ui/Button'
import { Field as UiField } from '@/components/ui/Field'
import { countryName, HOME_COUNTRY, isPhoneCountry, PHONE_COUNTRIES, type PhoneCountry } from '@/lib/phone/countries'

import styles from './AuthSheet.module.scss'
import { checkPhoneNumber, preloadPhoneLibrary, usePhoneCountries } from './phone'
import { useCountdown } from './useCountdown'

/** A schema's parsed value, or the i18n key of its first error. */
export function check<S extends z.ZodType>(schema: S, value: unknown): { value: z.output<S>; error: null } | { value: null; error: string } {
  const result = schema.safeParse(value)
  if (result.success) return { value: result.data, error: null }
  return { value: null, error: result.error.issues[0]?.message ?? 'validation.phoneInvalid' }
}

type FieldProps = {
  id: string
  label: string
  value: string
  onChange(value: string): void
  /** An i18n key (auth namespace) or an already translated message. */
  error?: string | null
  inputRef?: Ref<HTMLInputElement>
  /** Shown at the end of the input row (the get-code button). */
  addon?: ReactNode
  /** Shown at the start of the input row (the country selector). */
  leading?: ReactNode
  hint?: string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'name'>

/**
 * The auth forms' field: the site's Field, with an auth-namespace error and the value a visitor
 * typed before hydration taken over.
 */
export function Field({ id, label, value, onChange, error, inputRef, addon, leading, hint, type = 'text', ...input }: FieldProps) {
  const { t } = useTranslation('auth')
  // What a visitor typed (or a password manager filled in) before React hydrated the page is in
  // the input, not in the state: React keeps it on screen but never reports it. Taken over as the
  // page is hydrated, before anything can re-render the input with the empty state.
  useLayoutEffect(() => {
    const input = document.getElementById(id)
    const typed = input instanceof HTMLInputElement ? input.value : ''
    if (typed !== '' && typed !== value) onChange(typed)
    // Only at mount: afterwards the input and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <UiField
      id={id}
      label={label}
      error={error ? t(error) : null}
      hint={hint}
      addon={addon}
      leading={leading}
      ref={inputRef}
      type={type}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...input}
    />
  )
}

type PhoneFieldProps = Pick<FieldProps, 'value' | 'onChange' | 'error' | 'inputRef'> & {
  /** The form's `useId()`; the input is `${formId}-phone`, the country selector `${formId}-country`. */
  formId: string
  country: PhoneCountry
  onCountry(country: PhoneCountry): void
}

/**
 * The phone number field every form starts with: the country (the admin's list; none shown when
 * only one is enabled) and the number. Choosing a country other than China loads the phone
 * library in the background, so the check on submit does not wait for it.
 */
export function PhoneField({ formId, country, onCountry, ...field }: PhoneFieldProps) {
  const { t, i18n } = useTranslation('auth')
  const enabled = usePhoneCountries()
  useEffect(() => {
    if (country !== HOME_COUNTRY) preloadPhoneLibrary()
  }, [country])
  const choices = enabled.includes(country) ? enabled : [country, ...enabled]
  const selector =
    choices.length > 1 ? (
      <select
        id={`${formId}-country`}
        className={styles.countrySelect}
        aria-label={t('sheet.country')}
        value={country}
        onChange={(event) => {
          if (isPhoneCountry(event.target.value)) onCountry(event.target.value)
        }}
        data-testid="phone-country"
      >
        {choices.map((code) => (
          // ICU's names may differ a little between Node and the browser (Türkiye, Turkey).
          <option key={code} value={code} suppressHydrationWarning>
            +{PHONE_COUNTRIES[code]} {countryName(code, i18n.language)}
          </option>
        ))}
      </select>
    ) : null
  return (
    <Field
      id={`${formId}-phone`}
      label={t('sheet.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={20}
      placeholder={t('sheet.phonePlaceholder')}
      leading={selector}
      {...field}
    />
  )
}

type NewPasswordFieldsProps = {
  /** The form's `useId()`; the inputs are `${formId}-password` and `${formId}-confirm`. */
  formId: string
  password: string
  confirm: string
  onPassword(value: string): void
  onConfirm(value: string): void
  errors: { password?: string | null; confirm?: string | null }
  passwordRef: RefObject<HTMLInputElement | null>
  confirmRef: RefObject<HTMLInputElement | null>
}

/** A new password and the same again (passwordSupple): the reset sheet and the account page. */
export function NewPasswordFields({ formId, password, confirm, onPassword, onConfirm, errors, passwordRef, confirmRef }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth')
  return (
    <>
      <Field
        id={`${formId}-password`}
        label={t('sheet.newPassword')}
        value={password}
        onChange={onPassword}
        error={errors.password}
        inputRef={passwordRef}
        type="password"
        autoComplete="new-password"
        maxLength={16}
        placeholder={t('sheet.registerPasswordPlaceholder')}
      />
      <Field id={`${formId}-confirm`} label={t('sheet.confirmPassword')} value={confirm} onChange={onConfirm} error={errors.confirm} inputRef={confirmRef} type="password" autoComplete="new-password" maxLength={16} />
    </>
  )
}

type SmsCodeFieldProps = Pick<FieldProps, 'value' | 'onChange' | 'error'> &
  Pick<SmsButtonProps, 'phone' | 'country' | 'onPhoneError' | 'request'> & {
    /** The form's `useId()`; the input is `${formId}-code`. */
    formId: string
    inputRef: RefObject<HTMLInputElement | null>
    /** Focused when the phone does not validate (after `onPhoneError`). */
    phoneRef: RefObject<HTMLInputElement | null>
  }

/** The SMS code field with its get-code button; a sent code moves the focus here. */
export function SmsCodeField({ formId, phone, country, onPhoneError, request, inputRef, phoneRef, ...field }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth')
  return (
    <Field
      id={`${formId}-code`}
      label={t('sheet.smsCode')}
      inputRef={inputRef}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('sheet.smsCodePlaceholder')}
      addon={
        <SmsCodeButton
          phone={phone}
          country={country}
          onPhoneError={(key) => {
            onPhoneError(key)
            phoneRef.current?.focus()
          }}
          request={request}
          onSent={() => inputRef.current?.focus()}
        />
      }
      {...field}
    />
  )
}

/** The form-level error (announced) and the submit button, which says when the form is busy. */
export function FormSubmit({ busy, error, label }: { busy: boolean; error: string | null; label: string }) {
  const { t } = useTranslation('auth')
  return (
    <>
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" block className={styles.submit} aria-disabled={busy || undefined} data-busy={busy || undefined}>
        {busy ? t('sheet.busy') : label}
      </Button>
    </>
  )
}

/** A code request's outcome: sent, not sent, or refused as too soon with the seconds still to wait. */
export type CodeRequestResult = boolean | { retryAfter: number }

type SmsButtonProps = {
  /** null: the service knows the phone (a risk verification's code goes to the account's own). */
  phone: string | null
  /** The phone's country (the selector beside it); China when there is none. */
  country?: PhoneCountry
  /** Shown on the phone field when it does not validate (spec 5: a code needs a valid phone). */
  onPhoneError(key: string): void
  /** Captcha + send: true when a code went out (the countdown starts), a wait when refused as too soon (it counts that down). */
  request(phone: string): Promise<CodeRequestResult>
  onSent?(): void
}

/** "Get code" → 60 s countdown ("{n}s", ticking every second) → "Resend" (spec section 4). */
export function SmsCodeButton({ phone, country = HOME_COUNTRY, onPhoneError, request, onSent }: SmsButtonProps) {
  const { t } = useTranslation('auth')
  const countdown = useCountdown()
  const [sending, setSending] = useState(false)
  const counting = countdown.remaining > 0
  const unavailable = counting || sending

  const onClick = async () => {
    if (unavailable) return
    setSending(true)
    try {
      const parsed = phone === null ? { value: '', error: null } : await checkPhoneNumber(phone, country)
      if (parsed.error !== null) {
        onPhoneError(parsed.error)
        return
      }
      const result = await request(parsed.value)
      if (result === true) {
        countdown.start()
        onSent?.()
      } else if (result !== false) {
        countdown.start(result.retryAfter)
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <button
      type="button"
      className={styles.codeButton}
      // aria-disabled, not disabled: the button keeps focus while it counts down.
      aria-disabled={unavailable || undefined}
      title={counting ? t('sheet.countdownLabel', { n: countdown.remaining }) : undefined}
      data-testid="sms-code-button"
      onClick={onClick}
    >
      {counting ? t('sheet.countdown', { n: countdown.remaining }) : countdown.started ? t('sheet.resend') : t('sheet.getCode')}
    </button>
  )
}
