import dynamic from 'next/dynamic'
import { useTranslation } from 'next-i18next/pages'
import { type FormEvent, useEffect, useId, useState } from 'react'

import { OnDemandFallback } from '@/components/feedback/OnDemandFallback'
import { ContentPage } from '@/components/content/ContentPage'
import { SmartLink } from '@/components/layout/SmartLink'
import { openLoginSheet, openRegisterSheet } from '@/features/auth/auth-ui'
import * as api from '@/features/auth/api'
import { isSuccessCode } from '@/lib/http/client'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { parseDateTime } from '@/lib/format/date'
import { latestEnd, membershipEnd } from '@/lib/membership'
import { planOf } from '@/lib/membership-plans'
import type { ChromePageProps } from '@/server/pages/chrome-props'

import styles from './Account.module.scss'
import { WechatBinding } from './WechatBinding'

type Account = {
  user: api.SessionUser
  product: { maturityTime?: string | number | null; bonus?: { endTime?: string | null } | null; trialUsed?: boolean; planCode?: number | null } | null
}
/** The seller's community posts (issue 18), loaded with the signed-in part of the page. */
const MyPosts = dynamic(() => import('@/features/community/MyPosts'), { ssr: false, loading: OnDemandFallback })
/** The password form (with its slider captcha), loaded when the seller opens it. */
const SetPasswordForm = dynamic(() => import('@/features/auth/SetPasswordForm').then((module) => module.SetPasswordForm), { ssr: false, loading: OnDemandFallback })

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; account: Account }

const FEEDBACK_TYPES = ['suggestion', 'bug', 'data', 'other'] as const

/**
 * `/account`: the logged-in seller's page on this site (masked phone, membership and the
 * newcomer trial, password, feedback, log out). Workbench links lead here while no workbench
 * is hosted. A guest is asked to log in.
 */
export function AccountPage(props: ChromePageProps) {
  const { t } = useTranslation('account')
  const loggedIn = useIsLoggedIn()
  const workbenchHosted = Boolean(props.chrome.settings.workbenchBaseUrl.trim())
  return (
    <ContentPage
      page={{ ...props, preview: false }}
      crumbs={[{ label: t('title') }]}
      seo={{ title: t('title'), description: t('description'), noindex: true }}
      heading={{ title: t('title'), subtitle: t('description') }}
    >
      <div className={styles.account}>
        {workbenchHosted ? (
          <p className={styles.note}>
            <SmartLink href="/workbench/dashboard" workbenchBaseUrl={props.chrome.settings.workbenchBaseUrl} className={styles.primary}>
              {t('workbenchLink')}
            </SmartLink>
          </p>
        ) : (
          <p className={styles.note} data-testid="workbench-note">
            {t('workbenchNote')}
          </p>
        )}
        {loggedIn ? <SellerAccount /> : <GuestPrompt />}
      </div>
    </ContentPage>
  )
}

function GuestPrompt() {
  const { t } = useTranslation('account')
  return (
    <section className={styles.card} data-testid="account-guest">
      <h2>{t('guestTitle')}</h2>
      <p>{t('guestText')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => openLoginSheet()} data-auth-trigger="">
          {t('login')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => openRegisterSheet()} data-auth-trigger="">
          {t('register')}
        </button>
      </div>
    </section>
  )
}

async function fetchAccount(): Promise<Loaded> {
  try {
    const [info, product] = await Promise.all([api.currentUser(), api.userProductAndPolicy()])
    if (!isSuccessCode(info.code) || !info.data?.user) return { state: 'failed' }
    return { state: 'ready', account: { user: info.data.user, product: isSuccessCode(product.code) ? (product.playLoad ?? null) : null } }
  } catch {
    // 401 logs out and reloads (shared client); anything else can be retried.
    return { state: 'failed' }
  }
}

function SellerAccount() {
  const { t, i18n } = useTranslation('account')
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // The password is set or changed in place (the session stays), so the page need not reload.
  const [editingPassword, setEditingPassword] = useState(false)
  const [passwordSaved, setPasswordSaved] = useState(false)

  useEffect(() => {
    let current = true
    void fetchAccount().then((result) => current && setLoaded(result))
    return () => {
      current = false
    }
  }, [attempt])
  // Retry after a failure: loading state first, then fetch again. (A trial refetches in place.)
  const reload = () => {
    setLoaded({ state: 'loading' })
    setAttempt((count) => count + 1)
  }

  if (loaded.state === 'loading') return <p role="status">{t('loading')}</p>
  if (loaded.state === 'failed') {
    return (
      <p role="alert" className={styles.card}>
        {t('loadFailed')}{' '}
        <button type="button" className={styles.secondary} onClick={reload}>
          {t('retry')}
        </button>
      </p>
    )
  }
  const { user, product } = loaded.account
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, { dateStyle: 'long' })
  const since = parseDateTime(String(user.createdAt ?? ''))
  const hasPassword = user.passwordStatus || passwordSaved
  return (
    <>
      <section className={styles.card} aria-labelledby="account-profile">
        <h2 id="account-profile">{t('profileTitle')}</h2>
        <dl className={styles.facts}>
          <dt>{t('phone')}</dt>
          <dd data-testid="account-phone">{user.mobile}</dd>
          {since ? (
            <>
              <dt>{t('memberSince')}</dt>
              <dd>{dateFormat.format(since)}</dd>
            </>
          ) : null}
          <dt>{t('password')}</dt>
          <dd data-testid="account-password-status">
            {hasPassword ? t('passwordSet') : t('passwordNotSet')}{' '}
            {editingPassword ? null : (
              <button type="button" className={styles.secondary} onClick={() => setEditingPassword(true)}>
                {hasPassword ? t('changePassword') : t('setPassword')}
              </button>
            )}
          </dd>
        </dl>
        {editingPassword ? (
          <SetPasswordForm
            phone={user.account}
            onSaved={() => {
              setPasswordSaved(true)
              setEditingPassword(false)
            }}
            onCancel={() => setEditingPassword(false)}
          />
        ) : null}
        <p className={styles.hint}>{t('passwordHint')}</p>
      </section>
      <Membership product={product} onChange={() => setAttempt((count) => count + 1)} format={(date) => dateFormat.format(date)} />
      <WechatBinding />
      <section className={styles.card} aria-labelledby="account-shops">
        <h2 id="account-shops">{t('shops.title')}</h2>
        <p className={styles.hint}>{t('shops.description')}</p>
        <SmartLink href="/moreShopAuthorize" workbenchBaseUrl="" className={styles.primary} testId="account-shops-link">
          {t('shops.manage')}
        </SmartLink>
      </section>
      <CommunityPosts />
      <Feedback />
      <LogoutButton />
    </>
  )
}

