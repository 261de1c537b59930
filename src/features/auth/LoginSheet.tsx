import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { loginPasswordRule, smsCodeRule } from '@/lib/auth/rules'
import { isSuccessCode } from '@/lib/http/client'
import { showToast } from '@/lib/toast'

import * as api from './api'
import { API_CODES, isRiskChallenge, type LoginResponse, type RiskChallenge, type VerifyAnswer } from './api'
import { type LoginTab, stepAfterLogin } from './auth-ui'
import styles from './AuthSheet.module.scss'
import { Field, FormSubmit, PhoneField, SmsCodeField } from './fields'
import { checkPhoneNumber } from './phone'
import { type FormProps, useFieldErrors, useSendCode, useSubmitState } from './form-kit'
import { RiskVerify } from './RiskVerify'
import { attributionForSheet, completeLogin } from './session'
import { WechatLogin } from './WechatLogin'

/** An accepted login waiting on a step of the sheet (auth_success, account_select); its credential is not spent yet. */
export type PendingLogin = { login: Parameters<typeof completeLogin>[0]; account: string }

/** `onStep`: the sheet shows auth_success or account_select before the session starts. */
export type LoginStepProps = Pick<FormProps, 'onFinished'> & { onStep?(step: Exclude<ReturnType<typeof stepAfterLogin>, 'session'>, pending: PendingLogin): void }

/**
 * A login answer: 200 → (auth_success after identity_auth, account_select for a team member)
 * session + stores; 10099 → "verify on PC" (danger), stop; a risk code (spec section 8) → the
 * identity_auth step before any session.
 */
export async function handleLoginAnswer(
  response: LoginResponse | VerifyAnswer,
  account: string,
  props: LoginStepProps,
  t: (key: string) => string,
  setFormError: (message: string | null) => void,
  onRisk: (challenge: RiskChallenge) => void,
  { verified = false }: { verified?: boolean } = {},
) {
  if (isRiskChallenge(response)) {
    onRisk(response)
    return
  }
  if (response.code === API_CODES.verifyOnPc) {
    showToast('danger', response.message || t('message.requestFailed'))
    return
  }
  if (!isSuccessCode(response.code)) {
    setFormError(response.message || t('message.requestFailed'))
    return
  }
  const step = stepAfterLogin(response, { verified })
  if (step !== 'session' && props.onStep) {
    props.onStep(step, { login: response, account })
    return
  }
  await finishLogin({ login: response, account }, props, t)
}

/** The session for the seller's own account or the chosen team (`subAccountId`); false when none started, 'expired' when the login must be made again. */
export async function finishLogin({ login, account }: PendingLogin, props: Pick<FormProps, 'onFinished'>, t: (key: string) => string, subAccountId?: number | null): Promise<boolean | 'expired'> {
  const outcome = await completeLogin(login, account, subAccountId)
  if (outcome === 'expired') return 'expired'
  if (outcome === 'no-session') return false
  props.onFinished()
  // A first SMS login from the activity sheet opened an account and may have given a draw.
  if (outcome === 'done') showToast('success', t(login.newSubscriber && login.lotteryChances ? 'message.activityRegistered' : 'message.welcome'))
  return true
}

/**
 * Both login tabs in one form whose phone input is the same element on either tab: a tab switch
 * only swaps the field below it. So a visitor who clicked the SMS tab and went on typing their
 * number while the click waited for React (the runtime starts at idle) keeps every character
 * when the switch lands: the input they type into is not replaced under them.
 */
