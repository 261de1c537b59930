import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useId, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { newPasswordRule, passwordSuppleError, smsCodeRule } from '@/lib/auth/rules'
import { isSuccessCode } from '@/lib/http/client'
import { showToast } from '@/lib/toast'

import * as api from './api'
import styles from './AuthSheet.module.scss'
import { FormSubmit, NewPasswordFields, SmsCodeField } from './fields'
import { useFieldErrors, useSendCode, useSubmitState } from './form-kit'
import { useCaptcha } from './SliderCaptcha'

type Props = {
  /** The account's phone (the code goes there; it is not editable here). */
  phone: string
  /** Saved: this session stays signed in. */
  onSaved(): void
  onCancel(): void
}

/**
 * Sets or changes a signed-in seller's password in place (/account): an SMS code to the
 * account's own phone, then the new password twice. Unlike the reset sheet it keeps this session.
 */
export function SetPasswordForm({ phone, onSaved, onCancel }: Props) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { errors, edit, show } = useFieldErrors<'code' | 'password' | 'confirm'>()
  const { busy, formError, setFormError, run, failureMessage } = useSubmitState()
  const { captcha, element: captchaElement } = useCaptcha()
  const phoneRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmRef = useRef<HTMLInputElement>(null)
  const sendCode = useSendCode('res', captcha, setFormError, failureMessage)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const smsCode = smsCodeRule(code)
    const secret = newPasswordRule(password)
    const supple = secret.error === null ? passwordSuppleError(password, confirm) : null
    show({ code: smsCode.error, password: secret.error, confirm: supple }, { code: codeRef, password: passwordRef, confirm: confirmRef })
    if (smsCode.error !== null || secret.error !== null || supple) return
    void run(async () => {
      const response = await api.setPassword(smsCode.value, secret.value, confirm)
      if (!isSuccessCode(response.code)) {
        setFormError(response.message || t('message.requestFailed'))
        return
      }
      showToast('success', response.message || t('message.passwordSaved'))
      onSaved()
    })
  }

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="set-password-form">
        <SmsCodeField
          formId={id}
          value={code}
          onChange={edit('code', setCode)}
          error={errors.code}
          inputRef={codeRef}
          phone={phone}
          phoneRef={phoneRef}
          // The account's own phone always validates; nothing to point at.
          onPhoneError={() => undefined}
          request={sendCode}
        />
        <NewPasswordFields
          formId={id}
          password={password}
          confirm={confirm}
          onPassword={edit('password', setPassword)}
          onConfirm={edit('confirm', setConfirm)}
          errors={errors}
          passwordRef={passwordRef}
          confirmRef={confirmRef}
        />
        <FormSubmit busy={busy} error={formError} label={t('sheet.savePassword')} />
      </form>
      <p className={styles.switchLine}>
        <button type="button" className={buttonClass({ variant: 'link', className: styles.linkButton })} onClick={onCancel}>
          {t('sheet.cancel')}
        </button>
      </p>
      {captchaElement}
    </>
  )
}
