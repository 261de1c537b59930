import { useTranslation } from 'next-i18next/pages'
import { useRouter } from 'next/router'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { ContentPage } from '@/components/content/ContentPage'
import { SmartLink } from '@/components/layout/SmartLink'
import { buttonClass } from '@/components/ui/Button'
import { smsCodeRule } from '@/lib/auth/rules'
import { isSuccessCode } from '@/lib/http/client'
import { localizedPath, toLocale } from '@/lib/i18n/locales'
import { showToast } from '@/lib/toast'
import type { ChromePageProps } from '@/server/pages/chrome-props'

import * as api from './api'
import { isRiskChallenge, type RiskChallenge, type WechatCallbackAnswer } from './api'
import { openLoginSheet, stepAfterLogin } from './auth-ui'
import type { PendingLogin } from './LoginSheet'
import { AccountSelect, AuthSuccess } from './LoginSteps'
import styles from './AuthSheet.module.scss'
import { FormSubmit, PhoneField, SmsCodeField } from './fields'
import { checkPhoneNumber, usePhoneCountry } from './phone'
import { useFieldErrors, useSendCode, useSubmitState } from './form-kit'
import { RiskVerify } from './RiskVerify'
import { attributionFromPromote, completeLogin } from './session'
import { useCaptcha } from './SliderCaptcha'
import { usePromoteStore } from '@/stores/promote'

type View =
  | { step: 'working' }
  | { step: 'idle' }
  | { step: 'failed'; message: string }
  | { step: 'bind-phone'; answer: PendingBind }
  | { step: 'confirm-bind'; answer: PendingBind }
  | { step: 'verify'; challenge: RiskChallenge; account: string; returnTo: string | null }
  | { step: 'auth_success' | 'account_select'; pending: PendingLogin & { login: WechatCallbackAnswer } }

/** Steps with a title of their own (the others: the page's). */
const STEP_TITLES: Partial<Record<View['step'], string>> = {
  'bind-phone': 'wechat.bindPhoneTitle',
  'confirm-bind': 'wechat.confirmTitle',
  auth_success: 'steps.authSuccessTitle',
  account_select: 'steps.accountSelectTitle',
}

/** A scanned WeChat waiting for a phone (login) or a confirmation (bind). */
type PendingBind = Extract<WechatCallbackAnswer, { bindTicket: string }>

/** A same-site path to go on to (the service checked it; checked again before navigating). */
const safePath = (path: string | null | undefined, fallback: string) => (path && /^\/(?![/\\])/.test(path) ? path : fallback)

/**
 * `/oauth`: the end of a WeChat QR scan (spec: qr_code_login, qr_code_bind_wx, identity_auth).
 * WeChat (or the local simulator) sends the browser here with `code` and `state`; the service
 * checks the state against this browser's cookie and says what comes next: logged in, link a
 * phone (an unknown WeChat), confirm linking to the signed-in account, or verify a risk level.
 */
