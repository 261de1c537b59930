import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useId, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { newPasswordRule, passwordSuppleError, smsCodeRule } from '@/lib/auth/rules'
import { isSuccessCode } from '@/lib/http/client'
import { showToast } from '@/lib/toast'

import * as api from './api'
import styles from './AuthSheet.module.scss'
import { FormSubmit, NewPasswordFields, PhoneField, SmsCodeField } from './fields'
import { checkPhoneNumber } from './phone'
import { type FormProps, useFieldErrors, useSendCode, useSubmitState } from './form-kit'

/** "Forgot password": phone, code (type res), new password twice. */
export function ResetPasswordForm(props: FormProps) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { errors, setError, edit, show } = useFieldErrors<'phone' | 'code' | 'password' | 'confirm'>()
  const { busy, formError, setFormError, run, failureMessage } = useSubmitState()
  const phoneRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmRef = useRef<HTMLInputElement>(null)
  const sendCode = useSendCode('res', props.captcha, setFormError, failureMessage)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    // The phone check may load the phone library: inside run(), so the form is busy meanwhile.
    void run(async () => {
      const phone = await checkPhoneNumber(props.phone, props.country)
      const smsCode = smsCodeRule(code)
      const secret = newPasswordRule(password)
      // passwordSupple (spec sections 3, 5): the new password a second time, required and equal.
      const supple = secret.error === null ? passwordSuppleError(password, confirm) : null
      show(
        { phone: phone.error, code: smsCode.error, password: secret.error, confirm: supple },
        // The password's error takes the focus before the code's (kept from the first version).
        { phone: phoneRef, password: passwordRef, code: codeRef, confirm: confirmRef },
      )
      if (phone.error !== null || smsCode.error !== null || secret.error !== null || supple) return
      const response = await api.resetPassword(phone.value, smsCode.value, secret.value, confirm)
      if (!isSuccessCode(response.code)) {
        setFormError(response.message || t('message.requestFailed'))
        return
      }
      showToast('success', response.message || t('message.passwordReset'))
      props.navigate('login', { tab: 'password' })
    })
  }

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PhoneField
          formId={id}
          value={props.phone}
          onChange={edit('phone', props.onPhone)}
          country={props.country}
          onCountry={props.onCountry}
          error={errors.phone}
          inputRef={phoneRef}
        />
        <SmsCodeField
          formId={id}
          value={code}
          onChange={edit('code', setCode)}
          error={errors.code}
          inputRef={codeRef}
          phone={props.phone}
          country={props.country}
          phoneRef={phoneRef}
          onPhoneError={(key) => setError('phone', key)}
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
        <FormSubmit busy={busy} error={formError} label={t('sheet.resetNow')} />
      </form>
      <p className={styles.switchLine}>
        <button type="button" className={buttonClass({ variant: 'link', className: styles.linkButton })} onClick={() => props.navigate('login', { tab: 'password' })}>
          {t('sheet.backToLogin')}
        </button>
      </p>
    </>
  )
}
