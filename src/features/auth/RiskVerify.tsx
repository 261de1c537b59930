import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useId, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { loginPasswordRule, smsCodeRule } from '@/lib/auth/rules'
import { isSuccessCode } from '@/lib/http/client'

import * as api from './api'
import type { RiskChallenge, VerifyAnswer } from './api'
import styles from './AuthSheet.module.scss'
import { Field, FormSubmit, SmsCodeButton } from './fields'
import { useCodeRequest, useFieldErrors, useSubmitState } from './form-kit'
import type { CaptchaResult } from './SliderCaptcha'

type Props = {
  challenge: RiskChallenge
  captcha(): Promise<CaptchaResult>
  /** The verification passed: the answer carries the login credential. */
  onVerified(answer: VerifyAnswer): Promise<void> | void
  /** Where the seller returns after a WeChat verification (this page by default). */
  returnTo?: string
  onCancel?(): void
}

/**
 * The identity_auth step (spec sections 3, 4, 8): the account is under a risk level, so before a
 * session starts the seller verifies with an SMS code sent to the account's phone or, when the
 * level allows it and a WeChat is bound, by scanning with that WeChat. A frozen account (no mode)
 * only sees why it cannot log in.
 */
export function RiskVerify({ challenge, captcha, onVerified, returnTo, onCancel }: Props) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const codeRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const { errors, edit, show } = useFieldErrors<'code' | 'password'>()
  const { busy, formError, setFormError, run, failureMessage } = useSubmitState()
  const ticket = challenge.riskTicket ?? ''
  const canSms = challenge.verifyModes.includes('message')
  const canScan = challenge.verifyModes.includes('qrCode')
  const canPassword = challenge.verifyModes.includes('password')

  // The code goes to the account's own phone: the service knows it from the ticket.
  const sendCode = useCodeRequest((_phone, answer) => api.sendRiskCode(ticket, answer), captcha, setFormError, failureMessage)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const messageCode = smsCodeRule(code)
    show({ code: messageCode.error }, { code: codeRef })
    if (messageCode.error !== null) return
    void run(() => verified(api.verifyRiskBySms(ticket, messageCode.value)))
  }

  const submitPassword = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const secret = loginPasswordRule(password)
    show({ password: secret.error }, { password: passwordRef })
    if (secret.error !== null) return
    void run(() => verified(api.verifyRiskByPassword(ticket, secret.value)))
  }

  /** A verification's answer: a pass carries the login credential, a refusal its message. */
  const verified = async (request: Promise<VerifyAnswer>) => {
    const answer = await request
    if (!isSuccessCode(answer.code)) setFormError(answer.message || t('message.requestFailed'))
    else await onVerified(answer)
  }

  const scan = () =>
    void run(async () => {
      const started = await api.createWechatQrcode('verify', { riskTicket: ticket, returnTo: returnTo ?? `${window.location.pathname}${window.location.search}` })
      window.location.assign(started.data.url)
    })

  return (
    <section className={styles.risk} data-testid="risk-verify" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.riskTitle}>
        {canSms ? t('risk.title') : t('risk.frozenTitle')}
      </h3>
      <p className={styles.riskText}>{challenge.message || t(canSms ? 'risk.text' : 'risk.frozenText')}</p>
      {canSms ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.hint}>{t('risk.codeTo', { mobile: challenge.mobile ?? '' })}</p>
          <Field
            id={`${id}-code`}
            label={t('sheet.smsCode')}
            value={code}
            onChange={edit('code', setCode)}
            error={errors.code}
            inputRef={codeRef}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('sheet.smsCodePlaceholder')}
            addon={<SmsCodeButton phone={null} onPhoneError={() => undefined} request={sendCode} onSent={() => codeRef.current?.focus()} />}
          />
          <FormSubmit busy={busy} error={formError} label={t('risk.verify')} />
        </form>
      ) : null}
      {canPassword ? (
        <form className={styles.form} onSubmit={submitPassword} noValidate data-testid="risk-password">
          <p className={styles.hint}>{t('risk.byPassword')}</p>
          <Field
            id={`${id}-password`}
            label={t('sheet.password')}
            value={password}
            onChange={edit('password', setPassword)}
            error={errors.password}
            inputRef={passwordRef}
            type="password"
            autoComplete="current-password"
            maxLength={64}
          />
          <button type="submit" className={buttonClass({ variant: 'secondary', small: true })} aria-disabled={busy || undefined}>
            {t('risk.verifyPassword')}
          </button>
        </form>
      ) : null}
      {canScan ? (
        <p className={styles.switchLine}>
          <button type="button" className={buttonClass({ variant: 'link', className: styles.linkButton })} onClick={scan} data-testid="risk-wechat">
            {t('risk.byWechat')}
          </button>
        </p>
      ) : null}
      {onCancel ? (
        <p className={styles.switchLine}>
          <button type="button" className={buttonClass({ variant: 'link', className: styles.linkButton })} onClick={onCancel}>
            {t('sheet.backToLogin')}
          </button>
        </p>
      ) : null}
    </section>
  )
}
