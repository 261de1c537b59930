import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react'

import { loginPasswordSchema, newPasswordSchema, phoneSchema, smsCodeSchema } from '@/lib/auth/validation'
import { isSuccessCode } from '@/lib/http/client'
import { showToast } from '@/lib/toast'
import { usePromoteStore } from '@/stores/promote'

import * as api from './api'
import { API_CODES, type LoginResponse } from './api'
import type { LoginTab } from './auth-ui'
import styles from './AuthSheet.module.scss'
import { check, Field, SmsCodeButton } from './fields'
import { type FormProps, useSubmitState } from './form-kit'
import { attributionFromPromote, completeLogin } from './session'

type Errors = Partial<Record<'phone' | 'password' | 'code' | 'confirm', string | null>>

/** Focus the first field that has an error. */
function focusFirst(errors: Errors, refs: Partial<Record<keyof Errors, RefObject<HTMLInputElement | null>>>) {
  for (const key of ['phone', 'password', 'code', 'confirm'] as const) {
    if (errors[key]) {
      refs[key]?.current?.focus()
      return
    }
  }
}

/** A login answer: 200 → session + stores; 10099 → "verify on PC" (danger), stop. */
async function handleLoginAnswer(response: LoginResponse, account: string, props: FormProps, t: (key: string) => string, setFormError: (message: string | null) => void) {
  if (response.code === API_CODES.verifyOnPc) {
    showToast('danger', response.message || t('message.requestFailed'))
    return
  }
  if (!isSuccessCode(response.code)) {
    setFormError(response.message || t('message.requestFailed'))
    return
  }
  const outcome = await completeLogin(response, account)
  if (outcome === 'no-session') return
  props.onFinished()
  if (outcome === 'done') showToast('success', t('message.welcome'))
}

/** Sends a code of `sendType` after the captcha; the toast says the service's message. */
export function useSendCode(sendType: 'log' | 'res', captcha: FormProps['captcha'], setFormError: (message: string | null) => void, failureMessage: (error: unknown) => string) {
  const { t } = useTranslation('auth')
  return async (phone: string): Promise<boolean> => {
    const answer = await captcha()
    if (!answer) return false
    setFormError(null)
    try {
      const response = await api.sendSmsCode(sendType, phone, answer)
      if (!isSuccessCode(response.code)) {
        setFormError(response.message || t('message.requestFailed'))
        return false
      }
      showToast('success', response.message || t('message.smsSent'))
      return true
    } catch (error) {
      setFormError(failureMessage(error))
      return false
    }
  }
}

function PasswordLogin(props: FormProps) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const { busy, formError, setFormError, run } = useSubmitState()
  const phoneRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const phone = check(phoneSchema, props.phone)
    const secret = check(loginPasswordSchema, password)
    const next = { phone: phone.error, password: secret.error }
    setErrors(next)
    if (phone.error !== null || secret.error !== null) {
      focusFirst(next, { phone: phoneRef, password: passwordRef })
      return
    }
    void run(async () => {
      const answer = await props.captcha()
      if (!answer) return
      const response = await api.loginWithPassword(phone.value, secret.value, answer)
      await handleLoginAnswer(response, phone.value, props, t, setFormError)
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        id={`${id}-phone`}
        label={t('sheet.phone')}
        value={props.phone}
        onChange={(value) => {
          props.onPhone(value)
          setErrors((current) => ({ ...current, phone: null }))
        }}
        error={errors.phone}
        inputRef={phoneRef}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={16}
        placeholder={t('sheet.phonePlaceholder')}
      />
      <Field
        id={`${id}-password`}
        label={t('sheet.password')}
        value={password}
        onChange={(value) => {
          setPassword(value)
          setErrors((current) => ({ ...current, password: null }))
        }}
        error={errors.password}
        inputRef={passwordRef}
        type="password"
        autoComplete="current-password"
        maxLength={64}
        placeholder={t('sheet.passwordPlaceholder')}
      />
      <div className={styles.formLinks}>
        <button type="button" className={styles.linkButton} onClick={() => props.navigate('reset')}>
          {t('sheet.forgotPassword')}
        </button>
      </div>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} aria-disabled={busy || undefined} data-busy={busy || undefined}>
        {busy ? t('sheet.busy') : t('sheet.loginNow')}
      </button>
    </form>
  )
}

function SmsLogin(props: FormProps) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const { busy, formError, setFormError, run, failureMessage } = useSubmitState()
  const phoneRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const sendCode = useSendCode('log', props.captcha, setFormError, failureMessage)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const phone = check(phoneSchema, props.phone)
    const messageCode = check(smsCodeSchema, code)
    const next = { phone: phone.error, code: messageCode.error }
    setErrors(next)
    if (phone.error !== null || messageCode.error !== null) {
      focusFirst(next, { phone: phoneRef, code: codeRef })
      return
    }
    void run(async () => {
      // Spec section 4: the SMS login carries the invite and campaign data (a first login registers).
      const response = await api.loginWithSms(phone.value, messageCode.value, attributionFromPromote(usePromoteStore.getState()))
      await handleLoginAnswer(response, phone.value, props, t, setFormError)
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        id={`${id}-phone`}
        label={t('sheet.phone')}
        value={props.phone}
        onChange={(value) => {
          props.onPhone(value)
          setErrors((current) => ({ ...current, phone: null }))
        }}
        error={errors.phone}
        inputRef={phoneRef}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={16}
        placeholder={t('sheet.phonePlaceholder')}
      />
      <Field
        id={`${id}-code`}
        label={t('sheet.smsCode')}
        value={code}
        onChange={(value) => {
          setCode(value)
          setErrors((current) => ({ ...current, code: null }))
        }}
        error={errors.code}
        inputRef={codeRef}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('sheet.smsCodePlaceholder')}
        addon={
          <SmsCodeButton
            phone={props.phone}
            onPhoneError={(key) => {
              setErrors((current) => ({ ...current, phone: key }))
              phoneRef.current?.focus()
            }}
            request={sendCode}
            onSent={() => codeRef.current?.focus()}
          />
        }
      />
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} aria-disabled={busy || undefined} data-busy={busy || undefined}>
        {busy ? t('sheet.busy') : t('sheet.loginNow')}
      </button>
    </form>
  )
}

