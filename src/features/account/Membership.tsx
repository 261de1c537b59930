import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'

import Link from '@/components/layout/Link'
import { StatusLine } from '@/components/ui/StatusLine'
import { buttonClass } from '@/components/ui/Button'
import * as api from '@/features/auth/api'
import { latestEnd, membershipEnd } from '@/lib/membership'
import { planOf } from '@/lib/membership-plans'
import { PRICING_PATH } from '@/lib/pricing/paths'

import styles from './Account.module.scss'

/** The seller's membership as /user-account/getUserProductAndPolicy answers it (`playLoad`). */
export type Product = api.UserAnswer<'/user-account/getUserProductAndPolicy'>['playLoad']

/** Membership and plan, or the newcomer trial to claim. `onChange`: the trial was given (read the account again). */
export function Membership({ product, onChange, format }: { product: Product | null; onChange(): void; format(date: Date): string }) {
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
      const response = await api.giveAway()
      if (response.data.given) {
        setMessage(t('trialGiven', { days: response.data.days }))
        onChange()
      } else setMessage(t(response.data.reason === 'alreadyGiven' ? 'trialUsed' : 'trialUnavailable'))
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
      {/* Running, expired or none: the plans are one click away (from the expired notice above all). */}
      <p>
        <Link href={PRICING_PATH} data-testid="account-pricing-link">
          {t('pricingLink')}
        </Link>
      </p>
      {end ? null : product?.trialUsed ? (
        <p data-testid="trial-used">{t('trialUsed')}</p>
      ) : (
        <>
          <p>{t('trialOffer')}</p>
          <button type="button" className={buttonClass()} onClick={() => void claim()} aria-disabled={busy || undefined} data-testid="claim-trial">
            {t('claimTrial')}
          </button>
        </>
      )}
      <StatusLine message={message} className={styles.status} />
    </section>
  )
}