function LoginFields({ tab, ...props }: FormProps & Pick<LoginStepProps, 'onStep'> & { tab: Exclude<LoginTab, 'wechat'> }) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [challenge, setChallenge] = useState<{ risk: RiskChallenge; account: string } | null>(null)
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const { errors, setError, edit, show } = useFieldErrors<'phone' | 'password' | 'code'>()
  const { busy, formError, setFormError, run, failureMessage } = useSubmitState()
  const phoneRef = useRef<HTMLInputElement>(null)
  const secretRef = useRef<HTMLInputElement>(null)
  const sendCode = useSendCode('log', props.captcha, setFormError, failureMessage)
  // A tab switch starts the form over (errors of the other tab would point at a missing field).
  const [shownTab, setShownTab] = useState(tab)
  if (shownTab !== tab) {
    setShownTab(tab)
    show({}, {})
    setFormError(null)
  }

  // The phone check may load the phone library: inside run(), so the form is busy meanwhile.
  const submitPassword = () =>
    run(async () => {
      const phone = await checkPhoneNumber(props.phone, props.country)
      const secret = loginPasswordRule(password)
      show({ phone: phone.error, password: secret.error }, { phone: phoneRef, password: secretRef })
      if (phone.error !== null || secret.error !== null) return
      const answer = await props.captcha()
      if (!answer) return
      const response = await api.loginWithPassword(phone.value, secret.value, answer)
      await handleLoginAnswer(response, phone.value, props, t, setFormError, (risk) => setChallenge({ risk, account: phone.value }))
    })

  const submitCode = () =>
    run(async () => {
      const phone = await checkPhoneNumber(props.phone, props.country)
      const messageCode = smsCodeRule(code)
      show({ phone: phone.error, code: messageCode.error }, { phone: phoneRef, code: secretRef })
      if (phone.error !== null || messageCode.error !== null) return
      // Spec section 4: the SMS login carries the invite and campaign data (a first login registers).
      const response = await api.loginWithSms(phone.value, messageCode.value, attributionForSheet(props))
      await handleLoginAnswer(response, phone.value, props, t, setFormError, (risk) => setChallenge({ risk, account: phone.value }))
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (tab === 'password') void submitPassword()
    else void submitCode()
  }

  if (challenge) {
    return (
      <RiskVerify
        challenge={challenge.risk}
        captcha={props.captcha}
        onCancel={() => setChallenge(null)}
        onVerified={(answer) => handleLoginAnswer(answer, challenge.account, props, t, setFormError, (risk) => setChallenge({ risk, account: challenge.account }), { verified: true })}
      />
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhoneField formId={id} value={props.phone} onChange={edit('phone', props.onPhone)} country={props.country} onCountry={props.onCountry} error={errors.phone} inputRef={phoneRef} />
      {tab === 'password' ? (
        <>
          <Field
            key="password"
            id={`${id}-password`}
            label={t('sheet.password')}
            value={password}
            onChange={edit('password', setPassword)}
            error={errors.password}
            inputRef={secretRef}
            type="password"
            autoComplete="current-password"
            maxLength={64}
            placeholder={t('sheet.passwordPlaceholder')}
          />
          <div className={styles.formLinks}>
            <button type="button" className={buttonClass({ variant: 'link', className: styles.linkButton })} onClick={() => props.navigate('reset')}>
              {t('sheet.forgotPassword')}
            </button>
          </div>
        </>
      ) : (
        <SmsCodeField
          key="code"
          formId={id}
          value={code}
          onChange={edit('code', setCode)}
          error={errors.code}
          inputRef={secretRef}
          phone={props.phone}
          country={props.country}
          phoneRef={phoneRef}
          onPhoneError={(key) => setError('phone', key)}
          request={sendCode}
        />
      )}
      <FormSubmit busy={busy} error={formError} label={t('sheet.loginNow')} />
    </form>
  )
}

const TABS: LoginTab[] = ['password', 'sms', 'wechat']
const TAB_LABELS: Record<LoginTab, string> = { password: 'sheet.passwordTab', sms: 'sheet.smsTab', wechat: 'sheet.wechatTab' }

/** Login view: password / SMS / WeChat QR tabs (spec: qr_code_login), "no account? register". */
export function LoginForm({ tab, onTab, ...props }: FormProps & Pick<LoginStepProps, 'onStep'> & { tab: LoginTab; onTab(tab: LoginTab): void }) {
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
            {t(TAB_LABELS[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} className={styles.tabPanel}>
        {tab === 'wechat' ? <WechatLogin /> : <LoginFields tab={tab} {...props} />}
      </div>
      <p className={styles.switchLine}>
        {t('sheet.noAccount')}{' '}
        <button type="button" className={buttonClass({ variant: 'link', className: styles.linkButton })} onClick={() => props.navigate('register')}>
          {t('sheet.toRegister')}
        </button>
      </p>
    </>
  )
}
