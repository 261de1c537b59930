import { useTranslation } from 'next-i18next/pages'
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react'
import type { z } from 'zod'

import { phoneSchema } from '@/lib/auth/validation'

import styles from './AuthSheet.module.scss'
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
  hint?: string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'name'>

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby) and announced. */
export function Field({ id, label, value, onChange, error, inputRef, addon, hint, type = 'text', ...input }: FieldProps) {
  const { t } = useTranslation('auth')
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputRow} data-invalid={error ? true : undefined}>
        <input
          ref={inputRef}
          id={id}
          type={type}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}

type SmsButtonProps = {
  phone: string
  /** Shown on the phone field when it does not validate (spec 5: a code needs a valid phone). */
  onPhoneError(key: string): void
  /** Captcha + send; true when a code went out (the countdown starts). */
  request(phone: string): Promise<boolean>
  onSent?(): void
}

/** "Get code" → 60 s countdown ("{n}s", ticking every second) → "Resend" (spec section 4). */
export function SmsCodeButton({ phone, onPhoneError, request, onSent }: SmsButtonProps) {
  const { t } = useTranslation('auth')
  const countdown = useCountdown()
  const [sending, setSending] = useState(false)
  const counting = countdown.remaining > 0
  const unavailable = counting || sending

  const onClick = async () => {
    if (unavailable) return
    const parsed = check(phoneSchema, phone)
    if (parsed.error !== null) {
      onPhoneError(parsed.error)
      return
    }
    setSending(true)
    try {
      if (await request(parsed.value)) {
        countdown.start()
        onSent?.()
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