const TABS: LoginTab[] = ['password', 'sms']

/** Login view: password / SMS tabs, "no account? register". */
export function LoginForm({ tab, onTab, ...props }: FormProps & { tab: LoginTab; onTab(tab: LoginTab): void }) {
  const { t } = useTranslation('auth')
  const id = useId()
  const tabRefs = useRef<Partial<Record<LoginTab, HTMLButtonElement | null>>>({})

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab)
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    const next = TABS[(moves[event.key] + TABS.length) % TABS.length]
    onTab(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <>
      <div role="tablist" aria-label={t('sheet.tabsLabel')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => onTab(name)}
            onKeyDown={onTabKey}
          >
            {name === 'password' ? t('sheet.passwordTab') : t('sheet.smsTab')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} className={styles.tabPanel}>
        {tab === 'password' ? <PasswordLogin {...props} /> : <SmsLogin {...props} />}
      </div>
      <p className={styles.switchLine}>
        {t('sheet.noAccount')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => props.navigate('register')}>
          {t('sheet.toRegister')}
        </button>
      </p>
    </>
  )
}

/** "Forgot password": phone, code (type res), new password twice. */
export function ResetPasswordForm(props: FormProps) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const { busy, formError, setFormError, run, failureMessage } = useSubmitState()
  const phoneRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmRef = useRef<HTMLInputElement>(null)
  const sendCode = useSendCode('res', props.captcha, setFormError, failureMessage)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const phone = check(phoneSchema, props.phone)
    const smsCode = check(smsCodeSchema, code)
    const secret = check(newPasswordSchema, password)
    const next: Errors = {
      phone: phone.error,
      code: smsCode.error,
      password: secret.error,
      confirm: secret.error === null && confirm !== password ? 'sheet.passwordMismatch' : null,
    }
    setErrors(next)
    if (phone.error !== null || smsCode.error !== null || secret.error !== null || next.confirm) {
      focusFirst(next, { phone: phoneRef, code: codeRef, password: passwordRef, confirm: confirmRef })
      return
    }
    void run(async () => {
      const response = await api.resetPassword(phone.value, smsCode.value, secret.value, confirm)
      if (!isSuccessCode(response.code)) {
        setFormError(response.message || t('message.requestFailed'))
        return
      }
      showToast('success', response.message || t('message.passwordReset'))
      props.navigate('login', { tab: 'password' })
    })
  }

  const clear = (key: keyof Errors) => setErrors((current) => ({ ...current, [key]: null }))

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          id={`${id}-phone`}
          label={t('sheet.phone')}
          value={props.phone}
          onChange={(value) => {
            props.onPhone(value)
            clear('phone')
          }}
          error={errors.phone}
          inputRef={phoneRef}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
          placeholder={t('sheet.phonePlaceholder')}
        />
        <Field
          id={`${id}-code`}
          label={t('sheet.smsCode')}
          value={code}
          onChange={(value) => {
            setCode(value)
            clear('code')
          }}
          error={errors.code}
          inputRef={codeRef}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('sheet.smsCodePlaceholder')}
          addon={
            <SmsCodeButton
              phone={props.phone}
              onPhoneError={(key) => {
                setErrors((current) => ({ ...current, phone: key }))
                phoneRef.current?.focus()
              }}
              request={sendCode}
              onSent={() => codeRef.current?.focus()}
            />
          }
        />
        <Field
          id={`${id}-password`}
          label={t('sheet.newPassword')}
          value={password}
          onChange={(value) => {
            setPassword(value)
            clear('password')
          }}
          error={errors.password}
          inputRef={passwordRef}
          type="password"
          autoComplete="new-password"
          maxLength={16}
          placeholder={t('sheet.registerPasswordPlaceholder')}
        />
        <Field
          id={`${id}-confirm`}
          label={t('sheet.confirmPassword')}
          value={confirm}
          onChange={(value) => {
            setConfirm(value)
            clear('confirm')
          }}
          error={errors.confirm}
          inputRef={confirmRef}
          type="password"
          autoComplete="new-password"
          maxLength={16}
        />
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} aria-disabled={busy || undefined} data-busy={busy || undefined}>
          {busy ? t('sheet.busy') : t('sheet.resetNow')}
        </button>
      </form>
      <p className={styles.switchLine}>
        <button type="button" className={styles.linkButton} onClick={() => props.navigate('login', { tab: 'password' })}>
          {t('sheet.backToLogin')}
        </button>
      </p>
    </>
  )
}