export function OauthPage(props: ChromePageProps) {
  const { t } = useTranslation('auth')
  const router = useRouter()
  const [current, setView] = useState<View>({ step: 'working' })
  let view = current
  const { captcha, element: captchaElement } = useCaptcha()
  const started = useRef(false)

  /** A login answer: (auth_success after a verification, account_select for a team member) session, welcome, back to where the scan started. */
  const finish = async (answer: WechatCallbackAnswer, account: string, { verified = false } = {}) => {
    if (isRiskChallenge(answer)) {
      // A challenge carries no returnTo (its ticket keeps it).
      setView({ step: 'verify', challenge: answer, account, returnTo: null })
      return
    }
    if (!isSuccessCode(answer.code) || !('loginCredential' in answer) || !answer.loginCredential) {
      setView({ step: 'failed', message: answer.message || t('message.requestFailed') })
      return
    }
    const step = stepAfterLogin(answer, { verified })
    if (step !== 'session') setView({ step, pending: { login: answer, account } })
    else await enter({ login: answer, account })
  }

  /** The session for the seller's own account or the chosen team; false when none started. */
  const enter = async ({ login, account }: PendingLogin & { login: WechatCallbackAnswer }, subAccountId: number | null = null) => {
    const outcome = await completeLogin(login, login.mainAccount || account, subAccountId)
    if (outcome === 'expired') {
      setView({ step: 'failed', message: t('message.loginExpired') })
      return 'expired' as const
    }
    if (outcome === 'no-session') {
      // A refused team keeps the choice on screen (its credential is unspent); otherwise say so.
      if (!subAccountId) setView({ step: 'failed', message: t('message.infoError') })
      return false
    }
    showToast('success', t(login.newSubscriber ? 'wechat.registered' : 'message.welcome'), { keepOnNavigation: true })
    const returnTo = 'returnTo' in login ? login.returnTo : null
    await router.replace(safePath(returnTo, localizedPath('/', toLocale(router.locale))), undefined, { locale: false })
    return true
  }

  useEffect(() => {
    const state = typeof router.query.state === 'string' ? router.query.state : null
    if (!router.isReady || started.current || !state) return
    started.current = true
    const code = typeof router.query.code === 'string' ? router.query.code : null
    // The code is single use: a reload of this address must not send it again.
    window.history.replaceState(window.history.state, '', window.location.pathname)
    void (async () => {
      try {
        const answer = await api.wechatCallback(state, code)
        if ('intent' in answer && answer.intent === 'bind') {
          if ('bindTicket' in answer && answer.bindTicket) setView({ step: 'confirm-bind', answer })
          else {
            showToast('success', answer.message || t('wechat.bound'), { keepOnNavigation: true })
            await router.replace('/account')
          }
          return
        }
        if ('bindTicket' in answer && answer.bindTicket) {
          setView({ step: 'bind-phone', answer })
          return
        }
        // A scan that verified a risky login (identity_auth by WeChat) goes on to auth_success.
        await finish(answer, 'mainAccount' in answer ? answer.mainAccount : '', { verified: 'intent' in answer && answer.intent === 'verify' })
      } catch (error) {
        setView({ step: 'failed', message: api.apiFailure(error).message ?? t('message.requestFailed') })
      }
    })()
    // Once, when the query is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.isReady])

  // Opened without a scan to finish (a bookmark, a link): say what the page is for.
  if (router.isReady && typeof router.query.state !== 'string' && view.step === 'working') view = { step: 'idle' }
  const title = t(STEP_TITLES[view.step] ?? 'wechat.pageTitle')

  return (
    <ContentPage page={{ ...props, preview: false }} crumbs={[{ label: t('wechat.pageTitle') }]} seo={{ title: t('wechat.pageTitle'), description: t('wechat.scanText'), noindex: true }}>
      <div className={styles.page}>
        <section className={styles.oauth} data-testid="oauth" data-step={view.step} aria-live="polite">
          <h1>{title}</h1>
          {view.step === 'working' ? <p>{t('wechat.working')}</p> : null}
          {view.step === 'idle' || view.step === 'failed' ? (
            <>
              <p role={view.step === 'failed' ? 'alert' : undefined}>{view.step === 'failed' ? view.message : t('wechat.idle')}</p>
              <p className={styles.actions}>
                <button type="button" className={buttonClass({ block: true, className: styles.submit })} onClick={() => openLoginSheet('wechat')} data-auth-trigger="">
                  {t('wechat.tryAgain')}
                </button>
                <SmartLink href="/" workbenchBaseUrl={props.chrome.settings.workbenchBaseUrl} className={buttonClass({ variant: 'secondary' })}>
                  {t('page.home')}
                </SmartLink>
              </p>
            </>
          ) : null}
          {view.step === 'bind-phone' ? <BindPhone answer={view.answer} captcha={captcha} onDone={finish} /> : null}
          {view.step === 'confirm-bind' ? <ConfirmBind answer={view.answer} /> : null}
          {view.step === 'verify' ? (
            <RiskVerify challenge={view.challenge} captcha={captcha} returnTo={view.returnTo ?? undefined} onVerified={(answer) => finish(answer, view.account, { verified: true })} />
          ) : null}
          {view.step === 'auth_success' ? (
            <AuthSuccess
              onContinue={async () => {
                if (stepAfterLogin(view.pending.login) === 'account_select') setView({ step: 'account_select', pending: view.pending })
                else await enter(view.pending)
              }}
            />
          ) : null}
          {view.step === 'account_select' ? <AccountSelect pending={view.pending} onChoose={(id) => enter(view.pending, id)} /> : null}
        </section>
      </div>
      {captchaElement}
    </ContentPage>
  )
}

function WechatProfile({ wechat }: { wechat: PendingBind['wechat'] }) {
  const { t } = useTranslation('auth')
  return (
    <p className={styles.wechatProfile} data-testid="wechat-profile">
      {wechat?.avatar ? (
        // eslint-disable-next-line @next/next/no-img-element -- WeChat's avatar host, shown as is
        <img src={wechat.avatar} alt="" width={40} height={40} referrerPolicy="no-referrer" />
      ) : null}
      <span>{wechat?.nickname || t('wechat.noNickname')}</span>
    </p>
  )
}

/** qr_code_bind_wx: an unknown WeChat + a phone proven by SMS code (existing account or a new one). */
function BindPhone({ answer, captcha, onDone }: { answer: PendingBind; captcha: ReturnType<typeof useCaptcha>['captcha']; onDone(answer: WechatCallbackAnswer, account: string): Promise<void> }) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [phone, setPhone] = useState('')
  const [country, setCountry] = usePhoneCountry()
  const [code, setCode] = useState('')
  const phoneRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const { errors, setError, edit, show } = useFieldErrors<'phone' | 'code'>()
  const { busy, formError, setFormError, run, failureMessage } = useSubmitState()

  const sendCode = useSendCode('log', captcha, setFormError, failureMessage)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    // The phone check may load the phone library: inside run(), so the form is busy meanwhile.
    void run(async () => {
      const mobile = await checkPhoneNumber(phone, country)
      const smsCode = smsCodeRule(code)
      show({ phone: mobile.error, code: smsCode.error }, { phone: phoneRef, code: codeRef })
      if (mobile.error !== null || smsCode.error !== null) return
      const bound = await api.createUserAndBindWechat(answer.bindTicket, mobile.value, smsCode.value, attributionFromPromote(usePromoteStore.getState()))
      await onDone(bound, mobile.value)
    })
  }

  return (
    <>
      <WechatProfile wechat={answer.wechat} />
      <p>{t('wechat.bindPhoneText')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PhoneField formId={id} value={phone} onChange={edit('phone', setPhone)} country={country} onCountry={setCountry} error={errors.phone} inputRef={phoneRef} />
        <SmsCodeField
          formId={id}
          value={code}
          onChange={edit('code', setCode)}
          error={errors.code}
          inputRef={codeRef}
          phone={phone}
          country={country}
          phoneRef={phoneRef}
          onPhoneError={(key) => setError('phone', key)}
          request={sendCode}
        />
        <FormSubmit busy={busy} error={formError} label={t('wechat.bindAndLogin')} />
      </form>
    </>
  )
}

/** A signed-in seller scanned to link WeChat: confirm which WeChat it is. */
function ConfirmBind({ answer }: { answer: PendingBind }) {
  const { t } = useTranslation('auth')
  const router = useRouter()
  const { busy, formError, run } = useSubmitState()
  // The confirmation answer names no returnTo (src/server/user/wechat.ts): back to the account page.
  const back = localizedPath('/account', toLocale(router.locale))

  const confirm = () =>
    void run(async () => {
      const bound = await api.addWechatBind(answer.bindTicket)
      showToast('success', bound.message || t('wechat.bound'), { keepOnNavigation: true })
      await router.replace(back, undefined, { locale: false })
    })

  return (
    <>
      <WechatProfile wechat={answer.wechat} />
      <p>{t('wechat.confirmText')}</p>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <p className={styles.actions}>
        <button type="button" className={buttonClass({ block: true, className: styles.submit })} onClick={confirm} aria-disabled={busy || undefined}>
          {busy ? t('sheet.busy') : t('wechat.confirm')}
        </button>
        <button type="button" className={buttonClass({ variant: 'secondary', small: true })} onClick={() => void router.replace(back, undefined, { locale: false })}>
          {t('wechat.cancel')}
        </button>
      </p>
    </>
  )
}
