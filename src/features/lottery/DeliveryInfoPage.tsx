import { useTranslation } from 'next-i18next/pages'
import { useRouter } from 'next/router'
import { useEffect } from 'react'

import Link from '@/components/layout/Link'
import { buttonClass } from '@/components/ui/Button'
import { openLoginSheet } from '@/features/auth/auth-ui'
import { MobilePage } from '@/features/mobile/MobilePage'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import { DEFAULT_ACTIVITY_ID } from '@/lib/campaign'
import { isLoginFlagSet } from '@/lib/local-storage'
import type { ContentPageProps } from '@/server/pages/content-props'

import { DeliveryForm } from './DeliveryForm'

import styles from './Lottery.module.scss'

/** `?drawId=N` as a draw id, or null. */
export function drawIdFromQuery(value: string | string[] | undefined): number | null {
  const id = Number(Array.isArray(value) ? value[0] : value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** `/m/DeliveryInfo?drawId=N`: delivery details of a won physical prize; back to my prizes once saved. */
export function DeliveryInfoPage(props: ContentPageProps<Record<string, never>>) {
  const { t } = useTranslation('lottery')
  const router = useRouter()
  const loggedIn = useIsLoggedIn()
  const drawId = router.isReady ? drawIdFromQuery(router.query.drawId) : null

  useEffect(() => {
    if (router.isReady && !isLoginFlagSet()) openLoginSheet('sms', 'activity', DEFAULT_ACTIVITY_ID)
  }, [router.isReady])

  const back = (
    <Link href="/m/ReceivePrize" className={buttonClass({ variant: 'secondary', pill: true, className: styles.secondaryButton })}>
      {t('delivery.back')}
    </Link>
  )
  return (
    <MobilePage page={props} seo={{ title: t('delivery.title'), description: t('delivery.description') }} layout="blank" title={t('delivery.title')} canonical="/m/DeliveryInfo" noindex>
      <header className={styles.pageHeader}>
        <h1>{t('delivery.title')}</h1>
        <p>{t('delivery.description')}</p>
      </header>
      <section className={styles.pageCard}>
        {!router.isReady ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : !loggedIn ? (
          <>
            <p>{t('receive.guest')}</p>
            <button type="button" className={buttonClass({ pill: true, className: styles.primaryButton })} onClick={() => openLoginSheet('sms', 'activity', DEFAULT_ACTIVITY_ID)}>
              {t('receive.login')}
            </button>
          </>
        ) : drawId === null ? (
          <div role="alert" data-testid="delivery-missing">
            <p>{t('delivery.missing')}</p>
            {back}
          </div>
        ) : (
          <DeliveryForm drawId={drawId} onSaved={() => void router.push('/m/ReceivePrize')} backLink={back} />
        )}
      </section>
    </MobilePage>
  )
}
