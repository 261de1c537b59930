import { useTranslation } from 'next-i18next/pages'

import Link from '@/components/layout/Link'
import { buttonClass } from '@/components/ui/Button'
import { copyWithNotice } from '@/lib/clipboard'

import { type ClaimInfo, nextStep, type WonPrizeInfo } from './prize-state'

import styles from './Lottery.module.scss'

type Props = {
  prize: WonPrizeInfo
  claim: ClaimInfo
  drawId: number
  /** Desktop: a button opening the delivery dialog; mobile: a link to /m/DeliveryInfo. */
  onClaim?: (drawId: number) => void
}

/** What happens next with a won prize: membership added, the coupon code (copy), or delivery. */
export function PrizeNextStep({ prize, claim, drawId, onClaim }: Props) {
  const { t } = useTranslation('lottery')
  const { t: tc } = useTranslation('common')
  const step = nextStep(prize, claim)

  if (step.kind === 'membership') {
    return <p className={styles.nextStep}>{step.days ? t('prize.membership', { days: step.days }) : t('prize.membershipNoDays')}</p>
  }

  if (step.kind === 'coupon') {
    if (!step.code) return <p className={styles.nextStep}>{t('prize.couponNoCode')}</p>
    const code = step.code
    const copy = () => copyWithNotice(code, tc)
    return (
      <div className={styles.nextStep}>
        <span>{t('prize.coupon')}</span>{' '}
        <code className={styles.code} data-testid="lottery-coupon-code">
          {code}
        </code>{' '}
        <button type="button" className={buttonClass({ variant: 'link', className: styles.linkButton })} onClick={() => void copy()}>
          {t('prize.copyCode')}
        </button>
      </div>
    )
  }

  if (step.state === 'shipped') {
    return (
      <p className={styles.nextStep}>
        {t('prize.shipped')}
        {step.trackingNumber ? ` · ${t('prize.tracking', { number: step.trackingNumber })}` : ''}
      </p>
    )
  }

  const label = step.state === 'fill' ? t('prize.claim') : t('prize.editClaim')
  return (
    <div className={styles.nextStep}>
      <p>{step.state === 'fill' ? t('prize.physical') : t('prize.pending')}</p>
      {onClaim ? (
        <button type="button" className={buttonClass({ pill: true, className: styles.primaryButton })} onClick={() => onClaim(drawId)} data-testid="lottery-claim">
          {label}
        </button>
      ) : (
        <Link href={`/m/DeliveryInfo?drawId=${drawId}`} className={buttonClass({ pill: true, className: styles.primaryButton })} data-testid="lottery-claim">
          {label}
        </Link>
      )}
    </div>
  )
}
