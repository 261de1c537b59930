import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'

import { SmartLink } from '@/components/layout/SmartLink'
import { buttonClass } from '@/components/ui/Button'
import { StatusLine } from '@/components/ui/StatusLine'
import { openLoginSheet, openRegisterSheetReturningTo } from '@/features/auth/auth-ui'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { isLoginFlagSet } from '@/lib/local-storage'
import { formatLongDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/locales'
import { membershipEnd } from '@/lib/membership'
import { useUserStore } from '@/stores/user'

import styles from './Pricing.module.scss'

/** The user service's client (axios and the error catalogue) loads when first needed, as with the sheets. */
const userApi = () => import('@/features/auth/api')
const httpClient = () => import('@/lib/http/client')

/** The seller's membership into the user store; false when it could not be read. */
async function readProduct(): Promise<boolean> {
  try {
    const [api, { isSuccessCode }] = await Promise.all([userApi(), httpClient()])
    const answer = await api.userProductAndPolicy()
    if (!isSuccessCode(answer.code)) return false
    useUserStore.getState().setProduct(answer.playLoad ?? null)
    return true
  } catch {
    return false
  }
}

/** The giveaway, then the membership read again: what to tell the seller (null when it was given) and whether the read worked. */
async function giveTrial(): Promise<{ message: string | null; read: boolean }> {
  try {
    const answer = await (await userApi()).giveAway()
    if (answer.data.given) useUserStore.getState().setTrialGiven(answer.data.days)
    const read = await readProduct()
    return { message: answer.data.given ? null : answer.data.reason === 'alreadyGiven' ? 'trial.used' : 'trial.unavailable', read }
  } catch {
    return { message: 'trial.failed', read: true }
  }
}

/** The query a registration from this page comes back with: give the new seller the trial. */
const TRIAL_QUERY = 'trial'
/** Set by this tab's "start the free trial" (a shared or stale `?trial=start` link gives nothing by itself). */
const TRIAL_ASKED_KEY = 'pricing:trialAsked'

/** Register, then come back to `path` (the page, unprefixed) to be given the trial there. */
export function registerForTrial(path: string) {
  try {
    sessionStorage.setItem(TRIAL_ASKED_KEY, '1')
  } catch {
    // Storage blocked: the seller clicks "start the free trial" once more after registering.
  }
  openRegisterSheetReturningTo(`${path}?${TRIAL_QUERY}=start`)
}

/** Whether this tab asked for the trial and has not had it yet (read and forgotten at once). */
function takeTrialAsked(): boolean {
  try {
    const asked = sessionStorage.getItem(TRIAL_ASKED_KEY) === '1'
    sessionStorage.removeItem(TRIAL_ASKED_KEY)
    return asked
  } catch {
    return false
  }
}

const returningFromRegistration = () => new URLSearchParams(window.location.search).get(TRIAL_QUERY) === 'start'

/**
 * "Start the free trial", once per seller, always through the giveaway of spec section 4: a guest
 * registers in the sheet and comes back here to be given it (a registration does not run the
 * reload sequence), or logs in, whose reload sequence gives it; a signed-in seller who never had
 * it gets it with a click. Then it says what the seller has: the trial just started, a membership
 * running, or the trial already used.
 */
export function TrialOffer({ days, path, workbenchBaseUrl, locale }: { days: number; path: string; workbenchBaseUrl: string; locale: Locale }) {
  const { t } = useTranslation('pricing')
  const router = useRouter()
  const loggedIn = useIsLoggedIn()
  const product = useUserStore((state) => state.product)
  const trialGiven = useUserStore((state) => state.trialGiven)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const refresh = () => {
    setFailed(false)
    void readProduct().then((ok) => setFailed(!ok))
  }

  // A seller arriving signed in: the page does not carry their membership; ask for it once.
  // (A return from the register sheet reads it after the giveaway below, so no older answer
  // can land after that one.)
  useEffect(() => {
    if (isLoginFlagSet() && !returningFromRegistration() && !useUserStore.getState().product) void readProduct().then((ok) => setFailed(!ok))
  }, [])

  // A login in the sheet loads the membership with its reload sequence; if that read failed,
  // ask again rather than say "checking" for ever.
  useEffect(() => {
    if (!loggedIn) return
    const timer = window.setTimeout(() => {
      if (!useUserStore.getState().product) void readProduct().then((ok) => setFailed(!ok))
    }, 4000)
    return () => window.clearTimeout(timer)
  }, [loggedIn])

  const claim = () => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    void giveTrial().then(({ message: key, read }) => {
      setMessage(key && t(key))
      setFailed(!read)
      setBusy(false)
    })
  }

  // Back from the register sheet (`?trial=start`): drop the query, then give the trial if this
  // tab asked for it.
  const returning = router.isReady && router.query[TRIAL_QUERY] === 'start'
  useEffect(() => {
    if (!returning || !loggedIn) return
    void router.replace(path, undefined, { shallow: true, scroll: false })
    if (!takeTrialAsked()) {
      void readProduct().then((ok) => setFailed(!ok))
      return
    }
    void giveTrial().then(({ message: key, read }) => {
      setMessage(key && t(key))
      setFailed(!read)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per return
  }, [returning, loggedIn])

  const workbench = (label: string) => (
    <SmartLink href="/workbench/dashboard" workbenchBaseUrl={workbenchBaseUrl} className={buttonClass()} testId="trial-workbench">
      {label}
    </SmartLink>
  )

  let body
  if (!loggedIn) {
    body = (
      <div className={styles.trialActions}>
        <button type="button" className={buttonClass()} onClick={() => registerForTrial(path)} data-testid="trial-start" data-auth-trigger="">
          {days > 0 ? t('trial.start') : t('trial.register')}
        </button>
        <button type="button" className={buttonClass({ variant: 'link' })} onClick={() => openLoginSheet('sms')} data-testid="trial-login" data-auth-trigger="">
          {t('trial.login')}
        </button>
      </div>
    )
  } else {
    const end = product ? membershipEnd(product, new Date()) : null
    const retry = (
      <button type="button" className={buttonClass({ variant: 'link' })} onClick={refresh}>
        {t('trial.retry')}
      </button>
    )
    if (end) {
      body = (
        <>
          <p role="status" data-testid="trial-state">
            {trialGiven ? t('trial.given', { days: trialGiven, date: formatLongDate(end, locale) }) : t('trial.active', { date: formatLongDate(end, locale) })}
          </p>
          {workbench(t('trial.workbench'))}
        </>
      )
    } else if (trialGiven) {
      // Given, but the membership read since then failed or is older: say what happened.
      body = (
        <p role="status" data-testid="trial-state">
          {t('trial.started', { days: trialGiven })} {failed ? retry : null}
        </p>
      )
    } else if (!product) {
      body = failed ? (
        <p>
          {t('trial.failed')} {retry}
        </p>
      ) : (
        <p role="status">{t('trial.checking')}</p>
      )
    } else if (!product.trialUsed && days > 0) {
      body = (
        <button type="button" className={buttonClass()} onClick={claim} aria-disabled={busy || undefined} data-testid="trial-start">
          {t('trial.start')}
        </button>
      )
    } else {
      body = (
        <>
          <p data-testid="trial-state">{product.trialUsed ? t('trial.used') : t('trial.unavailable')}</p>
          {workbench(t('trial.buy'))}
        </>
      )
    }
  }

  return (
    <section className={styles.trial} aria-labelledby="pricing-trial" data-testid="pricing-trial">
      <h2 id="pricing-trial">{days > 0 ? t('trial.title', { days }) : loggedIn ? t('trial.membership') : t('trial.register')}</h2>
      {days > 0 ? <p className={styles.trialText}>{t('trial.text')}</p> : null}
      {body}
      <StatusLine message={message} className={styles.status} />
    </section>
  )
}