function CommunityPosts() {
  const { t } = useTranslation('content')
  return (
    <section className={styles.card} aria-labelledby="my-posts" id="my-posts-section">
      <h2 id="my-posts">{t('community.myPosts')}</h2>
      <p className={styles.hint}>{t('community.myPostsIntro')}</p>
      <MyPosts />
    </section>
  )
}

function Membership({ product, onChange, format }: { product: Account['product']; onChange(): void; format(date: Date): string }) {
  const { t } = useTranslation('account')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const membership = product ? { maturityTime: product.maturityTime == null ? null : String(product.maturityTime), bonus: product.bonus } : null
  const end = membershipEnd(membership, new Date())
  // Spec section 4's rule: expired when no end date is later than now; the last one says when.
  const lastEnd = end ? null : latestEnd(membership)
  const plan = planOf(product?.planCode)

  const claim = async () => {
    if (busy) return
    setBusy(true)
    try {
      const response = (await api.giveAway()) as api.ApiBody & { data?: { given?: boolean; days?: number; reason?: string } }
      if (response.data?.given) {
        setMessage(t('trialGiven', { days: response.data.days }))
        onChange()
      } else setMessage(t(response.data?.reason === 'alreadyGiven' ? 'trialUsed' : 'trialUnavailable'))
    } catch {
      setMessage(t('requestFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.card} aria-labelledby="account-membership">
      <h2 id="account-membership">{t('membershipTitle')}</h2>
      {plan ? (
        <p data-testid="account-plan">
          {t('plan', { plan: t(`plans.tiers.${plan.tier}`), period: plan.period ? t(`plans.periods.${plan.period}`) : '' }).trim()}
        </p>
      ) : null}
      <p data-testid="account-membership">{end ? t('activeUntil', { date: format(end) }) : lastEnd ? t('expiredOn', { date: format(lastEnd) }) : t('noMembership')}</p>
      {end ? null : product?.trialUsed ? (
        <p data-testid="trial-used">{t('trialUsed')}</p>
      ) : (
        <>
          <p>{t('trialOffer')}</p>
          <button type="button" className={styles.primary} onClick={() => void claim()} aria-disabled={busy || undefined} data-testid="claim-trial">
            {t('claimTrial')}
          </button>
        </>
      )}
      {message ? (
        <p role="status" className={styles.status}>
          {message}
        </p>
      ) : null}
    </section>
  )
}

function Feedback() {
  const { t } = useTranslation('account')
  const id = useId()
  const [type, setType] = useState<(typeof FEEDBACK_TYPES)[number]>('suggestion')
  const [text, setText] = useState('')
  const [status, setStatus] = useState<{ kind: 'error' | 'ok'; message: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!text.trim()) {
      setStatus({ kind: 'error', message: t('feedbackRequired') })
      return
    }
    setBusy(true)
    try {
      const response = await api.sendFeedback({ type, problemDescription: text.trim() })
      if (!isSuccessCode(response.code)) throw new Error(response.message)
      setText('')
      setStatus({ kind: 'ok', message: t('feedbackSent') })
    } catch (error) {
      // The service's message is already in the visitor's language (what was wrong with the text).
      setStatus({ kind: 'error', message: api.apiFailure(error).message ?? t('requestFailed') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('feedbackTitle')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <label htmlFor={`${id}-type`}>{t('feedbackType')}</label>
        <select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value as typeof type)}>
          {FEEDBACK_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`feedbackTypes.${value}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-text`}>{t('feedbackText')}</label>
        <textarea
          id={`${id}-text`}
          value={text}
          maxLength={2000}
          rows={5}
          placeholder={t('feedbackPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={status?.kind === 'error' || undefined}
          data-testid="feedback-text"
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
            {t('feedbackSend')}
          </button>
        </div>
        {status ? (
          <p role={status.kind === 'error' ? 'alert' : 'status'} className={status.kind === 'error' ? styles.error : styles.status} data-testid="feedback-status">
            {status.message}
          </p>
        ) : null}
      </form>
    </section>
  )
}

function LogoutButton() {
  const { t } = useTranslation('account')
  const [busy, setBusy] = useState(false)
  const logOut = async () => {
    if (busy) return
    setBusy(true)
    const { logoutAndReload } = await import('@/features/auth/session')
    await logoutAndReload()
  }
  return (
    <p>
      <button type="button" className={styles.secondary} onClick={() => void logOut()} data-testid="account-logout">
        {t('logout')}
      </button>
    </p>
  )
}
