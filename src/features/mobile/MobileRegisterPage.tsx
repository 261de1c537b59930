import { useTranslation } from 'next-i18next/pages'
import { useRouter } from 'next/router'
import { useId } from 'react'

import Link from '@/components/layout/Link'
import { SmartLink } from '@/components/layout/SmartLink'
import { buttonClass } from '@/components/ui/Button'
import { AuthPanel } from '@/features/auth/AuthPanel'
import { useIsLoggedIn } from '@/hooks/useAuthLinks'
import type { ContentPageProps } from '@/server/pages/content-props'

import { MobilePage } from './MobilePage'

import styles from './MobilePages.module.scss'

/**
 * `/m/register`: the register form as a page (slider, SMS code), then /promote/mobile/success;
 * `?type=login` opens it on the login form, which returns to /m. A seller already logged in gets
 * the way on instead.
 */
export function MobileRegisterPage(props: ContentPageProps<Record<string, never>>) {
  const { t } = useTranslation('mobile')
  const { t: ta } = useTranslation('auth')
  const router = useRouter()
  const titleId = useId()
  const loggedIn = useIsLoggedIn()
  const login = router.isReady && router.query.type === 'login'
  const title = login ? t('register.loginTitle') : t('register.title')
  return (
    <MobilePage page={props} seo={{ title: t('register.title'), description: t('register.description') }} layout="blank" title={title}>
      <div className={styles.authCard}>
        {loggedIn ? (
          <section className={styles.card} data-testid="logged-in">
            <h1>{ta('page.loggedInTitle')}</h1>
            <p>{ta('page.loggedInText')}</p>
            <SmartLink href="/workbench/dashboard" workbenchBaseUrl={props.chrome.settings.workbenchBaseUrl} className={buttonClass({ pill: true, block: true, className: styles.pageButton })}>
              {ta('page.enter')}
            </SmartLink>
            <Link href="/m" className={buttonClass({ variant: 'secondary', pill: true, block: true, className: styles.pageButton })}>
              {ta('page.home')}
            </Link>
          </section>
        ) : (
          <section aria-labelledby={titleId}>
            <AuthPanel
              key={login ? 'login' : 'register'}
              request={{ view: login ? 'login' : 'register', tab: 'sms', variant: 'default' }}
              titleId={titleId}
              headingLevel={1}
              // Registration goes on to /promote/mobile/success by itself; a login returns home.
              onFinished={() => {
                if (login) void router.replace('/m')
              }}
            />
          </section>
        )}
      </div>
    </MobilePage>
  )
}
