import { useTranslation } from 'next-i18next/pages'
import { useRouter } from 'next/router'
import { useEffect } from 'react'

import Link from '@/components/layout/Link'
import { buttonClass } from '@/components/ui/Button'
import { openLoginSheet } from '@/features/auth/auth-ui'
import { BackLink } from '@/features/mobile/MobileHeader'
import { MobilePage } from '@/features/mobile/MobilePage'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { DEFAULT_ACTIVITY_ID } from '@/lib/campaign'
import { isLoginFlagSet } from '@/lib/local-storage'
import type { ContentPageProps } from '@/server/pages/content-props'

import { verifyHref } from '@/lib/lottery/paths'

import { useLocalTime, usePrizes } from './hooks'
import { wonOnly } from './prize-state'
import { Pending } from './Pending'
import { PrizeNextStep } from './PrizeNextStep'

import { Icon } from './icons'
import styles from './Lottery.module.scss'

/** The lottery of `?actId=` (a whole number), else the default one. */
export function activityFromQuery(value: string | string[] | undefined): number {
  const id = Number(Array.isArray(value) ? value[0] : value)
  return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_ACTIVITY_ID
}

function WonAt({ iso }: { iso: string }) {
  const { t } = useTranslation('lottery')
  const time = useLocalTime(iso)
  return <span className={styles.muted}>{t('popup.records.wonAt', { time })}</span>
}

/**
 * `/m/ReceivePrize`: every prize I won (any campaign) and what each needs (delivery details on
 * /m/DeliveryInfo). `?actId=` names the lottery a guest's login sheet registers into.
 */
export function ReceivePrizePage(props: ContentPageProps<Record<string, never>>) {
  const { t } = useTranslation('lottery')
  const router = useRouter()
  const activityId = router.isReady ? activityFromQuery(router.query.actId) : null
  const loggedIn = useIsLoggedIn()
  const { data, error, mutate } = usePrizes(loggedIn)
  const won = data ? wonOnly(data) : null

  // A guest gets the activity login sheet (the flag, not the hook: the hook reads false while hydrating).
  useEffect(() => {
    if (activityId && !isLoginFlagSet()) openLoginSheet('sms', 'activity', activityId)
  }, [activityId])

  const lotteryHref = '/m/lottery'
  return (
    <MobilePage
      page={props}
      seo={{ title: t('receive.title'), description: t('receive.description') }}
      // "Mobile without header" (spec section 2): the page's own banner with the back button,
      // not the site's header repeating its title above it.
      layout="bare"
      header={
        <header className={`${styles.pageHeader} ${styles.ownHeader}`} data-testid="receive-prize-header">
          <BackLink locale={props.locale} />
          <div>
            <h1>{t('receive.title')}</h1>
            <p>{t('receive.description')}</p>
          </div>
        </header>
      }
      canonical="/m/ReceivePrize"
      noindex
    >
      <section className={styles.pageCard} aria-live="polite">
        {!loggedIn ? (
          <>
            <p>{t('receive.guest')}</p>
            <button type="button" className={buttonClass({ pill: true, className: styles.primaryButton })} onClick={() => openLoginSheet('sms', 'activity', activityId ?? DEFAULT_ACTIVITY_ID)} data-testid="receive-prize-login">
              {t('receive.login')}
            </button>
          </>
        ) : !won ? (
          <Pending error={error} onRetry={() => void mutate()} className={styles.muted} />
        ) : won.length === 0 ? (
          <>
            <p data-testid="receive-prize-empty">{t('receive.empty')}</p>
            <Link href={lotteryHref} className={buttonClass({ pill: true, className: styles.primaryButton })}>
              {t('receive.toLottery')}
            </Link>
          </>
        ) : (
          <ul className={styles.prizeList}>
            {won.map((record) => (
              <li key={record.drawId} className={styles.prizeItem} data-testid="receive-prize-item" data-kind={record.prize.kind}>
                {record.prize.imageUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the prize's picture as the service sends it
                  <img className={styles.prizeThumb} src={record.prize.imageUrl} alt="" width={64} height={64} loading="lazy" />
                ) : (
                  <span className={styles.prizeThumb} aria-hidden="true">
                    <Icon name="gift" />
                  </span>
                )}
                <div className={styles.prizeBody}>
                  <strong>{record.prize.name}</strong>
                  <WonAt iso={record.createdAt} />
                  <PrizeNextStep prize={record.prize} claim={record.claim} drawId={record.drawId} />
                  {record.sequence !== null && record.player !== null ? (
                    <Link href={verifyHref('/m', record.campaignId, { sequence: record.sequence, player: record.player })} className={styles.muted} data-testid="receive-prize-verify">
                      {t('verify.checkThis', { sequence: record.sequence })}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </MobilePage>
  )
}
